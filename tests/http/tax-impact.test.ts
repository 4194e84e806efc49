import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxImpactAnswer } from '../../src/core/contract/api/tax-impact-contract.ts';
import { taxImpactResponseSchema } from '../../src/core/contract/tax-impact/response-schema.ts';
import { V2_MESSAGES } from '../../src/core/contract/v2-messages.ts';
import type { taxImpact } from '../../src/core/domain/tax/tax-impact.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';
import { sendChunked } from '../support/raw-http.ts';

let server: RunningApp;
let endpoint: string;
beforeAll(async () => {
  server = await startApp({ TRUST_PROXY: '1' });
  endpoint = `${server.url}/api/v2/tax-impact`;
});
afterAll(() => server.stop());

/** Each call is a new client (TRUST_PROXY=1), so these tests never meet the rate limit. */
const post = (body: unknown, headers: Record<string, string> = {}) => postJson(endpoint, body, { 'X-Forwarded-For': freshClientIp(), ...headers });
const office = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2024-05-15' } as const;

describe('POST /api/v2/tax-impact', () => {
  it('answers the core calculation exactly, in the documented fields and order', async () => {
    const response = await post(office);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(taxImpactAnswer(office));
    expect(Object.keys(response.body)).toEqual([
      'label',
      'depreciableBasis',
      'landShare',
      'landShareSource', // issue 32: the state's average, or the owner's own
      'case',
      'pct',
      'reclassified',
      'classes',
      'assumptions',
      'schedule',
      'studyYear',
      'presentValue',
      'netBenefit', // issue 18: always; `sale` comes before it only with a saleDate
      'state', // issue 27: the state's part, or null
      'disclaimer',
    ]);
    expect(Object.keys(response.body.classes)).toEqual(['fiveYear', 'sevenYear', 'fifteenYear', 'building']);
    // issue 21 added `acquired` (the date acquired as used) after placedInService.
    expect(Object.keys(response.body.assumptions)).toEqual([
      'placedInService',
      'acquired',
      'buildingLife',
      'convention',
      'bonusRate',
      'taxRate',
      'discountRate',
      // issue 18: the fee, the sale and the participation, as used.
      'studyFee',
      'saleDate',
      'passiveActivity',
      // issues 26 and 27: the owner's situation, as used.
      'averageStay',
      'filingStatus',
      'investmentIncomeTax',
      'state',
      'stateTaxRate',
      // issue 31: the household income used, and the latest brackets recorded.
      'taxableIncome',
      'latestBracketsYear',
    ]);
    expect(Object.keys(response.body.studyYear)).toEqual([
      'year',
      'withoutStudy',
      'withStudy',
      'catchUp',
      'additionalDeduction',
      'taxSavings',
      'excessBusinessLoss', // issue 31
    ]);
    expect(taxImpactResponseSchema.safeParse(response.body).success).toBe(true);
    expect(response.body.studyYear).toEqual({
      year: 2024,
      withoutStudy: 12_439,
      withStudy: 111_560,
      catchUp: 0,
      additionalDeduction: 99_121,
      taxSavings: 36_675,
      excessBusinessLoss: 0, // under the IRC 461(l) threshold (issue 31)
    });
  });

  it('issue 18: a fee, a sale and a passive-activity limit add the sale block and the allowed columns', async () => {
    const input = {
      ...office,
      placedInService: '2025-05-15',
      saleDate: '2030-06-30',
      studyFee: 8_000,
      passiveActivity: 'active_participation',
      netOperatingIncome: 40_000,
      modifiedAgi: 130_000,
    } as const;
    const response = await post(input);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(taxImpactAnswer(input));
    expect(taxImpactResponseSchema.safeParse(response.body).success).toBe(true);
    expect(Object.keys(response.body).slice(-4)).toEqual(['sale', 'netBenefit', 'state', 'disclaimer']);
    expect(response.body.assumptions).toMatchObject({ studyFee: 8_000, saleDate: '2030-06-30', passiveActivity: 'active_participation' });
    expect(Object.keys(response.body.schedule[0])).toEqual([
      'year',
      'withoutStudy',
      'withStudy',
      'allowedWithoutStudy',
      'allowedWithStudy',
      'suspendedWithoutStudy',
      'suspendedWithStudy',
      // Issue 26: from the study year on, the year's tax saved by the study.
      'taxSavings',
      // Issue 27: the ZIP's state (10001: New York) beside it.
      'stateTaxSavings',
    ]);
    expect(Object.keys(response.body.sale)).toEqual([
      'year',
      'salePrice', // issue 35: the sale as used, and each world's
      'reclassifiedValueAtSale',
      'exchange',
      'depreciationTaken',
      'ordinaryRecapture',
      'unrecaptured1250',
      'unrecapturedRate',
      'withoutStudy',
      'withStudy',
      'additionalTax',
      'presentValueOfAdditionalTax',
    ]);
    expect(Object.keys(response.body.netBenefit)).toEqual([
      'studyFee',
      'presentValueOfTaxSavings',
      'presentValueOfTaxAtSale',
      'studyFeeTaxSaving', // issue 27: the fee's own deduction
      'netPresentValue',
      'breakEvenFee',
      'paybackYear',
    ]);
    // Issue 27: federal (presentValue) and the state's together.
    expect(response.body.presentValue.additionalTaxSavings + response.body.state.presentValueOfTaxSavings).toBe(
      response.body.netBenefit.presentValueOfTaxSavings,
    );
    // Without a limit, no allowed columns; without a sale, no sale block and a null saleDate.
    const plain = await post(office);
    expect(Object.keys(plain.body.schedule[0])).toEqual(['year', 'withoutStudy', 'withStudy', 'taxSavings', 'stateTaxSavings']);
    expect(plain.body.sale).toBeUndefined();
    expect(plain.body.assumptions).toMatchObject({ studyFee: 0, saleDate: null, passiveActivity: 'not_limited' });
  });

  it('issue 18: every problem of the new fields at once, missing companions included', async () => {
    const response = await post({
      ...office,
      studyFee: 1_000_001,
      saleDate: '2024-12-31',
      passiveActivity: 'active_participation',
      otherPassiveIncome: -1,
    });
    expect(response.status).toBe(400);
    expect(response.body.problems.map((problem: { message: string }) => problem.message)).toEqual(response.body.issues);
    expect(response.body.problems.map((problem: { field: string; code: string }) => `${problem.field} ${problem.code}`)).toEqual([
      'studyFee study_fee_invalid',
      'otherPassiveIncome other_passive_income_invalid',
      'saleDate sale_date_out_of_range',
      'netOperatingIncome net_operating_income_required',
      'modifiedAgi modified_agi_required',
    ]);
    expect(response.body).toMatchObject({
      error: 'invalid_request',
      issues: [
        'studyFee must be a number of dollars from 0 to 1000000',
        'otherPassiveIncome must be a number of dollars from 0 to 1000000000',
        'saleDate must be in a year from 2025 (after the year placed in service and the study year) to 2064 (40 years after the year placed in service)',
        "netOperatingIncome is required with passiveActivity active_participation or passive: the property's yearly income before depreciation",
        'modifiedAgi is required with passiveActivity active_participation: modified adjusted gross income sets the allowance (IRC 469(i)(3))',
      ],
    });
    const types = await post({
      ...office,
      studyFee: '8000',
      saleDate: '2031-02-30',
      passiveActivity: 'investor',
      netOperatingIncome: null,
      modifiedAgi: '130000',
    });
    expect(types.body.issues).toEqual([
      'studyFee must be a number of dollars from 0 to 1000000',
      'saleDate must be a date written YYYY-MM-DD',
      'passiveActivity must be one of: not_limited, active_participation, passive',
      'netOperatingIncome must be a number of dollars from 0 to 1000000000',
      'modifiedAgi must be a number of dollars from 0 to 1000000000',
    ]);
  });

  it('a field at fault does not hide another that is wrong whatever its value (a fuzz run): a sale in the year placed in service beside a study year out of range; a value at sale past its bound beside a sale date at fault', async () => {
    const codes = (body: { problems: Array<{ field: string; code: string }> }) => body.problems.map((problem) => `${problem.field} ${problem.code}`);
    const saleAndStudy = await post({ ...office, placedInService: '2024-06-01', studyYear: 2020, saleDate: '2024-07-01' });
    expect(codes(saleAndStudy.body)).toEqual(['studyYear study_year_out_of_range', 'saleDate sale_date_out_of_range']);
    // Against the year placed in service, the study year being at fault: 2025 to 2064.
    expect(saleAndStudy.body.issues[1]).toContain('from 2025');
    // A sale date that a valid study year would allow is not refused for a study year at fault.
    expect(codes((await post({ ...office, placedInService: '2024-06-01', studyYear: 2020, saleDate: '2030-07-01' })).body)).toEqual([
      'studyYear study_year_out_of_range',
    ]);
    const valueAndDate = await post({
      ...office,
      placedInService: '2024-06-01',
      saleDate: '2024-07-01',
      salePrice: 1_000,
      reclassifiedValueAtSale: 100_000_000,
    });
    expect(codes(valueAndDate.body)).toEqual(['saleDate sale_date_out_of_range', 'reclassifiedValueAtSale reclassified_value_at_sale_out_of_range']);
  });

  it('acquired: picks the bonus schedule by the date acquired and is echoed as used', async () => {
    const placed = { propertyType: 'office', purchasePrice: 2_000_000, zip: '60601', placedInService: '2025-03-01' };
    const byDefault = await post(placed);
    expect(byDefault.body.assumptions).toMatchObject({ acquired: '2025-03-01', bonusRate: 1 });
    const underContract = await post({ ...placed, acquired: '2024-12-10' });
    expect(underContract.status).toBe(200);
    expect(underContract.body.assumptions).toMatchObject({ acquired: '2024-12-10', bonusRate: 0.4 });
    expect(underContract.body.studyYear.additionalDeduction).toBeLessThan(byDefault.body.studyYear.additionalDeduction);
    expect((await post({ ...placed, acquired: '2025-03-01' })).body).toEqual(byDefault.body);
  });

  it('takes every optional assumption', async () => {
    const input = { ...office, taxRate: 0.24, discountRate: 0.08, bonusRate: 0, case: 'high', studyYear: 2026 };
    const response = await post(input);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(taxImpactAnswer(input as Parameters<typeof taxImpact>[0]));
    expect(response.body.assumptions).toMatchObject({ taxRate: 0.24, discountRate: 0.08, bonusRate: 0 });
    expect(response.body.case).toBe('high');
    expect(response.body.studyYear.catchUp).toBeGreaterThan(0);
  });

  it('reports every problem at once: the v2 messages for the v2 fields, then its own', async () => {
    const response = await post({ propertyType: 'castle', purchasePrice: 10, placedInService: '15/05/2024', taxRate: 37, case: 'best', studyYear: 2024.5 });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.body).toEqual({
      error: 'invalid_request',
      issues: [
        V2_MESSAGES.propertyTypeUnknown,
        V2_MESSAGES.purchasePriceTooLow,
        'placedInService must be a date written YYYY-MM-DD, from 2015-01-01 to 2099-12-31',
        'taxRate must be a number from 0 to 1 (0.37 is 37%)',
        'case must be one of: low, typical, high',
        'studyYear must be a whole year, such as 2026',
      ],
      problems: [
        { field: 'propertyType', code: 'property_type_unknown', message: V2_MESSAGES.propertyTypeUnknown },
        { field: 'purchasePrice', code: 'purchase_price_too_low', message: V2_MESSAGES.purchasePriceTooLow },
        {
          field: 'placedInService',
          code: 'placed_in_service_invalid',
          message: 'placedInService must be a date written YYYY-MM-DD, from 2015-01-01 to 2099-12-31',
        },
        { field: 'taxRate', code: 'tax_rate_invalid', message: 'taxRate must be a number from 0 to 1 (0.37 is 37%)' },
        { field: 'case', code: 'case_invalid', message: 'case must be one of: low, typical, high' },
        { field: 'studyYear', code: 'study_year_invalid', message: 'studyYear must be a whole year, such as 2026' },
      ],
    });
  });

  it.each([
    [
      {},
      ['propertyType is required', 'purchasePrice is required', 'placedInService is required: a date written YYYY-MM-DD, from 2015-01-01 to 2099-12-31'],
      [
        ['propertyType', 'property_type_required'],
        ['purchasePrice', 'purchase_price_required'],
        ['placedInService', 'placed_in_service_required'],
      ],
    ],
    [
      { ...office, placedInService: '2014-12-31' },
      ['placedInService must be a date written YYYY-MM-DD, from 2015-01-01 to 2099-12-31'],
      [['placedInService', 'placed_in_service_invalid']],
    ],
    [
      { ...office, placedInService: '2100-01-01' },
      ['placedInService must be a date written YYYY-MM-DD, from 2015-01-01 to 2099-12-31'],
      [['placedInService', 'placed_in_service_invalid']],
    ],
    [
      { ...office, placedInService: '2025-02-29' },
      ['placedInService must be a date written YYYY-MM-DD, from 2015-01-01 to 2099-12-31'],
      [['placedInService', 'placed_in_service_invalid']],
    ],
    [
      { ...office, studyYear: 2023 },
      ['studyYear must be from 2024 (the year placed in service) to 2063 (39 years later)'],
      [['studyYear', 'study_year_out_of_range']],
    ],
    [
      { ...office, studyYear: 2064 },
      ['studyYear must be from 2024 (the year placed in service) to 2063 (39 years later)'],
      [['studyYear', 'study_year_out_of_range']],
    ],
    [{ ...office, discountRate: 0.3 }, ['discountRate must be a number from 0 to 0.25 (0.05 is 5%)'], [['discountRate', 'discount_rate_invalid']]],
    [{ ...office, bonusRate: -0.1 }, ['bonusRate must be a number from 0 to 1 (0 elects out of bonus depreciation)'], [['bonusRate', 'bonus_rate_invalid']]],
    [
      { ...office, acquired: '2024-05-16' },
      ['acquired must be on or before placedInService: the property is acquired, then placed in service'],
      [['acquired', 'acquired_out_of_range']],
    ],
    [
      { ...office, acquired: '2007-12-31' },
      ['acquired must be a date written YYYY-MM-DD, from 2008-01-01, on or before placedInService'],
      [['acquired', 'acquired_invalid']],
    ],
    [
      { ...office, acquired: '2024-02-30' },
      ['acquired must be a date written YYYY-MM-DD, from 2008-01-01, on or before placedInService'],
      [['acquired', 'acquired_invalid']],
    ],
    [
      { ...office, acquired: 20240101 },
      ['acquired must be a date written YYYY-MM-DD, from 2008-01-01, on or before placedInService'],
      [['acquired', 'acquired_invalid']],
    ],
    [
      { ...office, acquired: '2024-06-01', taxRate: 2 },
      ['taxRate must be a number from 0 to 1 (0.37 is 37%)', 'acquired must be on or before placedInService: the property is acquired, then placed in service'],
      [
        ['taxRate', 'tax_rate_invalid'],
        ['acquired', 'acquired_out_of_range'],
      ],
    ],
    [[], ['The request body must be a JSON object'], [['body', 'body_not_object']]],
  ])('400 for %j', async (body, issues, fieldsAndCodes) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const problems = issues.map((message, i) => ({ field: fieldsAndCodes[i]![0], code: fieldsAndCodes[i]![1], message }));
    expect(response.body).toEqual({ error: 'invalid_request', issues, problems });
  });

  it('400 for malformed or empty JSON, in the v2 shape', async () => {
    const malformed = 'The request body is not valid JSON';
    expect((await post('{"propertyType":')).body).toEqual({
      error: 'invalid_request',
      issues: [malformed],
      problems: [{ field: 'body', code: 'body_malformed_json', message: malformed }],
    });
    const empty = 'The request body is empty: send a JSON object';
    expect((await post('')).body).toEqual({ error: 'invalid_request', issues: [empty], problems: [{ field: 'body', code: 'body_empty', message: empty }] });
  });

  it('CORS: any origin may POST, and a preflight gets 204 uncounted', async () => {
    const response = await post(office, { Origin: 'https://firm.example' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe('RateLimit, RateLimit-Policy, Retry-After');
    const preflight = await fetch(endpoint, { method: 'OPTIONS', headers: { Origin: 'https://firm.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
  });

  it.each(['GET', 'PUT', 'DELETE'])('%s gets 405 with Allow', async (method) => {
    const response = await fetch(endpoint, { method, headers: { 'X-Forwarded-For': freshClientIp() } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    const message = `Method ${method} is not allowed: use POST`;
    expect(await response.json()).toEqual({
      error: 'method_not_allowed',
      issues: [message],
      problems: [{ field: 'body', code: 'method_not_allowed', message }],
    });
  });

  it('413 for a body over 16 KiB, declared or streamed', async () => {
    const declared = await post(JSON.stringify({ ...office, pad: 'x'.repeat(16 * 1024) }));
    expect(declared.status).toBe(413);
    const message = 'The request body must be at most 16 KiB (16384 bytes)';
    expect(declared.body).toEqual({ error: 'payload_too_large', issues: [message], problems: [{ field: 'body', code: 'body_too_large', message }] });
    const streamed = await sendChunked(endpoint, 200, 1024, { 'X-Forwarded-For': freshClientIp() });
    expect(streamed.status).toBe(413);
    expect((await post(office)).status).toBe(200);
  });

  it('has its own 60-a-minute budget per client, with the v2 429 body and headers', async () => {
    const headers = { 'X-Forwarded-For': freshClientIp() };
    for (let i = 1; i <= 60; i++) {
      const response = await postJson(endpoint, office, headers);
      expect(response.status, `request ${i}`).toBe(200);
    }
    const refused = await postJson(endpoint, office, headers);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('ratelimit')).toBe('"per-client";r=0;t=60');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    // Not shared with the estimate endpoint.
    const estimate = await postJson(`${server.url}/api/v2/estimate`, { propertyType: 'office', purchasePrice: 100_000 }, headers);
    expect(estimate.status).toBe(200);
    expect(estimate.headers.get('ratelimit')).toBe('"per-client";r=59;t=60');
  });
});

describe('POST /api/v2/tax-impact: the schedule carries the answer (issue 26)', () => {
  // A passive owner of a long-term rental with 30,000 of rental income, selling in mid-2030.
  const limitedSale = {
    propertyType: 'residential_ltr',
    purchasePrice: 650_000,
    zip: '37203',
    placedInService: '2026-03-15',
    passiveActivity: 'passive',
    netOperatingIncome: 30_000,
    studyFee: 5_000,
    saleDate: '2030-06-30',
  } as const;

  it('each row from the study year on has taxSavings, after the passive limit; the sale year has taxAtSale', async () => {
    const response = await post(limitedSale);
    expect(response.status).toBe(200);
    const { schedule, studyYear, sale, assumptions } = response.body;
    expect(schedule[0].taxSavings).toBe(studyYear.taxSavings);
    for (const row of schedule) expect(row.taxSavings).toBe(Math.round((row.allowedWithStudy - row.allowedWithoutStudy) * assumptions.taxRate));
    expect(schedule.at(-1)).toMatchObject({ year: 2030, taxAtSale: sale.additionalTax });
    expect(schedule.slice(0, -1).some((row: Record<string, unknown>) => 'taxAtSale' in row)).toBe(false);
  });

  it('rows before the study year carry no taxSavings', async () => {
    const response = await post({ ...office, studyYear: 2026 });
    expect(response.status).toBe(200);
    const [first, second, third] = response.body.schedule;
    expect(first).not.toHaveProperty('taxSavings');
    expect(second).not.toHaveProperty('taxSavings');
    expect(third).toMatchObject({ year: 2026, taxSavings: response.body.studyYear.taxSavings });
  });

  it('the OpenAPI document describes both fields', async () => {
    const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
    const text = JSON.stringify(document);
    expect(text).toContain('"taxSavings"');
    expect(text).toContain('"taxAtSale"');
    expect(text).toMatch(/equal to sale\.additionalTax/);
  });
});
