import { describe, expect, it } from 'vitest';
import { estimateV2Detail } from '../../../../src/core/domain/estimate/estimate.ts';
import { landShareFor } from '../../../../src/core/domain/estimate/land.ts';
import { taxImpact } from '../../../../src/core/domain/tax/tax-impact.ts';

/** Issue 32: the owner's own land share, from the property tax bill or an appraisal. */
describe('landShareFor: the owner’s land share, else the state’s', () => {
  const office = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2026-03-10' } as const;

  it('takes the assessor’s ratio: 180,000 / (180,000 + 620,000) = 22.5%, so a $1,250,000 price has a basis of $968,750', () => {
    const land = landShareFor({ ...office, assessedLand: 180_000, assessedImprovements: 620_000 });
    expect(land).toEqual({ landShare: 0.225, state: 'NY', source: 'assessed' });
    expect(estimateV2Detail(office, land).estimate.depreciableBasis).toBe(968_750);
  });

  it('takes a share given (0.3: a basis of $875,000), to the basis point', () => {
    const land = landShareFor({ ...office, landShare: 0.3 });
    expect(land).toEqual({ landShare: 0.3, state: 'NY', source: 'given' });
    expect(estimateV2Detail(office, land).estimate.depreciableBasis).toBe(875_000);
    expect(landShareFor({ ...office, landShare: 0.123456 }).landShare).toBe(0.1235);
    // A third, to the basis point: 33.33%.
    expect(landShareFor({ ...office, assessedLand: 1, assessedImprovements: 2 }).landShare).toBe(0.3333);
  });

  it('falls back to the ZIP code’s state, or the default without one', () => {
    expect(landShareFor(office)).toEqual({ landShare: 0.38, state: 'NY', source: 'state' });
    expect(landShareFor({ ...office, zip: undefined })).toEqual({ landShare: 0.15, state: null, source: 'default' });
  });

  it('carries into the tax impact: its basis, share and source', () => {
    const result = taxImpact({ ...office, assessedLand: 180_000, assessedImprovements: 620_000 });
    expect(result).toMatchObject({ depreciableBasis: 968_750, landShare: 0.225, landShareSource: 'assessed' });
    expect(taxImpact(office)).toMatchObject({ landShare: 0.38, landShareSource: 'state' });
  });
});
