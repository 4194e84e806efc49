import { it } from 'vitest';
import { taxImpactResponseSchema } from '../../src/core/contract/tax-impact/response-schema.ts';
import { taxImpact } from '../../src/core/domain/tax/tax-impact.ts';

it('dbg', () => {
  for (const body of [
    {
      propertyType: 'warehouse_flex',
      purchasePrice: 50000,
      passiveActivity: 'active_participation',
      netOperatingIncome: 0,
      modifiedAgi: 1,
      placedInService: '2026-11-28',
    },
    {
      propertyType: 'mixed_use',
      purchasePrice: 3857508.79,
      passiveActivity: 'not_limited',
      netOperatingIncome: 999999.99,
      placedInService: '2026-11-28',
      taxableIncome: 9,
    },
    { propertyType: 'warehouse_flex', purchasePrice: 44472685, passiveActivity: 'not_limited', placedInService: '2026-11-28' },
  ]) {
    const r = taxImpact(body as any);
    const p = taxImpactResponseSchema.safeParse(r);
    console.log('ROW', p.success, p.success ? '' : JSON.stringify(p.error.issues.slice(0, 3)));
  }
});
