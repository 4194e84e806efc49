import { describe, expect, it } from 'vitest';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { ownerAnswer } from '../../../src/core/view/owner-answer.ts';
import { GUIDE_EXAMPLES } from '../../../src/core/view/owner-guide.ts';
import { limitsNamed } from '../../../src/core/view/saving-reason.ts';
import { waitingColumns } from '../../../src/core/view/year-table-words.ts';

/** Issue 41: one answer that explains itself, the same on the screen and in print. */
describe('the limits, named with their figures', () => {
  it('a landlord: the allowance and its phase-out at the owner’s modified AGI (IRC 469(i))', () => {
    const input = GUIDE_EXAMPLES.landlord;
    // $25,000 - 50% x ($130,000 - $100,000) = $10,000.
    expect(limitsNamed(taxImpact(input), input)).toContain(
      'The special allowance for a landlord who manages the rental is $25,000 a year, less 50% of modified AGI over $100,000: $10,000 at your $130,000 (IRC 469(i))',
    );
  });

  it('a professional over the threshold: the year’s 461(l) threshold and the 80% limit on a carried loss', () => {
    const input = GUIDE_EXAMPLES.professional;
    expect(limitsNamed(taxImpact(input), input)).toBe(
      'The excess business loss limit is $256,000 of business loss in 2026 (single, IRC 461(l)); the rest becomes a net operating loss. ' +
        'A loss carried forward is deducted up to 80% of a later year’s taxable income (IRC 172(a)).',
    );
    expect(limitsNamed(taxImpact({ ...input, filingStatus: 'married_joint' }), input)).toContain('$512,000 of business loss in 2026 (married filing jointly');
  });

  it('with a flat rate a carried loss is taken the next year in full: the 80% limit is not named (decision 0341)', () => {
    const flat = { propertyType: 'office', purchasePrice: 10_000_000, placedInService: '2026-03-01', passiveActivity: 'not_limited' } as const;
    const words = limitsNamed(taxImpact(flat), null)!;
    expect(words).toContain('The excess business loss limit is $256,000');
    expect(words).not.toContain('80%');
  });

  it('none when nothing holds the figure back', () => {
    expect(limitsNamed(taxImpact({ propertyType: 'office', purchasePrice: 1_000_000, placedInService: '2026-03-01' }), null)).toBeNull();
  });
});

describe('what waits at each year’s end, beside the deductions', () => {
  it('the professional’s carried loss; the investor’s suspended loss; neither when nothing waits', () => {
    const professional = ownerAnswer(taxImpact(GUIDE_EXAMPLES.professional));
    const carried = waitingColumns(professional);
    expect(carried.map((column) => column.label)).toEqual(['Carried forward']);
    const rows = taxImpact(GUIDE_EXAMPLES.professional).schedule;
    expect(professional.years.map((year) => carried[0]!.of(year))).toEqual(rows.map((row) => row.carriedForwardWithStudy ?? 0));
    expect(waitingColumns(ownerAnswer(taxImpact(GUIDE_EXAMPLES.investor))).map((column) => column.label)).toEqual(['Suspended (passive)']);
    expect(waitingColumns(ownerAnswer(taxImpact({ propertyType: 'office', purchasePrice: 1_000_000, placedInService: '2026-03-01' })))).toEqual([]);
  });
});
