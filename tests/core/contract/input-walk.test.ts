import { describe, expect, it } from 'vitest';
import { comesBack, inputWalk, wingOf } from '../../../scripts/input-walk.ts';

/**
 * Issue 40: a walk of the tax-impact input through the code, as a reader takes it, comes back to a
 * file it left at most 16 times. The walk is the compiler's (scripts/input-walk.ts,
 * docs/decisions/0345-the-input-walk.md). On the tree the issue was filed against it counted 49
 * (the issue counted 46), and 61 before the reading order was reshaped; it counts 14 today. A
 * change that makes a reader come back more than the goal allows fails here.
 */
const FILE_COMEBACKS_AT_MOST = 16;
const FOLDER_COMEBACKS_AT_MOST = 16;

describe('the walk of the tax-impact input', () => {
  const steps = inputWalk();
  const files = steps.map((step) => step.file);

  it('counts a return to a room only after leaving it for another', () => {
    expect(comesBack(['a', 'a', 'b', 'a', 'c', 'b', 'b'])).toBe(2);
    expect(comesBack(['a', 'b', 'c'])).toBe(0);
  });

  it('starts at the endpoint, reads the domain’s entry and reaches the owner’s tax', () => {
    expect(steps[0]).toEqual({ file: 'core/contract/api/tax-impact-contract.ts', name: 'taxImpactContract.estimate', depth: 0 });
    const names = steps.map((step) => step.name);
    for (const name of [
      'validateTaxImpactRequest',
      'taxImpact',
      'federalTaxImpact',
      'ownerFederalTax',
      'scheduleDTaxWorksheet',
      'feeTaxSavingFor',
      'scheduleRows',
    ])
      expect(names).toContain(name);
    // A call no name leads to is read at its signature: the field table's checks, looked up by field.
    expect(steps).toContainEqual(expect.objectContaining({ name: 'checks[field]', file: 'core/contract/field-rules.ts' }));
  });

  it(`comes back to a file it left no more than ${FILE_COMEBACKS_AT_MOST} times, to a folder no more than ${FOLDER_COMEBACKS_AT_MOST}`, () => {
    expect(comesBack(files)).toBeLessThanOrEqual(FILE_COMEBACKS_AT_MOST);
    expect(comesBack(files.map(wingOf))).toBeLessThanOrEqual(FOLDER_COMEBACKS_AT_MOST);
  });
});
