import { studyYearRange } from '../../domain/tax/study-years.ts';
import { saleYearRange } from '../../domain/tax/tax-impact-inputs.ts';
import { fieldMessages } from '../field-messages.ts';
import type { Words } from '../problem-codes.ts';
import { type CodeOf, messageKey } from '../problem-codes.ts';
import { TAX_IMPACT_FIELD_TABLE } from './fields.ts';

type Table = typeof TAX_IMPACT_FIELD_TABLE;
type Field = keyof Table;

type MessagesOf<F extends Field> = ReturnType<typeof fieldMessages<F, Table[F]['messages']>>;
type UnionToIntersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

/** Every message of the tax-impact fields by name (`taxRateInvalid`), with its own type. */
export type TaxImpactMessages = UnionToIntersection<{ [F in Field]: MessagesOf<F> }[Field]>;

/**
 * Messages of POST /api/v2/tax-impact for its own fields (the v2 fields keep the v2 messages),
 * from the field table: named by the field and the problem a rule reports ('invalid' ->
 * `taxRateInvalid`), and in snake_case the problem's code. A message with values in it is a
 * function of the years the problem names (problem-codes.ts, Finding); its field has at most one.
 */
export const TAX_IMPACT_MESSAGES = Object.assign(
  {},
  ...Object.entries(TAX_IMPACT_FIELD_TABLE).map(([field, entry]) => fieldMessages(field, entry.messages as Record<string, Words>)),
) as TaxImpactMessages;

/** The codes of the tax-impact fields' problems: `placed_in_service_invalid`, `study_year_out_of_range`, ... */
export type TaxImpactCode = CodeOf<TaxImpactMessages>;

/** The years a sale may fall in, from the body's placedInService and studyYear (both valid). */
export function saleYearsOf(placedInService: unknown, studyYear: unknown): { first: number; last: number } {
  const placedYear = Number(String(placedInService).slice(0, 4));
  return saleYearRange(placedYear, typeof studyYear === 'number' ? studyYear : placedYear);
}

/**
 * The API's message for a field problem, from the body's dates rather than the problem's years
 * (tests name messages this way; the endpoint uses the years its rule found, apiProblemOf). A
 * message with values in it names the years allowed: the sale's (saleYearsOf) or the study's
 * (studyYearRange).
 */
export function taxImpactApiMessage(field: string, problem: string, placedInService: unknown, studyYear?: unknown): string {
  const message = (TAX_IMPACT_MESSAGES as Record<string, Words>)[messageKey(field, problem)];
  if (typeof message === 'string') return message;
  const { first, last } = field === 'saleDate' ? saleYearsOf(placedInService, studyYear) : studyYearRange(Number(String(placedInService).slice(0, 4)));
  return message!(first, last);
}
