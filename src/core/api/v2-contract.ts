import { estimateV2 } from '../estimate.ts';
import { validateV2Request } from '../validate.ts';
import { BODY_PROBLEM_MESSAGES, type EstimateContract } from './contract.ts';

/** The error bodies of the v2 endpoints (estimate and tax impact): { error, issues: [string, ...] }. */
export const V2_ERRORS: EstimateContract['errors'] = {
  rateLimited: () => ({ error: 'rate_limited' }),
  methodNotAllowed: (method) => ({ error: 'method_not_allowed', issues: [`Method ${method} is not allowed: use POST`] }),
  unreadableBody: (problem) => ({
    error: problem === 'too_large' ? 'payload_too_large' : 'invalid_request',
    issues: [BODY_PROBLEM_MESSAGES[problem]],
  }),
};

/** POST /api/v2/estimate: the current contract. */
export const v2EstimateContract: EstimateContract = {
  name: 'v2',
  estimate(body) {
    const input = validateV2Request(body);
    return input.ok ? { status: 200, body: estimateV2(input.value) } : { status: 400, body: { error: 'invalid_request', issues: input.issues } };
  },
  errors: V2_ERRORS,
};
