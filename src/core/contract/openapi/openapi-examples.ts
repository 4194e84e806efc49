import { landShareForZip } from '../../domain/estimate/land.ts';
import { DEFAULT_LAND_SHARE, STATE_NAMES } from '../../domain/estimate/land-shares.ts';
import { percentText } from '../../domain/estimate/money.ts';
import { valueAt } from '../../domain/law/dated-parameter.ts';
import { netOperatingLossDeductionLimitLatest, tcjaBonus } from '../../domain/law/rates.ts';
import { excessBusinessLossThresholdFor } from '../../domain/tax/ordinary-income-tax.ts';
import { defaultTaxRate } from '../../domain/tax/tax-impact-inputs.ts';
import { formatLimit, MIN_PURCHASE_PRICE } from '../limits.ts';

/**
 * The OpenAPI document's example requests, per endpoint (./openapi-document.ts computes each
 * answer with the endpoint's own definition). Those the endpoint accepts become request
 * examples; those it refuses stay with their 400 answer, the body beside it.
 */

/** A named request example and the answer the endpoint gives it. */
export interface Example {
  name: string;
  summary: string;
  body: unknown;
}

const NEW_YORK_ZIP = '10001';

export const V2_EXAMPLES: readonly Example[] = [
  {
    name: 'office_nyc',
    summary: `Office in ${STATE_NAMES.NY} (ZIP ${NEW_YORK_ZIP}: land share ${landShareForZip(NEW_YORK_ZIP).landShare})`,
    body: { propertyType: 'office', purchasePrice: 1_250_000, zip: NEW_YORK_ZIP },
  },
  {
    name: 'rental_no_zip',
    summary: `Long-term rental, no ZIP (default land share ${DEFAULT_LAND_SHARE})`,
    body: { propertyType: 'residential_ltr', purchasePrice: 450_000 },
  },
  { name: 'several_problems', summary: 'Every problem is reported at once', body: { propertyType: 'castle', purchasePrice: '1250000', zip: 10001 } },
  {
    name: 'price_too_low',
    summary: `Below the ${formatLimit(MIN_PURCHASE_PRICE)} minimum`,
    body: { propertyType: 'retail', purchasePrice: MIN_PURCHASE_PRICE - 1 },
  },
];

/** A passive investor's rental, sold in 2030: with a fee, and as an exchange. */
const PASSIVE_RENTAL_SOLD = {
  propertyType: 'residential_ltr',
  purchasePrice: 600_000,
  placedInService: '2025-03-10',
  passiveActivity: 'passive',
  netOperatingIncome: 12_000,
  saleDate: '2030-06-30',
} as const;

/** Issue 31's landlord with a salary: the methodology works the same case. */
export const LANDLORD_WITH_A_SALARY = {
  propertyType: 'residential_ltr',
  purchasePrice: 650_000,
  zip: '78701',
  placedInService: '2026-03-10',
  passiveActivity: 'active_participation',
  netOperatingIncome: 30_000,
  modifiedAgi: 200_000,
  taxableIncome: 180_000,
} as const;

