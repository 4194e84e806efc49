import type { EstimateContract } from './contract.ts';
import { legacyEstimateContract } from './legacy-contract.ts';
import { API_ROUTES } from './routes.ts';
import { taxImpactContract } from './tax-impact-contract.ts';
import { v2EstimateContract } from './v2-contract.ts';

/** Each estimate route and the contract it answers with: the server routes by it, the OpenAPI document lists it. */
export const ESTIMATE_ROUTES: ReadonlyArray<{ path: string; contract: EstimateContract }> = [
  { path: API_ROUTES.v2Estimate, contract: v2EstimateContract },
  { path: API_ROUTES.legacyEstimate, contract: legacyEstimateContract },
  { path: API_ROUTES.taxImpact, contract: taxImpactContract },
];
