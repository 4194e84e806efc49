import { describe, expect, it } from 'vitest';
import { TAX_IMPACT_BENCH_INPUT } from '../../bench/tax-impact-input.ts';
import { taxImpactAnswer } from '../../src/core/contract/api/tax-impact-contract.ts';
import { validateTaxImpactRequest } from '../../src/core/contract/api/validate.ts';

describe("the bench's tax-impact body", () => {
  it('is valid and measures everything: the brackets, a loss over the 461(l) threshold carried forward, a fee, a sale and a state', () => {
    const validated = validateTaxImpactRequest(TAX_IMPACT_BENCH_INPUT);
    expect(validated.ok).toBe(true);
    const answer = taxImpactAnswer(TAX_IMPACT_BENCH_INPUT);
    expect(answer.studyYear.excessBusinessLoss).toBeGreaterThan(0);
    expect(answer.schedule.some((year) => (year.carriedForwardWithStudy ?? 0) > 0)).toBe(true);
    expect(answer.schedule.every((year) => year.federalTaxWithStudy !== undefined)).toBe(true);
    expect(answer.sale).toBeDefined();
    expect(answer.state?.treatment).toBe('add_back_spread');
    expect(answer.netBenefit.studyFee).toBe(8_000);
  });
});
