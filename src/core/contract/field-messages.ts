import { formatLimit } from './limits.ts';
import { type MessageKey, messageKey } from './problem-codes.ts';

/**
 * The words both contracts say for the problems their fields share, the field named as its
 * contract spells it (`purchase_price` in the legacy one, `purchasePrice` in v2). A message table
 * is then its fields' words, each named as the checks look it up (fieldMessages).
 */

/**
 * A field's words keyed by message name: ('purchasePrice', { missing, tooLow }) ->
 * { purchasePriceRequired, purchasePriceTooLow }, each message keeping its type (a sentence, or a
 * function of the years it names).
 */
export function fieldMessages<Field extends string, const Words extends Readonly<Record<string, unknown>>>(
  field: Field,
  words: Words,
): { readonly [P in keyof Words & string as MessageKey<Field, P>]: Words[P] } {
  return Object.fromEntries(Object.entries(words).map(([problem, message]) => [messageKey(field, problem), message])) as {
    readonly [P in keyof Words & string as MessageKey<Field, P>]: Words[P];
  };
}

export const requiredWords = (name: string) => ({ missing: `${name} is required` });

/** A required choice: missing, or not one of `choices`. */
export const choiceWords = (name: string, choices: readonly string[]) => ({
  ...requiredWords(name),
  unknown: `${name} must be one of: ${choices.join(', ')}`,
});

const boundWords = (name: string, min: number, max: number) => ({
  tooLow: `${name} must be at least ${formatLimit(min)}`,
  tooHigh: `${name} must be at most ${formatLimit(max)}`,
});

/** A number from `min` to `max`; `unit` says what it counts ('dollars'). */
export const numberWords = (name: string, unit: string, min: number, max: number) => ({
  notNumber: `${name} must be a number (${unit})`,
  ...boundWords(name, min, max),
});

/** A whole number of `unit` ('square feet') from `min` to `max`. */
export const wholeNumberWords = (name: string, unit: string, min: number, max: number) => ({
  notNumber: `${name} must be a number (whole ${unit})`,
  notWhole: `${name} must be a whole number of ${unit}`,
  ...boundWords(name, min, max),
});
