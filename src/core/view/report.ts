import type { V2Request } from '../contract/schemas.ts';
import type { V2EstimateDetail } from '../domain/estimate/estimate.ts';
import { netInvestmentIncomeTaxRateLatest } from '../domain/law/rates.ts';
import type { TaxImpact, TaxImpactInput } from '../domain/tax/tax-impact-types.ts';
import { CASE_NAMES, formatLongDate, formatPercent, formatUsd } from './format.ts';
import { landShareWords } from './land-share-words.ts';
import { topRateWords } from './saving-words.ts';
import { studyYearRow } from './study-year-split.ts';

/** One row of the report's table of inputs and assumptions: a name and its value, as text. */
export type ReportRow = readonly [name: string, value: string];

/** A value longer than this takes a row of the inputs' table to itself rather than wrapping in its half. */
export const SHORT_VALUE = 34;

/**
 * The inputs' table as printed: two name-value pairs a row, so the table takes half a page's
 * height; a long value (the participation's words) has a row to itself, in the order given.
 */
export function reportInputPairs(rows: readonly ReportRow[]): [left: ReportRow, right?: ReportRow][] {
  const lines: [left: ReportRow, right?: ReportRow][] = [];
  let half: [left: ReportRow, right?: ReportRow] | null = null; // a line with one short pair, waiting for a second
  for (const row of rows) {
    if (row[1].length > SHORT_VALUE) lines.push([row]);
    else if (half) {
      half.push(row);
      half = null;
    } else {
      half = [row];
      lines.push(half);
    }
  }
  return lines;
}

/** A passive owner's losses, as the report names them: then when they are released. */
const PASSIVE_LOSSES = 'Passive: losses only against passive income';

/** How the owner takes part (IRC 469), as the report names it. */
const PARTICIPATION_WORDS = {
  not_limited: 'Not limited (a real estate professional, or a short-term rental the owner materially participates in)',
  active_participation: 'Active participation: the special allowance, phased out by income (IRC 469(i))',
  passive: `${PASSIVE_LOSSES}, released at sale (IRC 469)`,
} as const;

const PASSIVE_WITH_EXCHANGE = `${PASSIVE_LOSSES}; the exchange releases none, they wait for a taxable sale (IRC 469(g))`;

/**
 * The sale as the answer took it: its date and price, and whether it is a like-kind exchange. What
 * the study's property is worth then is in the sale's own caption (report-tables.ts), with how the
 * price is allocated; the inputs' table stays short, so that a sale's report keeps to two pages.
 */
function saleRow({ assumptions, sale }: TaxImpact): ReportRow {
  if (assumptions.saleDate === null || !sale) return ['Sale', 'None planned: held through the recovery'];
  return ['Sale', `${formatLongDate(assumptions.saleDate)}, for ${formatUsd(sale.salePrice)}${sale.exchange ? ': a like-kind exchange (IRC 1031)' : ''}`];
}

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
export function reportInputRows(input: V2Request, detail: V2EstimateDetail, result: TaxImpact | null, taxInput: TaxImpactInput | null = null): ReportRow[] {
  const rows: ReportRow[] = [
    ['Property type', detail.estimate.label],
    ['Purchase price', formatUsd(input.purchasePrice)],
    ['ZIP code', input.zip ?? 'not given'],
    ['Land share', reportLandShare(input, detail, result)],
  ];
  if (!result) return rows;
  const { assumptions } = result;
  rows.push(
    ['Placed in service', formatLongDate(assumptions.placedInService)],
    ...taxRateRows(result),
    ['Bonus depreciation', formatPercent(assumptions.bonusRate)],
    ['Case', `${CASE_NAMES[result.case]} (${formatPercent(result.pct)} of the basis)`],
    ['Study year', String(result.studyYear.year)],
    ['Discount rate', formatPercent(assumptions.discountRate)],
  );
  rows.push(['Study fee', assumptions.studyFee > 0 ? formatUsd(assumptions.studyFee) : 'None given'], saleRow(result), [
    'Passive-loss limits',
    // An exchange is no taxable disposition: the suspended losses wait for one (IRC 469(g), decision 0337).
    result.sale?.exchange && assumptions.passiveActivity === 'passive' ? PASSIVE_WITH_EXCHANGE : PARTICIPATION_WORDS[assumptions.passiveActivity],
  ]);
  // The owner's situation (issues 26 and 27): each changes the answer.
  rows.push(
    ['Filing status', FILING_STATUS_WORDS[assumptions.filingStatus]],
    [`${formatPercent(netInvestmentIncomeTaxRateLatest)} net investment income tax`, assumptions.investmentIncomeTax ? 'Applies' : 'Does not apply'],
  );
  if (result.state)
    rows.push([
      'State',
      // Its top rate unless the owner gave one (stateTaxRate): said, as on the page (headline.ts).
      `${result.state.name}, ${formatPercent(result.state.taxRate)}${stateRateNote(topRateWords(result.state))}${result.state.verified ? '' : ' (record not verified)'}`,
    ]);
  rows.push(...carriedRows(result));
  if (assumptions.averageStay) rows.push(['Average guest stay', assumptions.averageStay === 'over_7_days' ? 'Over 7 days' : '7 days or less']);
  if (!taxInput) return rows;
  // The rental's income before depreciation shapes every owner's answer: under a passive-loss
  // limit it uses the loss (IRC 469), where none limits it it offsets the loss the excess business
  // loss limit measures (461(l)) and is taxed in both worlds. So it is always said, none given
  // too (a review: a professional's $4.2M office taken to earn nothing, unsaid). A part year earns
  // it by the days owned (rent-by-days-owned.ts): said, as a November purchase's first year
  // otherwise reads as an error.
  const limited = assumptions.passiveActivity !== 'not_limited';
  rows.push(['Rental income a year', rentalIncomeWords(taxInput.netOperatingIncome)]);
  // The other incomes a passive-loss limit is figured from.
  if (limited) {
    rows.push(['Other passive income a year', formatUsd(taxInput.otherPassiveIncome ?? 0)]);
    if (assumptions.passiveActivity === 'active_participation') rows.push(['Modified adjusted gross income', formatUsd(taxInput.modifiedAgi ?? 0)]);
  }
  return rows;
}

