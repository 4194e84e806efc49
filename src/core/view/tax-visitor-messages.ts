import { problemCode, type Words } from '../contract/problem-codes.ts';
import { TAX_IMPACT_ENTRIES } from '../contract/tax-impact/checks.ts';
import type { TaxImpactCode } from '../contract/tax-impact/messages.ts';
import { fractionText } from './rate-input.ts';

/**
 * What a visitor is told about a tax field on the page (visitor-messages.ts has the estimate's
 * fields): each problem's code (the one the API answers) to the words of its field's entry in the
 * field table (contract/tax-impact/fields.ts), where the API's message for it is written too.
 */
export const VISITOR_TAX_WORDS = Object.fromEntries(
  TAX_IMPACT_ENTRIES.flatMap(([field, entry]) =>
    Object.entries(entry.words as Record<string, Words>).map(([problem, words]) => [problemCode(field, problem), words]),
  ),
) as Readonly<Record<TaxImpactCode, Words>>;

const wordsOf = (code: TaxImpactCode) => VISITOR_TAX_WORDS[code] as string;
const wordsWithYears = (code: TaxImpactCode) => VISITOR_TAX_WORDS[code] as (first: number, last: number) => string;

/** Words the page says apart from a field's problem, and the ones its code reads by name. */
export const VISITOR_TAX_MESSAGES = {
  taxRate: wordsOf('tax_rate_invalid'),
  studyYear: wordsOf('study_year_invalid'),
  studyYearRange: wordsWithYears('study_year_out_of_range'),
  /** A rate written `37`: a percent without its sign, or a fraction mistyped (rate-input.ts). */
  bareNumberOverOne: (number: number) => `Write ${number}% or ${fractionText(number / 100)}, not a bare ${number}`,
} as const;
