import { LEGACY_PROPERTY_TYPES, V2_PROPERTY_TYPES } from '../../domain/estimate/catalog.ts';
import { TAX_IMPACT_ENTRIES } from '../tax-impact/checks.ts';

/**
 * Every word a request may choose from (the property types, and each choice of the tax impact's
 * field table: case, filingStatus, passiveActivity, state and the rest), kept as the contract's
 * own string.
 */
const OWN_WORDS: ReadonlyMap<string, string> = new Map(
  [...V2_PROPERTY_TYPES, ...LEGACY_PROPERTY_TYPES, ...TAX_IMPACT_ENTRIES.flatMap(([, entry]) => entry.schema.enum ?? [])].map((word) => [word, word]),
);

/**
 * A request's string as the contract's own, when it is one of its words; any other string as it
 * came.
 *
 * Why (docs/decisions/0354-a-request-speaks-the-contract-s-own-words.md): a word parsed from a
 * body is a new string each time. The domain looks things up by it (`V2_RANGES[propertyType]`,
 * the recovery classes and building life of a type), and V8's optimised code for such a lookup
 * expects the very string it was compiled with: a new string of the same text made it throw the
 * tax impact's optimised code away about every thousand answers, for ever (a deoptimisation loop
 * that cost about a tenth of the server's rate). The contract's own string is the one the domain's
 * tables were built with, so the code stays.
 */
export function ownWord(value: string): string {
  return OWN_WORDS.get(value) ?? value;
}
