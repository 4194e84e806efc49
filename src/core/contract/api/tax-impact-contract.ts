import { taxImpactAnswer } from '../tax-impact/answer.ts';
import type { EstimateContract } from './contract.ts';
import { V2_ERRORS, v2Reply } from './v2-contract.ts';
import { validateTaxImpactRequest } from './validate.ts';

/**
 * POST /api/v2/tax-impact: the depreciation schedule and tax savings of the v2 estimate, with
 * the v2 error bodies and its own rate-limit budget. Its request is the field table's
 * (../tax-impact/fields.ts), its answer tax-impact/answer.ts.
 */
export const taxImpactContract: EstimateContract = {
  name: 'taxImpact',
  estimate: (body) => v2Reply(validateTaxImpactRequest(body), taxImpactAnswer),
  errors: V2_ERRORS,
};
