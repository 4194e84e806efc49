import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_ROUTES } from '../../../src/core/contract/api/estimate-contracts.ts';
import { API_ROUTES } from '../../../src/core/contract/api/routes.ts';
import { taxImpactContract } from '../../../src/core/contract/api/tax-impact-contract.ts';

/**
 * Issue 40: POST /api/v2/tax-impact reads as Hono's app.post(path, validator, handler) does, in
 * four files: the route table (estimate-contracts.ts) names the endpoint module
 * (tax-impact-contract.ts), which validates (validate.ts), answers from the domain's entry
 * (domain/tax/tax-impact.ts) and replies. The server's handler (src/server/estimate-endpoint.ts)
 * is the HTTP around it, the same for every endpoint.
 */
const source = (path: string) => readFileSync(new URL(`../../../src/core/${path}`, import.meta.url), 'utf8');
const runtimeImports = (text: string) => [...text.matchAll(/^import (?!type )[^;]* from '([^']+)';$/gm)].map((match) => match[1]!);

describe('the tax-impact request path', () => {
  it('the route names the endpoint module', () => {
    expect(ESTIMATE_ROUTES.find((route) => route.path === API_ROUTES.taxImpact)?.contract).toBe(taxImpactContract);
  });

  it('the endpoint module reads the validator and the domain’s entry (with the law records its answer cites), nothing else of the contract', () => {
    const imports = runtimeImports(source('contract/api/tax-impact-contract.ts'));
    expect(imports.filter((path) => !path.startsWith('../../domain/'))).toEqual(['./v2-contract.ts', './validate.ts']);
    expect(imports.filter((path) => path.startsWith('../../domain/tax/'))).toEqual(['../../domain/tax/tax-impact.ts']);
    // The owner's state, found as the land share finds it (decision 0351).
    expect(imports.filter((path) => path.startsWith('../../domain/estimate/'))).toEqual(['../../domain/estimate/land.ts']);
    // v2-contract.ts only for the error bodies of a request refused before its body is read.
    expect(source('contract/api/tax-impact-contract.ts')).toMatch(/estimate: \(body\) => reply\(validateTaxImpactRequest\(body\), taxImpactAnswer\)/);
  });

  it('answers 200 with the domain’s answer, or 400 with every problem', () => {
    const ok = taxImpactContract.estimate({ propertyType: 'office', purchasePrice: 1_000_000, placedInService: '2026-03-01' });
    expect(ok.status).toBe(200);
    const refused = taxImpactContract.estimate({ propertyType: 'office', purchasePrice: 10, placedInService: 'soon' });
    expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect((refused.body as { problems: unknown[] }).problems.length).toBeGreaterThanOrEqual(2);
  });
});
