import type { V2Request } from '../contract/schemas.ts';
import type { V2EstimateDetail } from '../domain/estimate/estimate.ts';
import type { TaxImpact, TaxImpactInput } from '../domain/tax/tax-impact-types.ts';
import { CASE_NAMES, formatLongDate, formatPercent, formatUsd } from './format.ts';

/** One row of the report's table of inputs and assumptions: a name and its value, as text. */
export type ReportRow = readonly [name: string, value: string];

/** How the owner takes part (IRC 469), as the report names it. */
const PARTICIPATION_WORDS = {
  not_limited: 'Not limited (a real estate professional, a qualifying short-term rental, or enough passive income)',
  active_participation: 'Active participation: the special allowance, phased out by income (IRC 469(i))',
  passive: 'Passive: losses only against passive income, released at sale (IRC 469)',
} as const;

const FILING_STATUS_WORDS = {
  single: 'Single',
  married_joint: 'Married filing jointly',
  married_separate: 'Married filing separately (no special allowance)',
  head_of_household: 'Head of household',
} as const;

/**
 * The printed report's inputs and assumptions, as values (the form's labels and hints are not
 * printed), the fee, the sale and how the owner takes part included.
 */
export function reportInputRows(
  input: V2Request,
  detail: V2EstimateDetail,
  landSource: string,
  result: TaxImpact | null,
  taxInput: TaxImpactInput | null = null,
): ReportRow[] {
  const rows: ReportRow[] = [
    ['Property type', detail.estimate.label],
    ['Purchase price', formatUsd(input.purchasePrice)],
    ['ZIP code', input.zip ?? 'not given'],
    ['Land share', `${formatPercent(detail.estimate.landShare)} (${landSource})`],
  ];
  if (!result) return rows;
  const { assumptions } = result;
  rows.push(
    ['Placed in service', formatLongDate(assumptions.placedInService)],
    ['Tax rate', formatPercent(assumptions.taxRate)],
    ['Bonus depreciation', formatPercent(assumptions.bonusRate)],
    ['Case', `${CASE_NAMES[result.case]} (${formatPercent(result.pct)} of the basis)`],
    ['Study year', String(result.studyYear.year)],
    ['Discount rate', formatPercent(assumptions.discountRate)],
  );
  rows.push(
    ['Study fee', assumptions.studyFee > 0 ? formatUsd(assumptions.studyFee) : 'None given'],
    ['Sale', assumptions.saleDate === null ? 'None planned: held through the recovery' : formatLongDate(assumptions.saleDate)],
    ['Passive-loss limits', PARTICIPATION_WORDS[assumptions.passiveActivity]],
  );
  // The owner's situation (issues 26 and 27): each changes the answer.
  rows.push(
    ['Filing status', FILING_STATUS_WORDS[assumptions.filingStatus]],
    ['3.8% net investment income tax', assumptions.investmentIncomeTax ? 'Applies' : 'Does not apply'],
  );
  if (result.state)
    rows.push(['State', `${result.state.name}, ${formatPercent(result.state.taxRate)}${result.state.verified ? '' : ' (record not verified)'}`]);
  if (assumptions.averageStay) rows.push(['Average guest stay', assumptions.averageStay === 'over_7_days' ? 'Over 7 days' : '7 days or less']);
  // The incomes a passive-loss limit is figured from (IRC 469): what shaped the answer.
  if (assumptions.passiveActivity !== 'not_limited' && taxInput) {
    rows.push(
      ['Rental income a year, before depreciation', formatUsd(taxInput.netOperatingIncome ?? 0)],
      ['Other passive income a year', formatUsd(taxInput.otherPassiveIncome ?? 0)],
    );
    if (assumptions.passiveActivity === 'active_participation') rows.push(['Modified adjusted gross income', formatUsd(taxInput.modifiedAgi ?? 0)]);
  }
  return rows;
}

/** "Light commercial: office, $1,250,000, ZIP 10001": who the report is for, without an address. */
export function reportSubject(input: V2Request, detail: V2EstimateDetail): string {
  return `${detail.estimate.label}, ${formatUsd(input.purchasePrice)}${input.zip ? `, ZIP ${input.zip}` : ''}`;
}

/** The operator named on the report: the call to action's host ("quotes.firm.example"), or null. */
export function reportOperator(callToAction: { url: string; text: string } | null): string | null {
  if (!callToAction) return null;
  try {
    return new URL(callToAction.url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}
