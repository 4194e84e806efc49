import type { SaleOutcome, SaleWorld, TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { formatUsd } from './format.ts';
import { ownerAnswer } from './owner-answer.ts';
import { percentText } from './rate-input.ts';

/**
 * What a planned sale takes back, in words (issue 35; docs/decisions/0320 and 0322), from the
 * answer's figures alone: the extra depreciation the study takes by the sale, what of it comes back
 * and as what (the difference between the two worlds' gains, character by character: the sum is
 * the extra depreciation, as each world's gain is the price less its adjusted bases), then why the
 * tax at the sale is less than the tax the deductions saved, or that it is not. An exchange says
 * what it defers and what it does not release. Paragraphs, each a sentence or two; null without a sale.
 */
export function saleWords(result: TaxImpact): string[] | null {
  const { sale } = result;
  if (!sale) return null;
  return sale.exchange ? exchangeWords(sale, result) : [comesBack(sale, result), whyLess(sale, result)];
}

/** The extra depreciation the study takes by the sale: the two worlds' depreciation taken, their difference. */
const extraDepreciation = (sale: SaleOutcome) => sale.depreciationTaken.withStudy - sale.depreciationTaken.withoutStudy;

/** A character's amount with the study less without it. */
const more = (sale: SaleOutcome, character: keyof Omit<SaleWorld, 'deferredGain' | 'taxAtSale'>) =>
  (sale.withStudy[character] ?? 0) - (sale.withoutStudy[character] ?? 0);

/**
 * "Of the $134,794 more depreciation the study takes by the sale in 2030, $81,980 comes back as
 * ordinary income and $68,111 as capital gain, while the gain taxed at 25% is $15,297 smaller."
 */
function comesBack(sale: SaleOutcome, result: TaxImpact): string {
  // With the household's income the worksheet may tax part of it lower (1(h)(1)(E): at most 25%, and never above the ordinary rate).
  const unrecaptured = unrecapturedUntaxed(result)
    ? 'unrecaptured section 1250 gain (untaxed: the year’s losses take it)'
    : `gain taxed at ${result.assumptions.taxableIncome === null ? '' : 'up to '}${percentText(sale.unrecapturedRate)}`;
  const parts: Array<[amount: number, as: string]> = [
    // Below the adjusted basis the ordinary amount is a smaller loss (a net section 1231 loss is ordinary).
    [more(sale, 'ordinaryGain'), (sale.withStudy.ordinaryGain ?? 0) < 0 ? 'ordinary income (a smaller loss on the sale)' : 'ordinary income'],
    [more(sale, 'unrecaptured1250Gain'), unrecaptured],
    [more(sale, 'capitalGain'), 'capital gain'],
  ];
  const back = parts.filter(([amount]) => amount > 0).map(([amount, as], index) => `${formatUsd(amount)}${index ? '' : ' comes back'} as ${as}`);
  const smaller = parts.filter(([amount]) => amount < 0).map(([amount, as]) => `the ${as} is ${formatUsd(-amount)} smaller`);
  return (
    `Of the ${formatUsd(extraDepreciation(sale))} more depreciation the study takes by the sale in ${sale.year}, ${listed(back) || 'nothing comes back'}` +
    (smaller.length ? `, while ${listed(smaller)}.` : '.')
  );
}

/** Why the sale's extra tax is less than what the deductions saved (both from the answer, federal and state), or that it is not. */
function whyLess(sale: SaleOutcome, result: TaxImpact): string {
  const { total } = ownerAnswer(result);
  const [paid, saved] = [formatUsd(total.taxAtSale), formatUsd(total.taxSaved)];
  // Deductions that saved nothing, or cost tax (in higher brackets later), by their sign.
  const savedBySign =
    total.taxSaved > 0 ? `saved ${saved}` : total.taxSaved < 0 ? `cost ${formatUsd(-total.taxSaved)} more in tax than they saved` : 'saved nothing';
  if (total.taxAtSale < 0)
    return `With the study the tax at the sale is ${formatUsd(-total.taxAtSale)} lower, not higher; the extra deductions ${savedBySign}.`;
  if (total.taxAtSale === 0) return `The tax at the sale is the same with and without the study; the extra deductions ${savedBySign}.`;
  if (total.taxSaved <= 0) return `The sale’s extra tax, ${paid}, comes on top: the extra deductions ${savedBySign}.`;
  if (total.taxAtSale >= total.taxSaved)
    return `The sale’s extra tax, ${paid}, takes back ${total.taxAtSale > total.taxSaved ? 'more than' : 'all'} the ${saved} the extra deductions saved: what the study gives is time, the tax it saves being paid back years later.`;
  const ordinary = more(sale, 'ordinaryGain');
  const reason =
    ordinary >= extraDepreciation(sale)
      ? ''
      : ordinary > 0
        ? `: only ${formatUsd(ordinary)} comes back as ordinary income, taxed as the deductions were; the rest as gain, at lower federal rates`
        : ': none of it comes back as ordinary income; it comes back as gain, at lower federal rates';
  return `The sale’s extra tax, ${paid}, is less than the ${saved} the extra deductions saved${reason}.`;
}

/**
 * A like-kind exchange: the gain deferred in both worlds, nothing taxed, the replacement carrying
 * the depreciation on (the figures are the held property's: decision 0337), the suspended losses
 * kept, and what the illustration assumes.
 */
function exchangeWords(sale: SaleOutcome, result: TaxImpact): string[] {
  const row = result.schedule.find((year) => year.year === sale.year);
  const suspended = row?.suspendedWithStudy ?? 0;
  const withoutStudy = row?.suspendedWithoutStudy ?? 0;
  return [
    `Deferred: no tax at the exchange in ${sale.year}, with or without the study, and the ${formatUsd(extraDepreciation(sale))} more depreciation the study takes by then is not taken back. ` +
      `What it defers, ${gainOrLoss(sale.withStudy.deferredGain ?? 0)} with the study and ${gainOrLoss(sale.withoutStudy.deferredGain ?? 0)} without, carries into the replacement property, ` +
      'which takes this property’s basis and goes on depreciating it where it left off (IRC 1031(d); Treas. Reg. 1.168(i)-6): the years after the exchange are figured as if it were held.',
    ...(suspended > 0
      ? [
          `The suspended losses stay suspended (${formatUsd(suspended)} with the study, ${withoutStudy > 0 ? formatUsd(withoutStudy) : 'none'} without, at the exchange): only a fully taxable sale releases them.`,
        ]
      : []),
    'This assumes no cash or other property received, a replacement worth as much or more, no election to treat it as newly bought (Treas. Reg. 1.168(i)-6(i)), ' +
      'and the carpet, fixtures and site work counted as real property, or exchanged alongside: since 2018 movable personal property does not qualify.',
  ];
}

/**
 * Whether the year's losses took all of the study world's unrecaptured 1250 gain: with the
 * household's income a rate of 0 is that (decision 0340), which no cap explains; a flat 0% is a rate.
 */
export function unrecapturedUntaxed(result: TaxImpact): boolean {
  return result.sale?.unrecapturedRate === 0 && result.assumptions.taxableIncome !== null;
}

/** An exchange's deferred amount by its sign: "a gain of $90,000", "a loss of $12,000" (a loss is not recognised either, IRC 1031(a)). */
function gainOrLoss(amount: number): string {
  return amount < 0 ? `a loss of ${formatUsd(-amount)}` : `a gain of ${formatUsd(amount)}`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
