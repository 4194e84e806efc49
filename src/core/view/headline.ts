import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { formatPercent, formatUsd } from './format.ts';

/**
 * What issue 18 adds to the tax-impact result (a study fee, a sale date, the net present value),
 * read when present: until it lands the headline is the first-year saving, after it the net
 * present value whenever the owner gave a fee or a sale date.
 */
export type TaxImpactWithNetBenefit = TaxImpact & {
  netBenefit?: { netPresentValue: number } | undefined;
  assumptions: TaxImpact['assumptions'] & { studyFee?: number | undefined; saleDate?: string | undefined };
};

/** The result's one headline: the figure an owner cares about, with what it comes from. */
export interface Headline {
  kind: 'first-year-savings' | 'net-present-value';
  /** What the figure is, in plain words: "Tax you could save in 2024". */
  label: string;
  amount: number;
  /** Where it comes from: the reclassified dollars and the years they move into. */
  subtitle: string;
}

const CASE_WORDS = { low: 'low', typical: 'typical', high: 'high' } as const;

/**
 * The headline of a tax-impact result: the first-year tax saving under the owner's assumptions,
 * or, once a fee or a sale is given (issue 18), the net present value of the study.
 */
export function headlineOf(result: TaxImpactWithNetBenefit): Headline {
  const { studyYear, assumptions } = result;
  const moved = `${formatUsd(result.reclassified)} of the building deducted sooner, as 5-, 7- and 15-year property instead of ${assumptions.buildingLife} years (${CASE_WORDS[result.case]} case, ${formatPercent(assumptions.taxRate)} tax rate)`;
  const netPresentValue = result.netBenefit?.netPresentValue;
  if (netPresentValue !== undefined && (assumptions.studyFee !== undefined || assumptions.saleDate !== undefined)) {
    return { kind: 'net-present-value', label: 'What the study is worth to you today', amount: netPresentValue, subtitle: `After its fee and taxes: ${moved}` };
  }
  return { kind: 'first-year-savings', label: `Tax you could save in ${studyYear.year}`, amount: studyYear.taxSavings, subtitle: `By having ${moved}` };
}
