import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateTaxImpactRequest } from '../../../src/core/contract/api/validate.ts';
import { checkTaxImpactFields, type TaxImpactField, taxImpactProblemCode } from '../../../src/core/contract/tax-impact/checks.ts';
import { taxImpactApiMessage } from '../../../src/core/contract/tax-impact/messages.ts';
import { validateTaxImpactRequestBySchema } from '../../support/published-request-schema.ts';

/** Values near every rule's edge, plus anything at all. */
const date = fc.oneof(
  fc.constantFrom(
    '2008-01-01',
    '2007-12-31',
    '2015-01-01',
    '2014-12-31',
    '2099-12-31',
    '2100-01-01',
    '2024-02-29',
    '2025-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-1-5',
  ),
  fc.date({ min: new Date('2005-01-01'), max: new Date('2105-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('05/15/2024', '2024-05-15T00:00:00Z', '', null, undefined, 20240515),
  fc.anything(),
);
const rate = fc.oneof(fc.constantFrom(0, 1, 0.25, 0.2501, 1.0001, -0, -0.01, 37, '0.37', null, undefined), fc.double({ noNaN: true }), fc.anything());
const year = fc.oneof(
  fc.integer({ min: 2010, max: 2150 }),
  fc.constantFrom(2024.5, '2025', null, undefined, Number.MAX_SAFE_INTEGER + 2, 1e308),
  fc.anything(),
);
const taxCase = fc.oneof(fc.constantFrom('low', 'typical', 'high', 'Typical', 'mid', '', null, undefined), fc.anything());
const dollars = fc.oneof(fc.constantFrom(0, 1_000_000, 1_000_000.01, -0.01, 8_000.5, '8000', null, undefined), fc.double({ noNaN: true }), fc.anything());
const saleDate = fc.oneof(
  fc.date({ min: new Date('2014-01-01'), max: new Date('2145-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2031-06-30', '2025-02-29', '2031-6-30', '', null, undefined),
  fc.anything(),
);
const participation = fc.oneof(fc.constantFrom('not_limited', 'active_participation', 'passive', 'Passive', '', null, undefined), fc.anything());

/** Every tax-impact field, each near its rules' edges. */
const TAX_FIELDS = {
  placedInService: date,
  acquired: date,
  taxRate: rate,
  discountRate: rate,
  bonusRate: rate,
  case: taxCase,
  studyYear: year,
  studyFee: dollars,
  saleDate,
  passiveActivity: participation,
  netOperatingIncome: dollars,
  otherPassiveIncome: dollars,
  modifiedAgi: dollars,
};

describe('browser tax-impact checks agree with the zod schema', () => {
  it('give the same messages, in the same order, for any body with valid v2 fields', () => {
    fc.assert(
      fc.property(fc.record(TAX_FIELDS, { requiredKeys: [] }), (fields) => {
        const zod = validateTaxImpactRequestBySchema({ propertyType: 'office', purchasePrice: 1_000_000, ...fields });
        const problems = Object.entries(checkTaxImpactFields(fields)) as Array<[TaxImpactField, 'missing' | 'invalid' | 'outOfRange']>;
        // A sale's years are read from the study year only when it is not at fault itself (saleDate's readsIfValid).
        const studyYear = problems.some(([field]) => field === 'studyYear') ? undefined : fields.studyYear;
        const messages = problems.map(([field, problem]) => taxImpactApiMessage(field, problem, fields.placedInService, studyYear));
        expect(messages).toEqual(zod.ok ? [] : zod.issues);
      }),
      { numRuns: 10_000 },
    );
  });

  it("give the codes of the API's problems, field for field, for any body with valid v2 fields", () => {
    fc.assert(
      fc.property(
        fc.record({ placedInService: date, taxRate: rate, discountRate: rate, bonusRate: rate, case: taxCase, studyYear: year }, { requiredKeys: [] }),
        (fields) => {
          const zod = validateTaxImpactRequestBySchema({ propertyType: 'office', purchasePrice: 1_000_000, ...fields });
          const problems = Object.entries(checkTaxImpactFields(fields)) as Array<[TaxImpactField, 'missing' | 'invalid' | 'outOfRange']>;
          const codes = problems.map(([field, problem]) => ({ field, code: taxImpactProblemCode(field, problem) }));
          expect(codes).toEqual(zod.ok ? [] : zod.problems.map(({ field, code }) => ({ field, code })));
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('a study year is judged against the date placed in service', () => {
    expect(checkTaxImpactFields({ placedInService: '2024-06-01', studyYear: 2023 })).toEqual({ studyYear: 'outOfRange' });
    expect(taxImpactApiMessage('studyYear', 'outOfRange', '2024-06-01')).toBe(
      'studyYear must be from 2024 (the year placed in service) to 2063 (39 years later)',
    );
    expect(checkTaxImpactFields({ placedInService: '2024-06-01', studyYear: 2063 })).toEqual({});
    expect(checkTaxImpactFields({ placedInService: 'soon', studyYear: 1900 })).toEqual({ placedInService: 'invalid' });
    expect(checkTaxImpactFields({})).toEqual({ placedInService: 'missing' });
  });

  it('a date acquired is on or before the date placed in service, from 2008-01-01', () => {
    expect(checkTaxImpactFields({ placedInService: '2025-03-01', acquired: '2025-03-01' })).toEqual({});
    expect(checkTaxImpactFields({ placedInService: '2025-03-01', acquired: '2025-03-02' })).toEqual({ acquired: 'outOfRange' });
    expect(taxImpactApiMessage('acquired', 'outOfRange', '2025-03-01')).toBe(
      'acquired must be on or before placedInService: the property is acquired, then placed in service',
    );
    expect(checkTaxImpactFields({ placedInService: '2025-03-01', acquired: '2008-01-01' })).toEqual({});
    expect(checkTaxImpactFields({ placedInService: '2025-03-01', acquired: '2007-12-31' })).toEqual({ acquired: 'invalid' });
    expect(checkTaxImpactFields({ placedInService: '2025-03-01', acquired: '2024-02-30' })).toEqual({ acquired: 'invalid' });
    expect(checkTaxImpactFields({ placedInService: 'soon', acquired: '2030-01-01' })).toEqual({ placedInService: 'invalid' });
  });

  it('a sale is judged against the year placed in service and the study year', () => {
    expect(checkTaxImpactFields({ placedInService: '2024-06-01', saleDate: '2024-12-31' })).toEqual({ saleDate: 'outOfRange' });
    expect(checkTaxImpactFields({ placedInService: '2024-06-01', saleDate: '2025-01-01' })).toEqual({});
    expect(checkTaxImpactFields({ placedInService: '2024-06-01', saleDate: '2064-12-31' })).toEqual({});
    expect(checkTaxImpactFields({ placedInService: '2024-06-01', saleDate: '2065-01-01' })).toEqual({ saleDate: 'outOfRange' });
    expect(checkTaxImpactFields({ placedInService: '2024-06-01', studyYear: 2027, saleDate: '2027-06-30' })).toEqual({ saleDate: 'outOfRange' });
    expect(taxImpactApiMessage('saleDate', 'outOfRange', '2024-06-01', 2027)).toBe(
      'saleDate must be in a year from 2028 (after the year placed in service and the study year) to 2064 (40 years after the year placed in service)',
    );
    expect(checkTaxImpactFields({ placedInService: '2024-06-01', saleDate: '2031-02-30' })).toEqual({ saleDate: 'invalid' });
  });

  it('a passive-activity limit requires its companions', () => {
    const placed = { placedInService: '2024-06-01' };
    expect(checkTaxImpactFields({ ...placed, passiveActivity: 'passive' })).toEqual({ netOperatingIncome: 'missing' });
    expect(checkTaxImpactFields({ ...placed, passiveActivity: 'active_participation' })).toEqual({ netOperatingIncome: 'missing', modifiedAgi: 'missing' });
    expect(checkTaxImpactFields({ ...placed, passiveActivity: 'active_participation', netOperatingIncome: 0, modifiedAgi: 0 })).toEqual({});
    expect(checkTaxImpactFields({ ...placed, passiveActivity: 'not_limited' })).toEqual({});
    expect(checkTaxImpactFields({ ...placed, studyFee: 1_000_000 })).toEqual({});
    expect(checkTaxImpactFields({ ...placed, studyFee: 1_000_000.01 })).toEqual({ studyFee: 'invalid' });
  });
});

/**
 * The endpoint validates with the rules alone (validate.ts); the schema only describes the
 * request in the OpenAPI document. These hold the two together from the endpoint's side: the
 * same answer, value or problems (field, code and words, in order), for any body. The schema's
 * verdict judges each field by zod and adds the rules between fields, which the schema states in
 * words only (openapi/schema-verdicts.ts); those are pinned by the cases above and tests/http/.
 */
describe('validateTaxImpactRequest: the rules the endpoint runs agree with the schema the document publishes', () => {
  const v2Type = fc.oneof(fc.constantFrom('office', 'residential_ltr', 'castle', '', null, undefined), fc.anything());
  const price = fc.oneof(fc.constantFrom(50_000, 49_999.99, 50_000_000, 50_000_000.01, 1_250_000.5, '1250000', null, undefined), fc.double({ noNaN: true }));
  const zip = fc.oneof(fc.constantFrom('10001', '', '12345678901', 10001, null, undefined), fc.string({ maxLength: 12 }));
  const agree = (body: unknown) => {
    expect(validateTaxImpactRequest(body)).toEqual(validateTaxImpactRequestBySchema(body));
  };

  it('give the same answer, value or problems, for any body (extra keys included)', () => {
    fc.assert(fc.property(fc.record({ propertyType: v2Type, purchasePrice: price, zip, ...TAX_FIELDS, extra: fc.anything() }, { requiredKeys: [] }), agree), {
      numRuns: 10_000,
    });
  });

  it('give the same answer for valid bodies, each with at most one field changed to a value near its rules', () => {
    const valid = fc
      .record({
        placed: fc.date({ min: new Date('2015-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        study: fc.option(fc.integer({ min: 0, max: 39 }), { nil: undefined }),
        sale: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
        participation: fc.constantFrom('not_limited', 'active_participation', 'passive'),
        taxRate: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
        studyFee: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      })
      .map(({ placed, study, sale, participation, taxRate, studyFee }) => {
        const placedInService = placed.toISOString().slice(0, 10);
        const placedYear = placed.getUTCFullYear();
        const studyYear = study === undefined ? undefined : placedYear + study;
        const from = Math.max(placedYear, studyYear ?? placedYear) + 1;
        const saleYear = sale === undefined || from > placedYear + 40 ? undefined : Math.min(from + sale - 1, placedYear + 40);
        return {
          propertyType: 'office',
          purchasePrice: 1_250_000,
          placedInService,
          acquired: placedInService,
          ...(studyYear === undefined ? {} : { studyYear }),
          ...(saleYear === undefined ? {} : { saleDate: `${saleYear}-06-30` }),
          ...(taxRate === undefined ? {} : { taxRate }),
          ...(studyFee === undefined ? {} : { studyFee }),
          passiveActivity: participation,
          ...(participation === 'not_limited' ? {} : { netOperatingIncome: 40_000 }),
          ...(participation === 'active_participation' ? { modifiedAgi: 120_000 } : {}),
        };
      });
    const FIELDS = { propertyType: v2Type, purchasePrice: price, zip, ...TAX_FIELDS };
    const change = fc.option(
      fc.constantFrom(...(Object.keys(FIELDS) as Array<keyof typeof FIELDS>)).chain((field) => FIELDS[field].map((value) => [field, value] as const)),
      { freq: 2 },
    );
    let accepted = 0;
    fc.assert(
      fc.property(valid, change, (body, changed) => {
        const changedBody = changed === null ? body : { ...body, [changed[0]]: changed[1] };
        agree(changedBody);
        if (validateTaxImpactRequest(changedBody).ok) accepted++;
      }),
      { numRuns: 10_000 },
    );
    expect(accepted).toBeGreaterThan(3_000); // values compared, not only refusals
  });

  it('a valid body with every field gives the schema value, unknown keys left out', () => {
    const body = {
      propertyType: 'office',
      purchasePrice: 1_250_000,
      zip: '10001',
      placedInService: '2024-05-15',
      acquired: '2024-03-01',
      taxRate: 0.37,
      studyYear: 2025,
      saleDate: '2034-09-30',
      passiveActivity: 'active_participation',
      netOperatingIncome: 40_000,
      modifiedAgi: 130_000,
      note: 'ignored',
    };
    const validated = validateTaxImpactRequest(body);
    expect(validated).toEqual(validateTaxImpactRequestBySchema(body));
    expect(validated.ok && 'note' in validated.value).toBe(false);
  });

  it('refuse a body that is not an object, an array or null in the same words', () => {
    for (const body of [null, [], 'x', 3]) {
      expect(validateTaxImpactRequest(body)).toEqual({
        ok: false,
        issues: ['The request body must be a JSON object'],
        problems: [{ field: 'body', code: 'body_not_object', message: 'The request body must be a JSON object' }],
      });
      agree(body);
    }
  });
});
