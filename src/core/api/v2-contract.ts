import { estimateV2 } from '../estimate.ts';
import { validateV2Request } from '../validate.ts';
import { BODY_PROBLEM_MESSAGES, type EstimateContract } from './contract.ts';

/** POST /api/v2/estimate: the current contract. Errors: { error, issues: [string, ...] }. */
export const v2EstimateContract: EstimateContract = {
  name: 'v2',
  estimate(body) {
    const input = validateV2Request(body);
    return input.ok ? { status: 200, body: estimateV2(input.value) } : { status: 400, body: { error: 'invalid_request', issues: input.issues } };
  },
  errors: {
    rateLimited: () => ({ error: 'rate_limited' }),
    methodNotAllowed: (method) => ({ error: 'method_not_allowed', issues: [`Method ${method} is not allowed: use POST`] }),
    unreadableBody: (problem) => ({
      error: problem === 'too_large' ? 'payload_too_large' : 'invalid_request',
      issues: [BODY_PROBLEM_MESSAGES[problem]],
    }),
  },
};
