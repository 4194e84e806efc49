import { describe, expect, it } from 'vitest';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import type { TaxImpact, TaxImpactInput } from '../../../src/core/domain/tax/tax-impact-types.ts';
import { formatUsd } from '../../../src/core/view/format.ts';
import { ownerAnswer } from '../../../src/core/view/owner-answer.ts';
import { saleWords as paragraphsOf } from '../../../src/core/view/sale-words.ts';

/** The paragraphs as one text, for the sentences pinned here. */
const saleWords = (result: TaxImpact) => paragraphsOf(result)?.join(' ') ?? null;

// Issue 35's office: $1,250,000, no ZIP (15% land, federal only, 37%), placed in service
// 2025-05-15, sold 2030-06-30. Its sale figures are pinned by hand in
// tests/core/domain/tax/worked-examples.test.ts and sale.test.ts; here only the words built from them.
const OFFICE: TaxImpactInput = { propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2025-05-15', saleDate: '2030-06-30' };
const sold = (extra: Partial<TaxImpactInput>) => taxImpact({ ...OFFICE, ...extra });

describe('saleWords: what a sale takes back, from the answer’s figures', () => {
  it('says nothing without a sale', () => {
    expect(saleWords(taxImpact({ ...OFFICE, saleDate: undefined }))).toBeNull();
  });

  it('at 130% of the price: the extra depreciation, what of it comes back as what, and why the tax is less than the saving', () => {
    const result = sold({ salePrice: 1_625_000 });
    // 323,308 - 138,511 taken; ordinary 112,394 - 0; capital 468,377 - 375,000; the 25% gain 117,537 - 138,511.
    expect(saleWords(result)).toBe(
      'Of the $184,797 more depreciation the study takes by the sale in 2030, $112,394 comes back as ordinary income and $93,377 as capital gain, ' +
        'while the gain taxed at 25% is $20,974 smaller. ' +
        'The sale’s extra tax, $55,017, is less than the $68,375 the extra deductions saved: only $112,394 comes back as ordinary income, ' +
        'taxed as the deductions were; the rest as gain, at lower federal rates.',
    );
  });

  it('every figure is the answer’s: the characters’ differences add up to the extra depreciation', () => {
    for (const extra of [{}, { salePrice: 1_625_000 }, { reclassifiedValueAtSale: 155_000 }, { salePrice: 900_000 }, { taxableIncome: 200_000 }]) {
      const result = sold(extra);
      const sale = result.sale!;
      const more = (key: 'ordinaryGain' | 'unrecaptured1250Gain' | 'capitalGain') => sale.withStudy[key]! - sale.withoutStudy[key]!;
      const extraDepreciation = sale.depreciationTaken.withStudy - sale.depreciationTaken.withoutStudy;
      expect(more('ordinaryGain') + more('unrecaptured1250Gain') + more('capitalGain')).toBe(extraDepreciation);
      const words = saleWords(result)!;
      expect(words).toContain(`Of the ${formatUsd(extraDepreciation)} more depreciation the study takes by the sale in 2030`);
      expect(words).toContain(formatUsd(ownerAnswer(result).total.taxAtSale));
    }
  });

  it('with the household’s income the 25% is a ceiling: "up to", at the rate the answer gives', () => {
    const result = sold({ taxableIncome: 200_000 });
    expect(saleWords(result)).toContain(`gain taxed at up to ${Math.round(result.sale!.unrecapturedRate * 100)}%`);
  });

  it('below the adjusted basis the study’s depreciation comes back as a smaller ordinary loss, and takes back all it saved', () => {
    // $900,000: a net section 1231 loss in both worlds, within the 461(l) threshold with the year's depreciation.
    const result = sold({ salePrice: 900_000 });
    expect(saleWords(result)).toBe(
      'Of the $184,797 more depreciation the study takes by the sale in 2030, $184,797 comes back as ordinary income (a smaller loss on the sale). ' +
        'The sale’s extra tax, $68,375, takes back all the $68,375 the extra deductions saved: what the study gives is time, the tax it saves being paid back years later.',
    );
  });

  it('a study’s tax at the sale below zero is said as lower, not higher', () => {
    // The engine gives it where the gain the study moves is taxed lower than the gain it replaces; the words read the rows.
    const result = sold({ salePrice: 1_625_000 });
    const lowered: TaxImpact = {
      ...result,
      sale: { ...result.sale!, additionalTax: -4_000 },
      schedule: result.schedule.map((row) => (row.year === 2030 ? { ...row, taxAtSale: -4_000 } : row)),
    };
    expect(saleWords(lowered)).toMatch(/ With the study the tax at the sale is \$4,000 lower, not higher; the extra deductions saved \$68,375\.$/);
  });

  it('an exchange: deferred, nothing taken back, each world’s gain carried over, and the limit of the illustration', () => {
    expect(saleWords(sold({ salePrice: 1_625_000, exchange: true }))).toBe(
      'Deferred: no tax at the exchange in 2030, with or without the study, and the $184,797 more depreciation the study takes by then is not taken back. ' +
        'What it defers, a gain of $698,308 with the study and a gain of $513,511 without, carries into the replacement property, which takes this property’s basis and goes on depreciating it where it left off (IRC 1031(d); Treas. Reg. 1.168(i)-6): the years after the exchange are figured as if it were held. ' +
        'This assumes no cash or other property received, a replacement worth as much or more, no election to treat it as newly bought (Treas. Reg. 1.168(i)-6(i)), ' +
        'and the carpet, fixtures and site work counted as real property, or exchanged alongside: since 2018 movable personal property does not qualify.',
    );
  });

  it('an exchange under a passive limit: the suspended losses stay suspended, as the exchange year’s row has them', () => {
    const result = sold({ salePrice: 1_625_000, exchange: true, passiveActivity: 'passive', netOperatingIncome: 20_000 });
    const row = result.schedule.find((year) => year.year === result.sale!.year)!;
    expect(row.suspendedWithStudy).toBeGreaterThan(0);
    expect(saleWords(result)).toContain(
      `The suspended losses stay suspended (${formatUsd(row.suspendedWithStudy!)} with the study, ${formatUsd(row.suspendedWithoutStudy!)} without, at the exchange): only a fully taxable sale releases them.`,
    );
  });
});
