import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_IMPACT_MESSAGES } from '../../src/core/contract/tax-impact/messages.ts';
import { taxImpactResponseSchema } from '../../src/core/contract/tax-impact/response-schema.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';

/** POST /api/v2/tax-impact with the owner's situation (issues 26 and 27): the new inputs, their problems, the state. */
let server: RunningApp;
beforeAll(async () => {
  server = await startApp({ TRUST_PROXY: '1' });
});
afterAll(() => server.stop());

const post = (body: unknown) => postJson(`${server.url}/api/v2/tax-impact`, body, { 'X-Forwarded-For': freshClientIp() });
const office = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2026-03-15' } as const;
const str = { propertyType: 'residential_str', purchasePrice: 650_000, zip: '37203', placedInService: '2026-03-15' } as const;
const problemsOf = (body: { problems: Array<{ field: string; code: string; message: string }> }) => body.problems;

describe('the state', () => {
  it('defaults to the ZIP code’s, at its top rate for the study year, with its source and how sure it is', async () => {
    const { status, body } = await post(office);
    expect(status).toBe(200);
    expect(body.assumptions).toMatchObject({ state: 'NY', stateTaxRate: 0.109 });
    expect(body.state).toMatchObject({ code: 'NY', name: 'New York', taxRate: 0.109, topRateYear: 2026, treatment: 'no_bonus', verified: expect.any(Boolean) });
    expect(body.state.reference).toEqual({ title: expect.any(String), href: expect.stringMatching(/^https:\/\//) });
    expect(body.state.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(body.state)).toEqual([
      'code',
      'name',
      'taxRate',
      'topRateYear',
      'treatment',
      'verified',
      'reference',
      'verifiedOn',
      'studyYear',
      'presentValueOfTaxSavings',
      'additionalTaxAtSale',
      'presentValueOfTaxAtSale',
    ]);
    expect(taxImpactResponseSchema.safeParse(body).success).toBe(true);
  });

  it('the state’s top rate is the study year’s own, and the answer says which year it is (decisions 0358, 0360)', async () => {
    // Iowa: 8.98% in 2016 (Iowa's rows from 2015), a flat 3.8% from 2025.
    const early = await post({ propertyType: 'office', purchasePrice: 1_000_000, placedInService: '2016-06-01', state: 'IA' });
    expect(early.status).toBe(200);
    expect(early.body.state).toMatchObject({ code: 'IA', taxRate: 0.0898, topRateYear: 2016 });
    expect(early.body.disclaimer).toContain("unless given the state's rate, it takes the state's top rate of the study year:");
    // A look-back study in 2026: 2026's rate.
    const lookBack = await post({ propertyType: 'office', purchasePrice: 1_000_000, placedInService: '2016-06-01', state: 'IA', studyYear: 2026 });
    expect(lookBack.body.state).toMatchObject({ taxRate: 0.038, topRateYear: 2026 });
    // A rate given: no top rate taken, no year; given as 2016's 8.98%, the same state figures.
    const given = await post({ propertyType: 'office', purchasePrice: 1_000_000, placedInService: '2016-06-01', state: 'IA', stateTaxRate: 0.0898 });
    expect(given.body.state).toEqual({ ...early.body.state, topRateYear: null });
    expect(given.body.disclaimer).not.toContain("state's top rate");
    for (const answer of [early, lookBack, given]) expect(taxImpactResponseSchema.safeParse(answer.body).success).toBe(true);
  });

  it('a state given wins over the ZIP code’s, and one given without a ZIP code is used', async () => {
    const given = await post({ ...office, state: 'TX' });
    expect(given.body.assumptions.state).toBe('TX');
    expect(given.body.state).toMatchObject({ code: 'TX', treatment: 'none', taxRate: 0, presentValueOfTaxSavings: 0 });
    const { zip: _zip, ...withoutZip } = office;
    const noZip = await post({ ...withoutZip, state: 'CA' });
    expect(noZip.body.state).toMatchObject({ code: 'CA', treatment: 'no_bonus' });
  });

  it('without a state (no ZIP code, none given) the state is null and a stateTaxRate has no effect', async () => {
    const { zip: _zip, ...withoutZip } = office;
    const plain = await post(withoutZip);
    const withRate = await post({ ...withoutZip, stateTaxRate: 0.1 });
    expect(plain.body.state).toBeNull();
    expect(withRate.status).toBe(200);
    expect(withRate.body).toEqual(plain.body);
    expect(plain.body.assumptions).toMatchObject({ state: null, stateTaxRate: 0 });
  });

  it('a stateTaxRate given is used, to the basis point', async () => {
    const { body } = await post({ ...office, stateTaxRate: 0.0685 });
    expect(body.state.taxRate).toBe(0.0685);
    expect(body.assumptions.stateTaxRate).toBe(0.0685);
  });

  it('wrong codes and rates get clear problems, never a 500', async () => {
    for (const state of ['ca', 'PR', 'XX', 'California', 7, null, true]) {
      const { status, body } = await post({ ...office, state });
      expect(status, String(state)).toBe(400);
      expect(problemsOf(body)).toEqual([{ field: 'state', code: 'state_invalid', message: TAX_IMPACT_MESSAGES.stateInvalid }]);
    }
    for (const stateTaxRate of [-0.01, 0.1501, '0.05', null]) {
      const { status, body } = await post({ ...office, stateTaxRate });
      expect(status, String(stateTaxRate)).toBe(400);
      expect(problemsOf(body)).toEqual([{ field: 'stateTaxRate', code: 'state_tax_rate_invalid', message: TAX_IMPACT_MESSAGES.stateTaxRateInvalid }]);
    }
  });
});

describe('filing status and the 3.8% tax', () => {
  it('are echoed as used, and wrong values are refused', async () => {
    const { body } = await post({ ...office, filingStatus: 'married_joint', investmentIncomeTax: true, passiveActivity: 'passive', netOperatingIncome: 0 });
    expect(body.assumptions).toMatchObject({ filingStatus: 'married_joint', investmentIncomeTax: true, taxRate: 0.37 });
    // Not limited (the default): the rental is the owner's trade or business, which earns no net investment income (decision 0350).
    expect((await post({ ...office, investmentIncomeTax: true })).body.assumptions).toMatchObject({ investmentIncomeTax: false });
    const refused = await post({ ...office, filingStatus: 'joint', investmentIncomeTax: 'yes' });
    expect(refused.status).toBe(400);
    expect(problemsOf(refused.body).map((problem) => problem.code)).toEqual(['filing_status_invalid', 'investment_income_tax_invalid']);
  });
});

describe('short-term rentals (Treas. Reg. 1.469-1T(e)(3)(ii)(A))', () => {
  const active = { passiveActivity: 'active_participation', netOperatingIncome: 30_000, modifiedAgi: 140_000 } as const;

  it('with stays of 7 days or less (the default), active participation is refused, on passiveActivity, saying why', async () => {
    for (const body of [
      { ...str, ...active },
      { ...str, ...active, averageStay: '7_days_or_less' },
    ]) {
      const { status, body: answer } = await post(body);
      expect(status).toBe(400);
      expect(problemsOf(answer)).toEqual([
        { field: 'passiveActivity', code: 'passive_activity_not_allowed', message: TAX_IMPACT_MESSAGES.passiveActivityNotAllowed },
      ]);
      expect(answer.problems[0].message).toMatch(/not_limited.*passive/);
    }
  });

  it('over 7 days the allowance applies as for any rental; the stay is echoed', async () => {
    const { status, body } = await post({ ...str, ...active, averageStay: 'over_7_days' });
    expect(status).toBe(200);
    expect(body.assumptions).toMatchObject({ averageStay: 'over_7_days', passiveActivity: 'active_participation' });
    const passive = await post({ ...str, passiveActivity: 'passive', netOperatingIncome: 30_000 });
    expect(passive.body.assumptions.averageStay).toBe('7_days_or_less');
  });

  it('averageStay is refused for any other property type, and must be one of its values', async () => {
    const other = await post({ ...office, averageStay: 'over_7_days' });
    expect(problemsOf(other.body)).toEqual([
      { field: 'averageStay', code: 'average_stay_not_applicable', message: TAX_IMPACT_MESSAGES.averageStayNotApplicable },
    ]);
    const wrong = await post({ ...str, averageStay: 'weekly' });
    expect(problemsOf(wrong.body)).toEqual([{ field: 'averageStay', code: 'average_stay_invalid', message: TAX_IMPACT_MESSAGES.averageStayInvalid }]);
    expect((await post(office)).body.assumptions.averageStay).toBeNull();
  });
});

/** A passive investor: the 3.8% reaches the rental (decision 0350). */
const passive = { passiveActivity: 'passive', netOperatingIncome: 0 } as const;

describe('the federal rate with the 3.8% tax', () => {
  // No ZIP code, so no state: the federal rate alone; a passive investor, whom the 3.8% reaches.
  const { zip: _zip, ...rest } = office;
  const federalOnly = { ...rest, ...passive };

  it('cannot pass 100%: 0.962 is accepted, 0.9621 refused on taxRate, saying why', async () => {
    expect((await post({ ...federalOnly, taxRate: 0.962, investmentIncomeTax: true })).status).toBe(200);
    const { status, body } = await post({ ...federalOnly, taxRate: 0.9621, investmentIncomeTax: true });
    expect(status).toBe(400);
    expect(problemsOf(body)).toEqual([{ field: 'taxRate', code: 'tax_rate_out_of_range', message: TAX_IMPACT_MESSAGES.taxRateOutOfRange }]);
    expect((await post({ ...federalOnly, taxRate: 1 })).status).toBe(200);
  });
});

describe('the federal and the state rate together', () => {
  const refused = [{ field: 'stateTaxRate', code: 'state_tax_rate_out_of_range', message: TAX_IMPACT_MESSAGES.stateTaxRateOutOfRange }];

  it('cannot pass 100%, a state rate given or the state top rate used: refused on stateTaxRate', async () => {
    // New York (the ZIP code's) at 10.9% in 2026: 0.891 + 0.109 = 1 is accepted, 0.8911 refused.
    expect((await post({ ...office, taxRate: 0.891 })).status).toBe(200);
    const over = await post({ ...office, taxRate: 0.8911 });
    expect(over.status).toBe(400);
    expect(problemsOf(over.body)).toEqual(refused);
    // The state's top rate of the study year (decision 0360): Iowa's 8.98% in 2016 (0.95 refused, as
    // 2025's 3.8% would have let it pass), New York's 8.82% in 2019 (0.9 accepted).
    const early = { propertyType: 'office', purchasePrice: 1_000_000, placedInService: '2016-06-01' } as const;
    expect(problemsOf((await post({ ...early, state: 'IA', taxRate: 0.95 })).body)).toEqual(refused);
    expect((await post({ ...early, state: 'IA', taxRate: 0.9102 })).status).toBe(200);
    expect((await post({ ...early, placedInService: '2019-06-01', state: 'NY', taxRate: 0.9 })).status).toBe(200);
    // A rate given: 0.6 + 0.038 + 0.15 is fine; 0.85 + 0.15 + 0.038 is not (the 1 + 0.15 neither).
    expect((await post({ ...office, ...passive, taxRate: 0.6, investmentIncomeTax: true, stateTaxRate: 0.15 })).status).toBe(200);
    expect(problemsOf((await post({ ...office, ...passive, taxRate: 0.85, investmentIncomeTax: true, stateTaxRate: 0.15 })).body)).toEqual(refused);
    // Not limited (the default), the 3.8% does not reach the rental, so it does not count here either.
    expect((await post({ ...office, taxRate: 0.85, investmentIncomeTax: true, stateTaxRate: 0.15 })).status).toBe(200);
    expect(problemsOf((await post({ ...office, taxRate: 1, state: 'CA', stateTaxRate: 0.15, studyFee: 1_000_000 })).body)).toEqual(refused);
    // A state without an income tax adds nothing, even with a rate given (the figures use 0 there),
    // and a rate given without a state has no effect.
    expect((await post({ ...office, state: 'TX', taxRate: 1 })).status).toBe(200);
    const texas = await post({ ...office, state: 'TX', taxRate: 0.9, stateTaxRate: 0.15 });
    expect(texas.status).toBe(200);
    // As the field's description says (decision 0105): the rate used is 0, and the answer says so.
    expect((texas.body as { state: { taxRate: number; treatment: string } }).state).toMatchObject({ taxRate: 0, treatment: 'none' });
    const { zip: _zip, ...noState } = office;
    expect((await post({ ...noState, taxRate: 1, stateTaxRate: 0.15 })).status).toBe(200);
  });
});

describe('the household’s taxable income (issue 31)', () => {
  it('is refused with taxRate, on taxRate, saying why', async () => {
    const { status, body } = await post({ ...office, taxRate: 0.32, taxableIncome: 150_000 });
    expect(status).toBe(400);
    expect(problemsOf(body)).toEqual([{ field: 'taxRate', code: 'tax_rate_not_allowed', message: TAX_IMPACT_MESSAGES.taxRateNotAllowed }]);
    expect(TAX_IMPACT_MESSAGES.taxRateNotAllowed).toMatch(/brackets/);
  });

  it.each([[-1], [100_000_000.01], ['180000'], [null], [true]])('%j is refused as taxable_income_invalid, never a 500', async (taxableIncome) => {
    const { status, body } = await post({ ...office, taxableIncome });
    expect(status).toBe(400);
    expect(problemsOf(body)).toEqual([{ field: 'taxableIncome', code: 'taxable_income_invalid', message: TAX_IMPACT_MESSAGES.taxableIncomeInvalid }]);
  });

  it('0 and 100,000,000 are accepted; the answer reports the marginal rate without the study and each year’s tax in both worlds', async () => {
    for (const taxableIncome of [0, 100_000_000]) expect((await post({ ...office, taxableIncome })).status).toBe(200);
    const { body } = await post({ ...office, taxableIncome: 180_000 });
    expect(taxImpactResponseSchema.safeParse(body).success).toBe(true);
    // 2026, single: $180,000 less the office's first-year deduction stays in the 24% bracket ($105,700 to $201,775).
    expect(body.assumptions).toMatchObject({ taxRate: 0.24, taxableIncome: 180_000, latestBracketsYear: 2026 });
    for (const row of body.schedule) expect(row.federalTaxWithoutStudy - row.federalTaxWithStudy).toBe(row.taxSavings);
  });
});

describe('the owner’s own land value (issue 32)', () => {
  it('takes the assessor’s ratio: 180,000 / 620,000 on $1,250,000 is 22.5%, a basis of $968,750', async () => {
    const { status, body } = await post({ ...office, assessedLand: 180_000, assessedImprovements: 620_000 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ landShare: 0.225, landShareSource: 'assessed', depreciableBasis: 968_750 });
    expect((await post({ ...office, landShare: 0.3 })).body).toMatchObject({ landShare: 0.3, landShareSource: 'given', depreciableBasis: 875_000 });
    expect((await post(office)).body).toMatchObject({ landShare: 0.38, landShareSource: 'state' });
    expect((await post({ ...office, zip: undefined })).body).toMatchObject({ landShare: 0.15, landShareSource: 'default' });
  });

  it('refuses both ways at once, one assessed value alone, a zero sum and values out of range', async () => {
    const codes = async (body: object) => problemsOf((await post({ ...office, ...body })).body).map(({ field, code }) => `${field} ${code}`);
    expect(await codes({ landShare: 0.2, assessedLand: 1, assessedImprovements: 2 })).toEqual(['landShare land_share_not_allowed']);
    expect(await codes({ assessedLand: 180_000 })).toEqual(['assessedImprovements assessed_improvements_required']);
    expect(await codes({ assessedImprovements: 620_000 })).toEqual(['assessedLand assessed_land_required']);
    expect(await codes({ assessedLand: 0, assessedImprovements: 0 })).toEqual(['assessedImprovements assessed_improvements_out_of_range']);
    expect(await codes({ landShare: 0.91 })).toEqual(['landShare land_share_invalid']);
    expect(await codes({ assessedLand: -1, assessedImprovements: 'x' })).toEqual([
      'assessedLand assessed_land_invalid',
      'assessedImprovements assessed_improvements_invalid',
    ]);
  });
});

describe('the sale as planned (issue 35)', () => {
  const sold = { ...office, saleDate: '2031-06-30' };
  it('takes a price, a value at sale and an exchange, each only with a sale date', async () => {
    const codes = async (body: object) => problemsOf((await post(body)).body).map(({ field, code }) => `${field} ${code}`);
    expect(await codes({ ...office, salePrice: 1_000_000, exchange: false })).toEqual([
      'salePrice sale_price_not_applicable',
      'exchange exchange_not_applicable',
    ]);
    expect(await codes({ ...office, reclassifiedValueAtSale: 10_000 })).toEqual(['reclassifiedValueAtSale reclassified_value_at_sale_not_applicable']);
    expect(await codes({ ...sold, salePrice: 0 })).toEqual(['salePrice sale_price_invalid']);
    expect(await codes({ ...sold, salePrice: 500_000, reclassifiedValueAtSale: 500_001 })).toEqual([
      'reclassifiedValueAtSale reclassified_value_at_sale_out_of_range',
    ]);
    // Without a price, the value is at most the purchase price.
    expect(await codes({ ...sold, reclassifiedValueAtSale: 1_250_001 })).toEqual(['reclassifiedValueAtSale reclassified_value_at_sale_out_of_range']);
    expect(await codes({ ...sold, exchange: 'yes' })).toEqual(['exchange exchange_invalid']);
    const { status, body } = await post({ ...sold, salePrice: 1_500_000, exchange: true });
    expect(status).toBe(200);
    expect(taxImpactResponseSchema.safeParse(body).success).toBe(true);
    expect(body.sale).toMatchObject({ salePrice: 1_500_000, exchange: true, additionalTax: 0, withStudy: { taxAtSale: 0 } });
  });
});

describe('review cases: bounds that keep every answer a number (issues 32 and 35)', () => {
  it('an income past 1,000,000,000 is refused, not answered with null figures; an assessed land share past 90% is refused', async () => {
    const codes = async (body: object) => {
      const response = await post({ ...office, ...body });
      return response.status === 200 ? [] : problemsOf(response.body).map(({ field, code }) => `${field} ${code}`);
    };
    expect(await codes({ passiveActivity: 'passive', netOperatingIncome: 1.7e308, studyFee: 10_000 })).toEqual([
      'netOperatingIncome net_operating_income_invalid',
    ]);
    expect(await codes({ assessedLand: 1, assessedImprovements: 0 })).toEqual(['assessedImprovements assessed_improvements_out_of_range']);
    expect(await codes({ assessedLand: 900, assessedImprovements: 100 })).toEqual([]);
    expect(await codes({ assessedLand: 901, assessedImprovements: 99 })).toEqual(['assessedImprovements assessed_improvements_out_of_range']);
  });

  it('a value at sale in cents, with the household’s income, is answered (it was a 500)', async () => {
    const { status, body } = await post({
      ...office,
      placedInService: '2025-06-01',
      saleDate: '2030-01-01',
      reclassifiedValueAtSale: 100_000.5,
      taxableIncome: 100_000,
    });
    expect(status).toBe(200);
    expect(taxImpactResponseSchema.safeParse(body).success).toBe(true);
  });
});
