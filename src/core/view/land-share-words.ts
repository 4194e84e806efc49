import type { LandShareSource } from '../domain/estimate/land.ts';
import { STATE_NAMES } from '../domain/estimate/land-shares.ts';

/** Who is speaking: the page to the owner ("the share you gave"), or the printed report about them ("the owner’s own"). */
export type LandWordsVoice = 'owner' | 'report';

/** The owner's own land value, said by each voice; the state's average and the default read the same in both. */
const OWN_VALUE: Record<LandWordsVoice, Record<'given' | 'assessed', string>> = {
  owner: { given: 'the share you gave', assessed: 'from your tax bill’s assessed values' },
  report: { given: 'the owner’s own (an appraisal or the closing statement)', assessed: 'from the assessor’s land and improvement values' },
};

/**
 * Where a land share came from, in words: the owner's own (given, or the assessor's ratio), the
 * state's average ("New York’s average"), or the default with why (no average for the state, no
 * state for the ZIP code, no ZIP code). The page says it beside the share (owner-estimate.ts),
 * the printed report after it (report.ts). A ZIP code of four digits is read by its first three
 * as any other (the contract's rule), but it is most often a five-digit one that lost its leading
 * zero (New England's, New Jersey's, Puerto Rico's: 02108 typed or pasted as 2108, read as 210,
 * Maryland), so the words ask (decision 0362).
 */
export function landShareWords(land: { source: LandShareSource; state: string | null }, zip: string | undefined, voice: LandWordsVoice = 'owner'): string {
  const name = land.state && (STATE_NAMES[land.state] ?? land.state);
  if (land.source === 'given' || land.source === 'assessed') return OWN_VALUE[voice][land.source];
  const digits = zip?.trim();
  const words =
    land.source === 'state'
      ? `${name}’s average`
      : name
        ? `the default: no average for ${name}`
        : zip
          ? 'the default: no state for this ZIP code'
          : 'the default: no ZIP code given';
  return digits && /^\d{4}$/.test(digits) ? `${words}; did you mean 0${digits}?` : words;
}
