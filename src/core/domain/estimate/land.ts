import { isStateCode, type StateCode } from '../law/state-codes.ts';
import { DEFAULT_LAND_SHARE, STATE_LAND_SHARES } from './land-shares.ts';
import { toBasisPoints } from './money.ts';
import { ZIP3_STATE_RUN_LENGTHS } from './zip3-states.ts';

export interface LandShareLookup {
  landShare: number;
  /** USPS code of the state or territory the ZIP lies in; null when none is known. */
  state: string | null;
  /**
   * 'state' when the share is the state's own, 'default' when DEFAULT_LAND_SHARE was used;
   * 'assessed' from the assessor's values on the owner's property tax bill, 'given' when the owner
   * gave the share (an appraisal, the closing statement).
   */
  source: LandShareSource;
}

export const LAND_SHARE_SOURCES = ['state', 'default', 'assessed', 'given'] as const;
export type LandShareSource = (typeof LAND_SHARE_SOURCES)[number];

/** What the owner may know of their own land (the tax-impact request; the v2 estimate has none of it). */
export interface OwnerLand {
  zip?: string | undefined;
  /** The land's share of the price, 0 to 0.9 (an appraisal, the closing statement). */
  landShare?: number | undefined;
  /** The assessor's land and improvement values, dollars, given together. */
  assessedLand?: number | undefined;
  assessedImprovements?: number | undefined;
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

/** The owner's state: the one given (it wins over the ZIP's), else the ZIP's, else null. */
export function stateCodeOf(input: { state?: StateCode | undefined; zip?: string | undefined }): StateCode | null {
  if (input.state !== undefined) return input.state;
  const fromZip = stateForZip(input.zip);
  return isStateCode(fromZip) ? fromZip : null;
}

/** Land share for a ZIP: its state's share, or DEFAULT_LAND_SHARE when missing or unrecognised. */
export function landShareForZip(zip: string | undefined): LandShareLookup {
  return landShareOfState(stateForZip(zip));
}

/** The state's land share, or DEFAULT_LAND_SHARE for none or one without a share. */
function landShareOfState(state: string | null): LandShareLookup {
  const share = state === null ? undefined : STATE_LAND_SHARES[state];
  return share === undefined ? { landShare: DEFAULT_LAND_SHARE, state, source: 'default' } : { landShare: share, state, source: 'state' };
}

/**
 * The land share for the owner's own figures: the share they give; else the assessor's ratio of
 * land to land and improvements, the usual way to allocate a purchase price (IRS Publication 551,
 * "Allocating the basis"; the Cost Segregation Audit Techniques Guide on land allocation); else
 * the ZIP's state (landShareForZip). To the basis point, as every share is used.
 */
export function landShareFor(owner: OwnerLand): LandShareLookup {
  const state = stateForZip(owner.zip);
  const { landShare, assessedLand, assessedImprovements } = owner;
  if (landShare === undefined && (assessedLand === undefined || assessedImprovements === undefined)) return landShareOfState(state);
  const share = landShare ?? assessedLand! / (assessedLand! + assessedImprovements!);
  return { landShare: toBasisPoints(share) / 10_000, state, source: landShare === undefined ? 'assessed' : 'given' };
}
