import { describe, expect, it } from 'vitest';
import { apiProblem, PROBLEM_CODES } from '../../../src/core/contract/api/api-problems.ts';
import { buildOpenApiDocument } from '../../../src/core/contract/openapi/openapi-document.ts';
import { messageKey, problemCode, snakeCase } from '../../../src/core/contract/problem-codes.ts';
import { REQUEST_MESSAGES } from '../../../src/core/contract/request-messages.ts';
import { type TaxFieldProblem, type TaxImpactField, taxImpactProblemCode } from '../../../src/core/contract/tax-impact/checks.ts';
import { TAX_IMPACT_MESSAGES, taxImpactApiMessage } from '../../../src/core/contract/tax-impact/messages.ts';
import { type V2Field, type V2Problem, v2ProblemCode } from '../../../src/core/contract/v2-field-checks.ts';
import { V2_MESSAGES, v2ApiMessage } from '../../../src/core/contract/v2-messages.ts';

/** Every problem the zod-free checks report, with the code and the API's words it stands for. */
const V2_FIELD_PROBLEMS: Array<[V2Field, V2Problem, string]> = [
  ['propertyType', 'missing', 'property_type_required'],
  ['propertyType', 'unknown', 'property_type_unknown'],
  ['purchasePrice', 'missing', 'purchase_price_required'],
  ['purchasePrice', 'notNumber', 'purchase_price_not_number'],
  ['purchasePrice', 'tooLow', 'purchase_price_too_low'],
  ['purchasePrice', 'tooHigh', 'purchase_price_too_high'],
  ['zip', 'notString', 'zip_not_string'],
  ['zip', 'tooLong', 'zip_too_long'],
];
const TAX_FIELD_PROBLEMS: Array<[TaxImpactField, TaxFieldProblem, string]> = [
  ['placedInService', 'missing', 'placed_in_service_required'],
  ['placedInService', 'invalid', 'placed_in_service_invalid'],
  ['acquired', 'invalid', 'acquired_invalid'],
  ['acquired', 'outOfRange', 'acquired_out_of_range'],
  ['taxRate', 'invalid', 'tax_rate_invalid'],
  ['taxRate', 'outOfRange', 'tax_rate_out_of_range'],
  ['taxRate', 'notAllowed', 'tax_rate_not_allowed'], // issue 31
  ['discountRate', 'invalid', 'discount_rate_invalid'],
  ['bonusRate', 'invalid', 'bonus_rate_invalid'],
  ['case', 'invalid', 'case_invalid'],
  ['studyYear', 'invalid', 'study_year_invalid'],
  ['studyYear', 'outOfRange', 'study_year_out_of_range'],
  ['studyFee', 'invalid', 'study_fee_invalid'],
  ['saleDate', 'invalid', 'sale_date_invalid'],
  ['saleDate', 'outOfRange', 'sale_date_out_of_range'],
  // Issue 35.
  ['salePrice', 'invalid', 'sale_price_invalid'],
  ['salePrice', 'notApplicable', 'sale_price_not_applicable'],
  ['reclassifiedValueAtSale', 'invalid', 'reclassified_value_at_sale_invalid'],
  ['reclassifiedValueAtSale', 'notApplicable', 'reclassified_value_at_sale_not_applicable'],
  ['reclassifiedValueAtSale', 'outOfRange', 'reclassified_value_at_sale_out_of_range'],
  ['exchange', 'invalid', 'exchange_invalid'],
  ['exchange', 'notApplicable', 'exchange_not_applicable'],
  ['passiveActivity', 'invalid', 'passive_activity_invalid'],
  ['passiveActivity', 'notAllowed', 'passive_activity_not_allowed'],
  ['netOperatingIncome', 'invalid', 'net_operating_income_invalid'],
  ['netOperatingIncome', 'missing', 'net_operating_income_required'],
  ['otherPassiveIncome', 'invalid', 'other_passive_income_invalid'],
  ['modifiedAgi', 'invalid', 'modified_agi_invalid'],
  ['modifiedAgi', 'missing', 'modified_agi_required'],
  // Issues 26 and 27.
  ['averageStay', 'invalid', 'average_stay_invalid'],
  ['averageStay', 'notApplicable', 'average_stay_not_applicable'],
  ['filingStatus', 'invalid', 'filing_status_invalid'],
  ['investmentIncomeTax', 'invalid', 'investment_income_tax_invalid'],
  ['state', 'invalid', 'state_invalid'],
  // Issue 32.
  ['landShare', 'invalid', 'land_share_invalid'],
  ['landShare', 'notAllowed', 'land_share_not_allowed'],
  ['assessedLand', 'invalid', 'assessed_land_invalid'],
  ['assessedLand', 'missing', 'assessed_land_required'],
  ['assessedImprovements', 'invalid', 'assessed_improvements_invalid'],
  ['assessedImprovements', 'missing', 'assessed_improvements_required'],
  ['assessedImprovements', 'outOfRange', 'assessed_improvements_out_of_range'],
  ['stateTaxRate', 'invalid', 'state_tax_rate_invalid'],
  ['stateTaxRate', 'outOfRange', 'state_tax_rate_out_of_range'],
  // Issue 31.
  ['taxableIncome', 'invalid', 'taxable_income_invalid'],
];

