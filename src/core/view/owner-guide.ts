import { standardDeductionFor } from '../domain/tax/ordinary-income-tax.ts';
import type { TaxImpactInput } from '../domain/tax/tax-impact-types.ts';

/**
 * The guide for owners' examples (src/pages/guide.astro): each answer's owner, figured by the
 * engine on the guide and opened in the estimator by its link, so the guide's figure is the
 * page's. Federal only (no ZIP code), every date and default the answer depends on said, as the
 * page's own links do (decisions 0342 and 0343).
 */
/** The office of the sale's and the exchange's answers. */
const OFFICE_SOLD = {
  propertyType: 'office',
  purchasePrice: 1_250_000,
  placedInService: '2025-05-15',
  studyYear: 2025,
  passiveActivity: 'not_limited',
  saleDate: '2030-06-30',
  salePrice: 1_625_000,
} as const satisfies TaxImpactInput;

/** The landlord's salary: the modified AGI, and after the standard deduction the taxable income (single, 2026). */
export const LANDLORD_SALARY = 130_000;

export const GUIDE_EXAMPLES = {
  /** A salaried landlord who manages a rental, over the allowance's phase-out start. */
  landlord: {
    propertyType: 'residential_ltr',
    purchasePrice: 650_000,
    placedInService: '2026-03-01',
    studyYear: 2026,
    passiveActivity: 'active_participation',
    taxableIncome: LANDLORD_SALARY - standardDeductionFor(2026, 'single'),
    netOperatingIncome: 30_000,
    modifiedAgi: LANDLORD_SALARY,
  },
  /** An investor whose property someone else runs: the landlord's rental and salary. */
  investor: {
    propertyType: 'residential_ltr',
    purchasePrice: 650_000,
    placedInService: '2026-03-01',
    studyYear: 2026,
    passiveActivity: 'passive',
    taxableIncome: LANDLORD_SALARY - standardDeductionFor(2026, 'single'),
    netOperatingIncome: 30_000,
  },
  /** A real estate professional over the excess business loss threshold. */
  professional: {
    propertyType: 'multifamily_5plus',
    purchasePrice: 10_000_000,
    placedInService: '2026-03-01',
    studyYear: 2026,
    passiveActivity: 'not_limited',
    taxableIncome: 400_000,
    netOperatingIncome: 600_000,
  },
  /** An office held five years, then sold. */
  sale: OFFICE_SOLD,
  /** The same office, exchanged instead. */
  exchange: { ...OFFICE_SOLD, exchange: true },
  /** A study for $8,000 on a $2,000,000 apartment building. */
  fee: {
    propertyType: 'multifamily_5plus',
    purchasePrice: 2_000_000,
    placedInService: '2026-03-01',
    studyYear: 2026,
    passiveActivity: 'not_limited',
    taxableIncome: 400_000,
    netOperatingIncome: 120_000,
    studyFee: 8_000,
  },
  /** A rental bought in 2021, studied this year: a look-back. */
  lookBack: {
    propertyType: 'residential_ltr',
    purchasePrice: 650_000,
    placedInService: '2021-06-15',
    studyYear: 2026,
    passiveActivity: 'not_limited',
    taxableIncome: 400_000,
    netOperatingIncome: 30_000,
  },
} as const satisfies Record<string, TaxImpactInput>;

export type GuideExample = keyof typeof GUIDE_EXAMPLES;

/** The estimator opened with an example's facts: the API's field names, dollars as plain digits. */
export function estimatorLinkOf(input: TaxImpactInput): string {
  return `/v2/estimate?${new URLSearchParams(Object.entries(input).map(([name, value]) => [name, String(value)])).toString()}`;
}
