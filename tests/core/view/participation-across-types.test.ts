import { describe, expect, it } from 'vitest';
import { V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';
import { PARTICIPATION_ANSWERS, participationOf } from '../../../src/core/view/participation.ts';
import { asksParticipationAgain } from '../../../src/core/view/participation-across-types.ts';

describe('asksParticipationAgain: a property type that changes what an answer meant asks it again', () => {
  it('asks again whenever the answer the form shows would change with the type', () => {
    for (const before of V2_PROPERTY_TYPES)
      for (const after of V2_PROPERTY_TYPES)
        for (const passiveActivity of new Set(PARTICIPATION_ANSWERS.map((answer) => answer.passiveActivity)))
          for (const averageStay of ['', 'over_7_days']) {
            const read = (type: string) => participationOf(passiveActivity, averageStay, type === 'residential_str');
            if (read(before) !== read(after))
              expect(asksParticipationAgain(before, after, passiveActivity), `${before} → ${after}, ${passiveActivity}`).toBe(true);
          }
  });

  it('keeps a landlord’s and an investor’s answer across any change', () => {
    expect(asksParticipationAgain('residential_str', 'office', 'active_participation')).toBe(false);
    expect(asksParticipationAgain('office', 'residential_str', 'passive')).toBe(false);
    expect(asksParticipationAgain('office', 'retail', 'not_limited')).toBe(false);
    expect(asksParticipationAgain('residential_str', 'office', 'not_limited')).toBe(true);
    // A professional's answer on a short-term rental with stays over 7 days reads the same on an office, but a
    // short-term rental's loss rests on material participation in it, an office's on the professional's status: asked again.
    expect(asksParticipationAgain('office', 'residential_str', 'not_limited')).toBe(true);
  });
});
