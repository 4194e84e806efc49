import { TAX_IMPACT_BENCH_INPUT } from './tax-impact-input.ts';

/** The body `npm run bench` posts to each endpoint (tests/bench/baseline-server.test.ts posts the same). */
export const BENCH_BODIES = {
  '/api/v2/estimate': JSON.stringify({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' }),
  '/api/estimate': JSON.stringify({ purchase_price: 1_250_000, property_type: 'general_office', square_footage: 12_000 }),
  // Tax impact with everything it computes: a look-back study, a date acquired before the date
  // placed in service, every assumption given.
  '/api/v2/tax-impact': JSON.stringify(TAX_IMPACT_BENCH_INPUT),
} as const;
