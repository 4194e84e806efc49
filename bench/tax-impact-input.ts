/**
 * The tax-impact body `npm run bench` sends: every assumption the endpoint takes, so the bench
 * measures everything it computes: a look-back study, a date acquired before the date placed
 * in service, the rates given, a study fee, a sale (sale-year depreciation and recapture), and the
 * owner's tax in two worlds (issue 31): the household's taxable income, so each year's tax from
 * the brackets, and a professional's loss over the IRC 461(l) threshold, carried forward as a net
 * operating loss and used at most 80% of each later year's income; the fee's break-even figured
 * through the same steps. And the owner's situation: a filing status, the 3.8% tax, and a state
 * given over the ZIP code's, one that adds the bonus back and spreads it (its own schedule).
 */
export const TAX_IMPACT_BENCH_INPUT = {
  propertyType: 'multifamily_5plus',
  purchasePrice: 12_000_000,
  zip: '10001',
  placedInService: '2024-05-15',
  acquired: '2024-03-01',
  discountRate: 0.06,
  bonusRate: 0.6,
  case: 'typical',
  studyYear: 2025,
  studyFee: 8_000,
  saleDate: '2034-09-30',
  passiveActivity: 'not_limited',
  netOperatingIncome: 40_000,
  otherPassiveIncome: 5_000,
  taxableIncome: 300_000,
  filingStatus: 'married_joint',
  investmentIncomeTax: true,
  state: 'MN',
  stateTaxRate: 0.0985,
} as const;
