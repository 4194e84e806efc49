import { type DatedRow, rowAt } from './dated-parameter.ts';
import type { StateCode } from './state-codes.ts';

/**
 * A state's law as dated rows, like the federal law's (dated-parameter.ts): its top individual
 * income-tax rate by tax year and its treatment of the federal bonus (IRC 168(k)) for
 * individuals by the date the property was placed in service. Each row cites where it was read
 * and says when (`verifiedOn`). The records are in states/<code>.ts; the rows without their
 * citations, which the engine and the browser use, in state-rates.ts (generated).
 */

/** A share written as a fraction, so that Ohio's 5/6 and North Carolina's 85% are both exact. */
export interface Fraction {
  numerator: number;
  denominator: number;
}

/**
 * How a state treats the federal bonus for an individual (states start from federal income):
 * - `none`: no tax on wage or rental income, so nothing to adjust;
 * - `conforms`: the federal deduction as taken;
 * - `no_bonus`: MACRS on the same classes and conventions, without bonus;
 * - `phase_down`: the state's own bonus rate for the year placed in service, never more than the
 *   federal rate used, the rest by MACRS;
 * - `add_back_spread`: `addBack` of the bonus is added back in the year it is deducted and
 *   subtracted in equal parts over the next `years` years. A state whose Code is the Code as of
 *   `codeDate`, a date before Public Law 119-21 was enacted, first recomputes the bonus as the
 *   Code then stood (the Tax Cuts and Jobs Act's phase-down for property P.L. 119-21 reaches).
 */
export type StateBonusTreatment =
  | { kind: 'none' }
  | { kind: 'conforms' }
  | { kind: 'no_bonus' }
  | { kind: 'phase_down'; bonusRate: number }
  | { kind: 'add_back_spread'; addBack: Fraction; years: number; codeDate: string | null };

export type StateTreatmentKind = StateBonusTreatment['kind'];

/**
 * The day Public Law 119-21 (permanent 100% bonus for property acquired after January 19, 2025)
 * was enacted: a state whose Code is the Code as of an earlier date does not have it.
 */
export const PUBLIC_LAW_119_21_ENACTED = '2025-07-04';

export const STATE_TREATMENT_KINDS: readonly StateTreatmentKind[] = ['none', 'conforms', 'no_bonus', 'phase_down', 'add_back_spread'];

/** A row of a state's law: its value from `from` on, where it was read, and the day it was read there. */
export interface StateRow<Value> extends DatedRow<Value> {
  /** YYYY-MM-DD: the day the row was last checked against its reference. */
  verifiedOn: string;
}

export interface StateLawRecord {
  code: StateCode;
  name: string;
  /**
   * True only when every row rests on a primary source (statute, session law, form instructions,
   * a revenue department's notice or page) that was read; false when the law is unsettled or a
   * row rests on a secondary source (docs/decisions/0101-what-verified-means.md).
   */
  verified: boolean;
  /** What was read, and what is open, in a sentence or two. */
  note: string;
  /** Top individual income-tax rate, by the first day of the tax year; statewide surtaxes included, local taxes not. */
  topRate: ReadonlyArray<StateRow<number>>;
  /** Treatment of the federal bonus for individuals, by the date the property was placed in service. */
  bonus: ReadonlyArray<StateRow<StateBonusTreatment>>;
}

/** A state's rows without their references and notes: what the engine and the browser bundles carry. */
export interface StateRates {
  code: StateCode;
  name: string;
  verified: boolean;
  topRate: ReadonlyArray<{ from: string; value: number }>;
  bonus: ReadonlyArray<{ from: string; value: StateBonusTreatment; verifiedOn: string }>;
}

/**
 * The treatment row in force for property placed in service on `placedInService` (YYYY-MM-DD),
 * as the record holds it: with its reference from a full record, without from the rates.
 * Throws a RangeError before the record's first row.
 */
export function stateTreatmentAt<Row extends { from: string; value: StateBonusTreatment }>(
  record: { code: StateCode; bonus: ReadonlyArray<Row> },
  placedInService: string,
): Row {
  return rowAt({ name: `${record.code} bonus treatment`, rows: record.bonus }, placedInService);
}

/**
 * The state's top individual rate in force on the first day of `taxYear`, or null for a year
 * before the record's first row: no guessed default. Every record begins by 2015, the first tax
 * year a study can be (state-law.test.ts; decision 0360).
 */
export function stateTopRateAt(record: { topRate: ReadonlyArray<{ from: string; value: number }> }, taxYear: number): number | null {
  const date = `${taxYear}-01-01`;
  const first = record.topRate[0];
  if (!first || first.from > date) return null;
  return rowAt({ rows: record.topRate }, date).value;
}
