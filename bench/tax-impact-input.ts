/**
 * The tax-impact body `npm run bench` sends: every assumption the endpoint takes, so the bench
 * measures everything it computes: a look-back study, a date acquired before the date placed
 * in service, all rates given, a study fee, a sale (sale-year depreciation and recapture) and
 * active participation (the passive-loss limits year by year, released at the sale), and the
 * owner's situation: a filing status, the 3.8% tax, and a state given over the ZIP code's, one
 * that adds the bonus back and spreads it (its own schedule, limited by the same engine).
 */
export const TAX_IMPACT_BENCH_INPUT = {
  propertyType: 'office',
  purchasePrice: 1_250_000,
  zip: '10001',
  placedInService: '2024-05-15',
  acquired: '2024-03-01',
  taxRate: 0.37,
  discountRate: 0.06,
  bonusRate: 0.6,
  case: 'typical',
  studyYear: 2025,
  studyFee: 8_000,
  saleDate: '2034-09-30',
  passiveActivity: 'active_participation',
  netOperatingIncome: 40_000,
  otherPassiveIncome: 5_000,
  modifiedAgi: 130_000,
  filingStatus: 'married_joint',
  investmentIncomeTax: true,
  state: 'MN',
  stateTaxRate: 0.0985,
} as const;