describe('problem codes', () => {
  it('are the message names in snake_case', () => {
    expect(snakeCase('purchasePriceTooLow')).toBe('purchase_price_too_low');
    expect(snakeCase('bodyMalformedJson')).toBe('body_malformed_json');
    expect(snakeCase('zip')).toBe('zip');
    expect(messageKey('purchasePrice', 'missing')).toBe('purchasePriceRequired');
    expect(messageKey('studyYear', 'outOfRange')).toBe('studyYearOutOfRange');
    expect(problemCode('placedInService', 'invalid')).toBe('placed_in_service_invalid');
  });

  it('one per message of the request, the v2 fields and the tax-impact fields, each once, all snake_case', () => {
    const names = [...Object.keys(REQUEST_MESSAGES), ...Object.keys(V2_MESSAGES), ...Object.keys(TAX_IMPACT_MESSAGES)];
    expect(PROBLEM_CODES).toEqual(names.map(snakeCase));
    expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
    for (const code of PROBLEM_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(PROBLEM_CODES).toEqual(
      expect.arrayContaining(['body_not_object', 'body_empty', 'body_malformed_json', 'body_too_large', 'method_not_allowed', 'purchase_price_too_low']),
    );
  });

  it("every message's words belong to one code, so the words find it", () => {
    const words = [...Object.values(REQUEST_MESSAGES), ...Object.values(V2_MESSAGES), ...Object.values(TAX_IMPACT_MESSAGES)].filter(
      (message) => typeof message === 'string',
    );
    expect(new Set(words).size).toBe(words.length);
  });

  it.each(V2_FIELD_PROBLEMS)('v2 %s %s -> %s -> its message, and back', (field, problem, code) => {
    expect(v2ProblemCode(field, problem)).toBe(code);
    const message = v2ApiMessage(field, problem);
    expect(message).toBe(V2_MESSAGES[messageKey(field, problem) as keyof typeof V2_MESSAGES]);
    expect(apiProblem(field, message)).toEqual({ field, code, message });
  });

  it.each(TAX_FIELD_PROBLEMS)('tax impact %s %s -> %s -> its message, and back', (field, problem, code) => {
    expect(taxImpactProblemCode(field, problem)).toBe(code);
    const message = taxImpactApiMessage(field, problem, '2024-06-01');
    expect(typeof message).toBe('string');
    expect(apiProblem(field, message)).toEqual({ field, code, message });
  });

  it('covers every field message: the lists above are all of them', () => {
    expect([...V2_FIELD_PROBLEMS, ...TAX_FIELD_PROBLEMS].map(([, , code]) => code)).toEqual(
      [...Object.keys(V2_MESSAGES), ...Object.keys(TAX_IMPACT_MESSAGES)].map(snakeCase),
    );
  });

  it('a message with values in it is found by its field', () => {
    expect(apiProblem('studyYear', 'studyYear must be from 2019 (the year placed in service) to 2058 (39 years later)').code).toBe('study_year_out_of_range');
    expect(apiProblem('saleDate', taxImpactApiMessage('saleDate', 'outOfRange', '2024-06-01', 2026)).code).toBe('sale_date_out_of_range');
  });

  it('a message in no table is a programming error, named', () => {
    expect(() => apiProblem('zip', 'zip is odd')).toThrow('No problem code for "zip is odd" (zip)');
    expect(() => apiProblem('body', 'Something else')).toThrow('No problem code');
  });

  it('are the OpenAPI enum of problems[].code, every one of them', () => {
    const error = buildOpenApiDocument(null).components.schemas.V2Error!;
    const problem = error.properties!.problems!.items!;
    expect(error.required).toEqual(['error', 'issues', 'problems']);
    expect(problem.required).toEqual(['field', 'code', 'message']);
    expect(problem.properties!.code!.enum).toEqual([...PROBLEM_CODES]);
  });
});
