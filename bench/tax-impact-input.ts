/**
 * The tax-impact body `npm run bench` sends: every assumption the endpoint takes, so the bench
 * measures everything it computes (a look-back study, a date acquired before the date placed
 * in service, all rates given).
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
} as const;
