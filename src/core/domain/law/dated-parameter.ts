/**
 * The law as dated data: a rate or limit that a statute sets, and changes from a date on, is one
 * record of rows `{ from, value, reference }`. A row applies from its `from` (inclusive) until
 * the next row's `from`; the last row applies from then on. Enacted rows with a future `from`
 * are allowed: the next change in the law is a new row with its citation, not a code change.
 * Dates are ISO 8601 (YYYY-MM-DD), which compare correctly as strings.
 */

/** Where a row's value comes from: the statute, regulation or IRS publication, with a link. */
export interface Reference {
  title: string;
  href: string;
}

export interface DatedRow<Value> {
  /** First day the value applies, YYYY-MM-DD. */
  from: string;
  value: Value;
  reference: Reference;
}

/**
 * What a record's numbers are, as PolicyEngine's parameters say with their `unit`: a share of 1
 * (a rate), US dollars (an amount or a threshold, alone or in a table by filing status), years
 * (a recovery period), or the name of another record (a schedule).
 */
export type ParameterUnit = 'rate' | 'dollars' | 'years' | 'schedule';

export interface DatedParameter<Value> {
  /** Stable identifier (also the key of the rates-only module the browser bundles). */
  name: string;
  /** What its numbers are. */
  unit: ParameterUnit;
  /** What the value is, in a sentence. */
  description: string;
  /** The date that picks a row, in words (for example "the date the property was acquired"). */
  dependsOn: string;
  rows: ReadonlyArray<DatedRow<Value>>;
}

/** Rows without their references: what the browser bundles (rates.ts, generated). */
export interface DatedRates<Value> {
  rows: ReadonlyArray<{ from: string; value: Value }>;
}

/**
 * The value in force on `date`: the last row whose `from` is on or before it. Throws a
 * RangeError for a date before the first row (the law as recorded here says nothing then).
 */
export function valueAt<Value>(parameter: DatedRates<Value> & { name?: string }, date: string): Value {
  return rowAt(parameter, date).value;
}

/** The row in force on `date`, with whatever it carries besides its value (a reference, a date verified). */
export function rowAt<Row extends { from: string }>(parameter: { rows: ReadonlyArray<Row>; name?: string }, date: string): Row {
  let found: Row | undefined;
  for (const row of parameter.rows) {
    if (row.from > date) break;
    found = row;
  }
  if (!found) throw new RangeError(`${parameter.name ?? 'The parameter'} has no value on ${date}: its first row is from ${parameter.rows[0]?.from}`);
  return found;
}

/** The day before `date`, YYYY-MM-DD: where a row ends, for tables that print a last day. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The first day the law as recorded covers: the first row's `from`. */
export function firstDay(parameter: DatedRates<unknown>): string {
  const first = parameter.rows[0];
  if (!first) throw new RangeError('A dated parameter needs at least one row');
  return first.from;
}
