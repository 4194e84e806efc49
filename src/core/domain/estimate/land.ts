import { DEFAULT_LAND_SHARE, STATE_LAND_SHARES } from './land-shares.ts';
import { ZIP3_STATE_RUN_LENGTHS } from './zip3-states.ts';

export interface LandShareLookup {
  landShare: number;
  /** USPS code of the state or territory the ZIP lies in; null when none is known. */
  state: string | null;
  /** 'state' when the share is the state's own, 'default' when DEFAULT_LAND_SHARE was used. */
  source: 'state' | 'default';
}

const THREE_DIGITS = /^\d{3}/;

/** State of each ZIP3 prefix, 000 to 999 ('' for none): the runs, expanded once. */
const STATE_BY_PREFIX: readonly string[] = expandRuns(ZIP3_STATE_RUN_LENGTHS);

function expandRuns(runs: readonly (number | string)[]): string[] {
  const states: string[] = [];
  for (let i = 0; i < runs.length; i += 2) states.push(...Array<string>(runs[i] as number).fill(runs[i + 1] as string));
  return states;
}

/** State or territory of a ZIP code from its first three characters (surrounding spaces ignored), or null. */
export function stateForZip(zip: string | undefined): string | null {
  const trimmed = zip?.trim();
  if (trimmed === undefined || !THREE_DIGITS.test(trimmed)) return null;
  return STATE_BY_PREFIX[Number(trimmed.slice(0, 3))] || null;
}

/** Land share for a ZIP: its state's share, or DEFAULT_LAND_SHARE when missing or unrecognised. */
export function landShareForZip(zip: string | undefined): LandShareLookup {
  const state = stateForZip(zip);
  const share = state === null ? undefined : STATE_LAND_SHARES[state];
  return share === undefined ? { landShare: DEFAULT_LAND_SHARE, state, source: 'default' } : { landShare: share, state, source: 'state' };
}
