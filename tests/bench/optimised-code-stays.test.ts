import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * What the domain looks up by a request's word (a property type's range, recovery classes and
 * building life) must stay optimised while the requests come: each request's word is a new
 * string, and V8's optimised code for a lookup keyed by it is thrown away when the string is not
 * the one it was compiled with ("unexpected name in keyed access"), again about every thousand
 * answers, a loop that cost the tax impact about a tenth of its rate under load. The API's
 * validation and the page's query give the domain the contract's own strings instead
 * (src/core/contract/api/own-words.ts, read by src/core/view/link-values.ts): in a child process
 * with V8's trace, answers to freshly parsed bodies and queries throw no such code away.
 */
const SOURCE = new URL('../../src/', import.meta.url).href;
const CHILD = `
const { taxImpactAnswer } = await import('${SOURCE}core/contract/api/tax-impact-contract.ts');
const { validateLegacyRequest, validateTaxImpactRequest, validateV2Request } = await import('${SOURCE}core/contract/api/validate.ts');
const { estimateV2 } = await import('${SOURCE}core/domain/estimate/estimate.ts');
const { estimateLegacy } = await import('${SOURCE}core/domain/estimate/legacy-estimate.ts');
const { evaluateEstimateForm } = await import('${SOURCE}core/view/estimate-form.ts');
const { estimateFormValuesFrom, taxFormValuesFrom } = await import('${SOURCE}core/view/link-values.ts');
const { evaluateTaxForm } = await import('${SOURCE}core/view/tax-evaluation.ts');
const { BENCH_BODIES } = await import('${new URL('../../bench/bodies.ts', import.meta.url).href}');
const ok = (validation) => { if (!validation.ok) throw new Error(JSON.stringify(validation)); return validation.value; };
for (let i = 0; i < 20000; i++) {
  taxImpactAnswer(ok(validateTaxImpactRequest(JSON.parse(BENCH_BODIES['/api/v2/tax-impact']))));
  estimateV2(ok(validateV2Request(JSON.parse(BENCH_BODIES['/api/v2/estimate']))));
  estimateLegacy(ok(validateLegacyRequest(JSON.parse(BENCH_BODIES['/api/estimate']))));
}
const query = 'propertyType=multifamily_5plus&purchasePrice=12000000&zip=10001&placedInService=2024-05-15&passiveActivity=not_limited&taxableIncome=300000&filingStatus=married_joint&saleDate=2034-09-30&studyFee=8000&state=MN&case=typical&stateTaxRate=0.0985';
for (let i = 0; i < 10000; i++) {
  const params = new URLSearchParams(query);
  const estimate = evaluateEstimateForm(estimateFormValuesFrom(params));
  const tax = evaluateTaxForm(estimate.input, taxFormValuesFrom(params, '2026-11-29'), '2026-11-29');
  if (tax.kind !== 'result') throw new Error(tax.kind);
}
`;

describe('optimised code for a lookup keyed by a request word', () => {
  it('is not thrown away by answers to fresh bodies and queries', { timeout: 90_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--trace-opt', '--trace-deopt', '--input-type=module', '-e', CHILD], {
      maxBuffer: 64 * 1024 * 1024,
    });
    // The trace says what it is read for: the engine's code was optimised, and V8 still reports
    // what it throws away in the form read below (were either to change, this test would read nothing).
    expect(stdout).toMatch(/completed (optimizing|compiling) \S+ <JSFunction federalTaxImpact /);
    expect(stdout).toMatch(/bailout \(kind: [^,]+, reason: [^)]+\): begin\. deoptimizing \S+ <JSFunction /);
    const thrownAway = [...stdout.matchAll(/reason: unexpected name in keyed access\): begin\. deoptimizing \S+ <JSFunction (\S+)/g)].map((match) => match[1]);
    // Before the fix (2026-11-29): about 35 a run, in federalTaxImpact and the page's field check.
    // After it: none or one, the state's table meeting its second state (the link's MN after the
    // ZIP's NY) once, as any lookup does when a second key appears; two leaves room for one more such.
    expect(thrownAway.length, thrownAway.join(', ')).toBeLessThanOrEqual(2);
  });
});
