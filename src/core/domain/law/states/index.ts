import type { StateCode } from '../state-codes.ts';
import type { StateLawRecord } from '../state-law.ts';
import { AK } from './ak.ts';
import { AL } from './al.ts';
import { AR } from './ar.ts';
import { AZ } from './az.ts';
import { CA } from './ca.ts';
import { CO } from './co.ts';
import { CT } from './ct.ts';
import { DC } from './dc.ts';
import { DE } from './de.ts';
import { FL } from './fl.ts';
import { GA } from './ga.ts';
import { HI } from './hi.ts';
import { IA } from './ia.ts';
import { ID } from './id.ts';
import { IL } from './il.ts';
import { IN } from './in.ts';
import { KS } from './ks.ts';
import { KY } from './ky.ts';
import { LA } from './la.ts';
import { MA } from './ma.ts';
import { MD } from './md.ts';
import { ME } from './me.ts';
import { MI } from './mi.ts';
import { MN } from './mn.ts';
import { MO } from './mo.ts';
import { MS } from './ms.ts';
import { MT } from './mt.ts';
import { NC } from './nc.ts';
import { ND } from './nd.ts';
import { NE } from './ne.ts';
import { NH } from './nh.ts';
import { NJ } from './nj.ts';
import { NM } from './nm.ts';
import { NV } from './nv.ts';
import { NY } from './ny.ts';
import { OH } from './oh.ts';
import { OK } from './ok.ts';
import { OR } from './or.ts';
import { PA } from './pa.ts';
import { RI } from './ri.ts';
import { SC } from './sc.ts';
import { SD } from './sd.ts';
import { TN } from './tn.ts';
import { TX } from './tx.ts';
import { UT } from './ut.ts';
import { VA } from './va.ts';
import { VT } from './vt.ts';
import { WA } from './wa.ts';
import { WI } from './wi.ts';
import { WV } from './wv.ts';
import { WY } from './wy.ts';

/**
 * Every state's law record (and the District of Columbia's), by USPS code: the rows with their
 * citations. The server, the methodology page and the OpenAPI document read these; the engine and
 * the browser bundles read state-rates.ts, the same rows without citations, which
 * scripts/generate-law-rates.ts writes from this list (tests/core/domain/law/ checks it is current).
 */
export const STATE_LAW = {
  AK,
  AL,
  AR,
  AZ,
  CA,
  CO,
  CT,
  DC,
  DE,
  FL,
  GA,
  HI,
  IA,
  ID,
  IL,
  IN,
  KS,
  KY,
  LA,
  MA,
  MD,
  ME,
  MI,
  MN,
  MO,
  MS,
  MT,
  NC,
  ND,
  NE,
  NH,
  NJ,
  NM,
  NV,
  NY,
  OH,
  OK,
  OR,
  PA,
  RI,
  SC,
  SD,
  TN,
  TX,
  UT,
  VA,
  VT,
  WA,
  WI,
  WV,
  WY,
} as const satisfies Record<StateCode, StateLawRecord>;

/** The record of a state (or DC) by its USPS code. */
export function stateRecordFor(code: StateCode): StateLawRecord {
  return STATE_LAW[code];
}
