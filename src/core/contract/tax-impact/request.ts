import type { TaxImpactInput } from '../../domain/tax/tax-impact-types.ts';
import type { V2Request } from '../schemas.ts';
import type { ValueOf } from './field-kinds.ts';
import type { TAX_IMPACT_FIELD_TABLE } from './fields.ts';

type Table = typeof TAX_IMPACT_FIELD_TABLE;
type RequiredField = { [F in keyof Table]: Table[F] extends { required: true } ? F : never }[keyof Table];

/** POST /api/v2/tax-impact's body once valid: the v2 fields, then the table's, each of its kind's type. */
export type TaxImpactRequest = V2Request & { [F in RequiredField]: ValueOf<Table[F]> } & {
  [F in Exclude<keyof Table, RequiredField>]?: ValueOf<Table[F]> | undefined;
};

/**
 * The engine reads nothing the contract does not accept, typed alike: a valid request is its
 * input (tsc refuses this line when an engine input has no entry, or another type).
 */
export type RequestFeedsTheEngine = TaxImpactRequest extends TaxImpactInput ? true : never;
export const requestFeedsTheEngine: RequestFeedsTheEngine = true;

/** The keys one type has and the other has not, both ways: `never` when they have the same keys. */
type KeysApart<A, B> = Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>;

/**
 * And the other way: every input the engine reads has its entry in the table, optional keys
 * included (tsc refuses this line when an optional engine input has no entry: the API would drop
 * it silently, issue 40). With the line above, the two are the same fields, typed alike.
 */
export const engineReadsOnlyTheRequest: [KeysApart<TaxImpactInput, TaxImpactRequest>] extends [never] ? true : never = true;

/** The fields whose valid value has no type of its own (`undefined` alone): none. */
type UntypedField = { [F in keyof TaxImpactRequest]-?: [Exclude<TaxImpactRequest[F], undefined>] extends [never] ? F : never }[keyof TaxImpactRequest];

/**
 * Each field's value type is its entry's (ValueOf reads the entry's phantom `value`): tsc refuses
 * this line when a field's type is lost, as every optional one's was, which made the two checks
 * above compare keys only.
 */
export const everyFieldIsTyped: [UntypedField] extends [never] ? true : never = true;
