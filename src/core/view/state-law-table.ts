import type { Reference } from '../domain/law/dated-parameter.ts';
import type { StateCode } from '../domain/law/state-codes.ts';
import { type StateLawRecord, stateTopRateAt, stateTreatmentAt } from '../domain/law/state-law.ts';
import { describeStateTreatment } from '../domain/law/state-treatment-words.ts';
import { formatLongDate } from './format.ts';
import { percentText } from './rate-input.ts';

/**
 * The methodology's table of the states' records (src/pages/methodology.astro), one row a state,
 * from the full records (law/states/index.ts, server only: the references are in it).
 */
export interface StateLawTableRow {
  /** The row's id, so another page can link to it: /methodology#state-ca. */
  id: string;
  code: StateCode;
  name: string;
  /** The treatment in force for property placed in service on the day given, in a plain sentence. */
  treatment: string;
  /** The top rate for the day's year, "none" without an income tax. */
  topRate: string;
  /** Where the treatment row was read. */
  source: Reference;
  /** When the treatment row was last checked, "November 24, 2026". */
  verifiedOn: string;
  /** "Verified", or "Not verified: " and why in a few words (verificationStatus). */
  status: string;
  /** What was read and what is open: the record's own note. */
  note: string;
  /** Each top-rate row, with the tax years it holds for and where it was read (empty without an income tax). */
  topRates: StateTopRateLine[];
}

/**
 * A top-rate row as the table's record lists it: "2019–2022", "8.53%", and its reference. The
 * rate as recorded ("4.997%"), with the rate figured when the basis point rounds it ("figured as
 * 5%": decision 0360), and "unchanged" when it repeats the row before (a new source, the same rate).
 */
export interface StateTopRateLine {
  years: string;
  rate: string;
  source: Reference;
}

/** The id of a state's row in the methodology's table: "state-ca". */
export function stateAnchorId(code: StateCode): string {
  return `state-${code.toLowerCase()}`;
}

/**
 * One row a record, sorted by the state's name, for property placed in service on `today`
 * (YYYY-MM-DD) and the top rate of its year.
 */
export function stateLawTable(records: Iterable<StateLawRecord>, today: string): StateLawTableRow[] {
  const year = Number(today.slice(0, 4));
  return [...records]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((record) => {
      const row = stateTreatmentAt(record, today);
      const rate = stateTopRateAt(record, year);
      return {
        id: stateAnchorId(record.code),
        code: record.code,
        name: record.name,
        treatment: describeStateTreatment(row.value),
        topRate: row.value.kind === 'none' ? 'none' : rate === null ? 'not recorded' : percentText(rate),
        source: row.reference,
        verifiedOn: formatLongDate(row.verifiedOn),
        status: verificationStatus(record),
        note: record.note,
        topRates: row.value.kind === 'none' ? [] : topRateLines(record.topRate),
      };
    });
}

/**
 * The tax years each row holds for: from its own year to the year before the next row's, the last
 * "from" its year (a later year takes it until a row is added).
 */
export function topRateLines(rows: StateLawRecord['topRate']): StateTopRateLine[] {
  return rows.map((row, index) => {
    const first = Number(row.from.slice(0, 4));
    const next = rows[index + 1];
    const last = next ? Number(next.from.slice(0, 4)) - 1 : null;
    const years = last === null ? `from ${first}` : last === first ? `${first}` : `${first}–${last}`;
    const recorded = `${Number((row.value * 100).toFixed(6))}%`;
    const figured = percentText(row.value);
    const notes = [figured === recorded ? null : `figured as ${figured}`, rows[index - 1]?.value === row.value ? 'unchanged' : null].filter(
      (note) => note !== null,
    );
    return { years, rate: notes.length === 0 ? recorded : `${recorded} (${notes.join(', ')})`, source: row.reference };
  });
}

type Sourcing = 'primary' | 'secondary' | 'unread';

/**
 * Whether a record is verified, and if not why, in a few words. The reasons are read from the
 * words the records are written in (docs/decisions/0101-what-verified-means.md): a note that
 * begins "Unsettled" (the law is disputed or pending); a reference title that says "secondary"
 * (a firm alert, PolicyEngine-US, news) or "not read here" (named, not read). Titles are looked
 * at part by part, the treatment rows and the top-rate rows; a record whose titles say neither
 * falls back on its note: "secondary", "not read", "no primary text" (a row inferred, e.g. a state
 * starting from federal income with no text saying it adds nothing back), "not checked" (a later
 * session or bill).
 */
export function verificationStatus(record: Pick<StateLawRecord, 'verified' | 'note' | 'topRate' | 'bonus'>): string {
  if (record.verified) return 'Verified';
  return `Not verified: ${unverifiedReason(record)}`;
}

function unverifiedReason(record: Pick<StateLawRecord, 'note' | 'topRate' | 'bonus'>): string {
  if (/^unsettled/i.test(record.note)) return 'the law is unsettled';
  const treatment = sourcing(record.bonus);
  const rate = sourcing(record.topRate);
  if (treatment === rate && treatment !== 'primary') {
    return treatment === 'secondary' ? 'treatment and top rate from secondary sources' : 'treatment and top rate sources not read here';
  }
  const parts = [partWords('treatment', treatment), partWords('top rate', rate)].filter((words) => words !== null);
  if (parts.length > 0) return parts.join('; ');
  if (/secondary/i.test(record.note)) return 'part of the record rests on secondary sources';
  if (/not read/i.test(record.note)) return 'a source was not read here';
  if (/no primary text/i.test(record.note)) return 'part of the record rests on no primary text';
  if (/not checked|unchecked/i.test(record.note)) return 'a later change was not checked';
  return 'see the note';
}

function sourcing(rows: ReadonlyArray<{ reference: Reference }>): Sourcing {
  const titles = rows.map((row) => row.reference.title);
  if (titles.some((title) => /secondary/i.test(title))) return 'secondary';
  if (titles.some((title) => /not read here|index only/i.test(title))) return 'unread';
  return 'primary';
}

function partWords(part: string, sourced: Sourcing): string | null {
  if (sourced === 'secondary') return `${part} from a secondary source`;
  if (sourced === 'unread') return `${part} source not read here`;
  return null;
}