export const TAX_IMPACT_EXAMPLES: readonly Example[] = [
  {
    name: 'office_2024',
    summary: `The office above, placed in service in May 2024 (${percentText(valueAt(tcjaBonus, '2024-05-15'))} bonus), study that year, ${defaultTaxRate(2024) * 100}% tax rate`,
    body: { propertyType: 'office', purchasePrice: 1_250_000, zip: NEW_YORK_ZIP, placedInService: '2024-05-15' },
  },
  {
    name: 'rental_look_back',
    summary: 'A rental bought in November 2021, study applied in 2025: the missed depreciation is caught up in 2025',
    body: { propertyType: 'residential_ltr', purchasePrice: 450_000, placedInService: '2021-11-03', studyYear: 2025, taxRate: 0.32 },
  },
  {
    name: 'fourth_quarter_no_bonus',
    summary: 'Warehouse placed in service in December 2025, bonus elected out: mid-quarter tables for the 5-, 7- and 15-year property',
    body: { propertyType: 'warehouse_flex', purchasePrice: 3_000_000, zip: '75201', placedInService: '2025-12-01', bonusRate: 0, case: 'high' },
  },
  {
    name: 'acquired_before_placed_in_service',
    summary: `Office under contract in December 2024, placed in service in March 2025: the TCJA schedule applies (${percentText(valueAt(tcjaBonus, '2025-03-01'))} in 2025), not the permanent 100%`,
    body: { propertyType: 'office', purchasePrice: 2_000_000, zip: '60601', placedInService: '2025-03-01', acquired: '2024-12-10' },
  },
  {
    name: 'office_sold_after_five_years',
    summary:
      'Issue 18: the office placed in service in May 2025 (100% bonus), a study fee of $8,000, sold June 2030: recapture at sale and the net present value',
    body: { propertyType: 'office', purchasePrice: 1_250_000, zip: NEW_YORK_ZIP, placedInService: '2025-05-15', studyFee: 8_000, saleDate: '2030-06-30' },
  },
  {
    name: 'rental_active_participation',
    summary: 'A rental whose owner actively participates, modified AGI $130,000: a $10,000 special allowance (IRC 469(i)), the rest of the loss suspended',
    body: {
      propertyType: 'residential_ltr',
      purchasePrice: 600_000,
      placedInService: '2025-03-10',
      passiveActivity: 'active_participation',
      netOperatingIncome: 18_000,
      modifiedAgi: 130_000,
    },
  },
  {
    name: 'passive_investor_sells',
    summary:
      'A passive investor: losses suspended until the sale in 2030 releases them (IRC 469(g)); with the recapture and a $5,000 fee the study loses money',
    body: { ...PASSIVE_RENTAL_SOLD, studyFee: 5_000 },
  },
  {
    name: 'landlord_with_a_salary',
    summary:
      "Issue 31: a landlord with $180,000 of taxable income who manages the rental: each year's tax from the 2026 brackets, twice, without and with the study; the loss over the allowance waits for the sale",
    body: LANDLORD_WITH_A_SALARY,
  },
  {
    name: 'professional_over_the_loss_limit',
    summary: `Issue 31: a real estate professional's $10,000,000 apartment building: the loss over the IRC 461(l) threshold ($${excessBusinessLossThresholdFor(2026, 'single')!.toLocaleString('en-US')} single in 2026) is carried forward as a net operating loss, used at most ${percentText(netOperatingLossDeductionLimitLatest)} of each later year's taxable income`,
    body: { propertyType: 'multifamily_5plus', purchasePrice: 10_000_000, zip: '78701', placedInService: '2026-03-10', taxableIncome: 400_000 },
  },
  {
    name: 'sold_above_the_price',
    summary:
      "Issue 35: the office of office_sold_after_five_years sold for 30% more: the rise is capital gain in both worlds, and the study's property at its value at sale limits its ordinary recapture",
    body: { propertyType: 'office', purchasePrice: 1_250_000, zip: NEW_YORK_ZIP, placedInService: '2025-05-15', saleDate: '2030-06-30', salePrice: 1_625_000 },
  },
  {
    name: 'exchange',
    summary: 'Issue 35: a like-kind exchange (IRC 1031): no gain recognised in either world, nothing taxed at the sale, the passive losses still suspended',
    body: { ...PASSIVE_RENTAL_SOLD, exchange: true },
  },
  {
    name: 'assessed_land_value',
    summary: "Issue 32: the land share from the property tax bill's assessed values, 180,000 / (180,000 + 620,000) = 22.5%",
    body: {
      propertyType: 'office',
      purchasePrice: 1_250_000,
      zip: NEW_YORK_ZIP,
      placedInService: '2026-03-10',
      assessedLand: 180_000,
      assessedImprovements: 620_000,
    },
  },
  {
    name: 'rate_and_income',
    summary: 'taxRate and taxableIncome together are refused: the brackets give the rate',
    body: { propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-03-10', taxRate: 0.32, taxableIncome: 150_000 },
  },
  {
    name: 'limit_without_its_incomes',
    summary: 'Active participation needs netOperatingIncome and modifiedAgi; a sale in the year placed in service is refused',
    body: { propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2025-05-15', saleDate: '2025-12-31', passiveActivity: 'active_participation' },
  },
  {
    name: 'bad_date_and_rate',
    summary: 'Every problem is reported at once',
    body: { propertyType: 'office', purchasePrice: 1_250_000, placedInService: '05/15/2024', taxRate: 37 },
  },
];

export const LEGACY_EXAMPLES: readonly Example[] = [
  {
    name: 'office_with_context',
    summary: 'General office with the optional context fields',
    body: { purchase_price: 1_000_000, property_type: 'general_office', square_footage: 12_000, listing_url: 'https://www.loopnet.com/Listing/1/' },
  },
  { name: 'short_term_rental', summary: 'Short-term rental, required fields only', body: { purchase_price: 640_000, property_type: 'short_term_rental' } },
  { name: 'fractional_price', summary: 'purchase_price must be whole dollars', body: { purchase_price: 1_000_000.5, property_type: 'general_office' } },
  {
    name: 'not_a_listing_site',
    summary: 'A look-alike host is refused',
    body: { purchase_price: 500_000, property_type: 'condo_townhome', listing_url: 'https://zillow.com.evil.example/home/1' },
  },
];