/** " (its top rate)" after the state's rate, or nothing for a rate the owner gave (topRateWords' null). */
function stateRateNote(topRate: string | null): string {
  return topRate === null ? '' : ` (its ${topRate})`;
}

/** The rental's yearly income, and how its first and last years count. */
function rentalIncomeWords(income: number | undefined): string {
  if (income === undefined) return 'None given: $0';
  return income > 0 ? `${formatUsd(income)} (a part year by days owned)` : formatUsd(income);
}

/** The rate the federal saving is figured at: the household's taxable income and its brackets' marginal rate, or the flat rate given. */
function taxRateRows({ assumptions }: TaxImpact): ReportRow[] {
  if (assumptions.taxableIncome === null) return [['Tax rate', formatPercent(assumptions.taxRate)]];
  return [
    ['Household taxable income', `${formatUsd(assumptions.taxableIncome)} a year, without this property`],
    [
      'Tax rate',
      `${formatPercent(assumptions.taxRate)} marginal, from the brackets${assumptions.latestBracketsYear === null ? '' : ` (years after ${assumptions.latestBracketsYear} use ${assumptions.latestBracketsYear}’s)`}`,
    ],
  ];
}

/**
 * The study year's loss carried to the next (IRC 461(l), 172), when there is one: the excess
 * business loss, and what each world carries as a net operating loss (461(l)(2) makes the excess
 * one). The rows' own figures.
 */
function carriedRows(result: TaxImpact): ReportRow[] {
  const { studyYear } = result;
  const row = studyYearRow(result);
  const rows: ReportRow[] = [];
  if (studyYear.excessBusinessLoss > 0) rows.push([`Excess business loss in ${studyYear.year} (IRC 461(l))`, formatUsd(studyYear.excessBusinessLoss)]);
  // Named as the loss it is, and only when either world carries one: a landlord's "$0 / $0" beside
  // the loss the passive rules suspend read as a third answer to what waits (a review).
  if (row.carriedForwardWithStudy !== undefined && (row.carriedForwardWithStudy !== 0 || (row.carriedForwardWithoutStudy ?? 0) !== 0))
    rows.push([
      `Net operating loss carried to ${studyYear.year + 1}: without / with the study`,
      `${formatUsd(row.carriedForwardWithoutStudy ?? 0)} / ${formatUsd(row.carriedForwardWithStudy)}`,
    ]);
  return rows;
}

/**
 * The land share and where it came from (issue 32): the owner's own share, the assessor's ratio,
 * the state's average or the default. The tax figures' share when there are any (the owner's land
 * is a tax-impact input), else the estimate's.
 */
export function reportLandShare(input: V2Request, detail: V2EstimateDetail, result: TaxImpact | null): string {
  const source = landShareWords({ source: result?.landShareSource ?? detail.land.source, state: detail.land.state }, input.zip, 'report');
  return `${formatPercent(result?.landShare ?? detail.estimate.landShare)}, ${source}`;
}

/** "Light commercial: office, $1,250,000, ZIP 10001": who the report is for, without an address. */
export function reportSubject(input: V2Request, detail: V2EstimateDetail): string {
  return `${detail.estimate.label}, ${formatUsd(input.purchasePrice)}${input.zip ? `, ZIP ${input.zip}` : ''}`;
}

/** The report's title block: for what and when, and by whom when the operator names itself (FIRM_NAME). */
export function reportPrepared(
  input: V2Request,
  detail: V2EstimateDetail,
  today: string,
  firmName: string | null,
): { preparedFor: string; preparedBy: string | null } {
  return {
    preparedFor: `The property: ${reportSubject(input, detail)}. Prepared on ${formatLongDate(today)}`,
    preparedBy: firmName ? `Prepared by ${firmName}` : null,
  };
}

/**
 * The assumptions' sources in one paragraph, then where every source is listed and this
 * estimate's link: the report says what each figure rests on without the reader opening the page.
 */
export function reportSources(result: TaxImpact | null, link: string): string {
  const origin = new URL(link).origin;
  const sources = [
    'ranges by property type (Seneca, costsegusa, Cost Seg Smart, Capstan)',
    'land shares by state (Lincoln Institute of Land Policy, AEI, FHFA Working Paper 19-01)',
  ];
  if (result) {
    sources.push(
      'depreciation: IRC 168 and IRS Publication 946, Appendix A (tables A-1, A-5, A-6, A-7a), bonus by the date placed in service (IRC 168(k))',
      'tax: the rate given or the brackets of IRC 1, IRC 469 and 461(l)',
    );
    if (result.sale) sources.push('the sale: IRC 1245, 1250, 1231, 1(h) (the Schedule D Tax Worksheet), 1411 and 1031');
    // The record says whether its row was checked against its primary source, or only read there: the footer says the same as the body.
    if (result.state) {
      const { name, verified, verifiedOn } = result.state;
      const day = formatLongDate(verifiedOn);
      sources.push(`${name}: the state’s dated record, ${verified ? `verified ${day}` : `read ${day}, not verified against a primary source`}`);
    }
  }
  return `Sources: ${sources.join('; ')}. Every source and how each figure is computed: ${origin}/methodology. This estimate: ${link}`;
}
