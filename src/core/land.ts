import { DEFAULT_LAND_SHARE, STATE_LAND_SHARES } from './land-shares.ts';
import { ZIP3_STATE_RUNS } from './zip3-states.ts';

export interface LandShareLookup {
  landShare: number;
  /** USPS code of the state or territory the ZIP lies in; null when none is known. */
  state: string | null;
  /** 'state' when the share is the state's own, 'default' when DEFAULT_LAND_SHARE was used. */
  source: 'state' | 'default';
}

const THREE_DIGITS = /^\d{3}/;

/** State or territory of a ZIP code from its first three characters (surrounding spaces ignored), or null. */
export function stateForZip(zip: string | undefined): string | null {
  const trimmed = zip?.trim();
  if (trimmed === undefined || !THREE_DIGITS.test(trimmed)) return null;
  const prefix = Number(trimmed.slice(0, 3));
  // Binary search over the runs' first prefixes (even indexes).
  let lo = 0;
  let hi = ZIP3_STATE_RUNS.length / 2 - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((ZIP3_STATE_RUNS[mid * 2] as number) <= prefix) lo = mid;
    else hi = mid - 1;
  }
  const state = ZIP3_STATE_RUNS[lo * 2 + 1] as string;
  return state === '' ? null : state;
}

/** Land share for a ZIP: its state's share, or DEFAULT_LAND_SHARE when missing or unrecognised. */
export function landShareForZip(zip: string | undefined): LandShareLookup {
  const state = stateForZip(zip);
  const share = state === null ? undefined : STATE_LAND_SHARES[state];
  return share === undefined ? { landShare: DEFAULT_LAND_SHARE, state, source: 'default' } : { landShare: share, state, source: 'state' };
}
