import { type BetweenRule, checkBetween, checkFields, type Problems } from '../field-rules.ts';
import { type Finding, kindOf, problemCode } from '../problem-codes.ts';
import { V2_CHECKS, type V2Field, type V2Problem } from '../v2-field-checks.ts';
import type { FieldEntry, ProblemsOf, TaxFieldProblem, ValidBody } from './field-kinds.ts';
import { TAX_IMPACT_FIELD_TABLE } from './fields.ts';
import type { TaxImpactCode } from './messages.ts';

export type { TaxFieldProblem } from './field-kinds.ts';

type Table = typeof TAX_IMPACT_FIELD_TABLE;

/** A tax-impact field of its own (the v2 fields are V2Field), in the request's order. */
export type TaxImpactField = keyof Table;

/** The table's entries, in the request's field order. */
export const TAX_IMPACT_ENTRIES = Object.entries(TAX_IMPACT_FIELD_TABLE) as ReadonlyArray<[TaxImpactField, FieldEntry]>;

/** The code of a field's problem, the one the API answers for the same value: `study_year_out_of_range`. */
export const taxImpactProblemCode = (field: TaxImpactField, problem: TaxFieldProblem) => problemCode(field, problem) as TaxImpactCode;

/** A tax-impact body as the rules read it: the v2 fields and its own, any values. */
export type TaxImpactFields = Partial<Record<TaxImpactField | V2Field, unknown>>;

/**
 * Each field's own rule, from its entry, in the request's field order (field-rules.ts): the
 * endpoint validates with them after the v2 fields' (V2_CHECKS), and the page's island checks
 * its form with them.
 */
export const TAX_IMPACT_CHECKS = Object.fromEntries(TAX_IMPACT_ENTRIES.map(([field, entry]) => [field, entry.check])) as {
  readonly [F in TaxImpactField]: (value: unknown) => ProblemsOf<Table[F]> | undefined;
};

type TaxBetweenRule = BetweenRule<TaxImpactField | V2Field, TaxFieldProblem, TaxImpactFields>;

/**
 * The rules between fields, from the entries that take part in one: in the request's field
 * order, except that a rule runs after the rules of the fields it waits for (a sale's years wait
 * for the study year's), so that it reads them only once they are found valid.
 */
export const TAX_IMPACT_BETWEEN_RULES: readonly TaxBetweenRule[] = inDependencyOrder(
  TAX_IMPACT_ENTRIES.flatMap(([field, { between }]) =>
    between
      ? [
          {
            field,
            after: between.after as TaxBetweenRule['after'],
            ...(between.readsIfValid ? { readsIfValid: between.readsIfValid as TaxBetweenRule['after'] } : {}),
            check: (value, body) => between.check(value, body as ValidBody),
            ...(between.fromPresence ? { fromPresence: between.fromPresence } : {}),
          },
        ]
      : [],
  ),
);

/** The rules, each after those of the fields it reads (`after`, `readsIfValid`): a stable topological order. */
function inDependencyOrder(rules: readonly TaxBetweenRule[]): TaxBetweenRule[] {
  const ordered: TaxBetweenRule[] = [];
  const place = (rule: TaxBetweenRule) => {
    if (ordered.includes(rule)) return;
    const reads = [...rule.after, ...(rule.readsIfValid ?? [])];
    for (const other of rules) if (other !== rule && reads.includes(other.field)) place(other);
    ordered.push(rule);
  };
  for (const rule of rules) place(rule);
  return ordered;
}

/**
 * Every problem of a tax-impact body, in the order the endpoint reports them: the v2 fields'
 * (V2_CHECKS), then each of its own fields', then those between fields.
 */
export const taxImpactProblems = (body: TaxImpactFields): Problems<TaxImpactField | V2Field, TaxFieldProblem | V2Problem> =>
  checkBetween(TAX_IMPACT_BETWEEN_RULES, body, { ...checkFields(V2_CHECKS, body), ...checkFields(TAX_IMPACT_CHECKS, body) });

/**
 * The problems of the tax-impact fields alone, the v2 fields taken as valid: the page's island
 * asks once its estimate is valid, giving the estimate's fields with its own (a rule between
 * fields may read them). The problems are of its own fields only.
 */
export const taxFieldProblems = (body: TaxImpactFields) =>
  checkBetween<TaxImpactField | V2Field, TaxFieldProblem, TaxImpactFields>(TAX_IMPACT_BETWEEN_RULES, body, checkFields(TAX_IMPACT_CHECKS, body)) as Problems<
    TaxImpactField,
    TaxFieldProblem
  >;

/** At most one problem per field, in the request's field order. */
export type TaxImpactFieldProblems = Partial<Record<TaxImpactField, TaxFieldProblem>>;

/** The problems of the tax-impact fields by field, without their years (the v2 fields taken as valid). */
export function checkTaxImpactFields(body: TaxImpactFields): TaxImpactFieldProblems {
  const problems: TaxImpactFieldProblems = {};
  for (const [field, finding] of Object.entries(taxFieldProblems(body)) as Array<[TaxImpactField, Finding<TaxFieldProblem>]>) problems[field] = kindOf(finding);
  return problems;
}
