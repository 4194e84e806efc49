import { estimateV2 } from '../../domain/estimate/estimate.ts';
import { type AllIssuesValidation, validateV2Request } from '../validate.ts';
import { BODY_PROBLEM_MESSAGES, type EstimateContract, type JsonReply } from './contract.ts';

/** The error bodies of the v2 endpoints (estimate and tax impact): { error, issues: [string, ...] }. */
export const V2_ERRORS: EstimateContract['errors'] = {
  rateLimited: () => ({ error: 'rate_limited' }),
  methodNotAllowed: (method) => ({ error: 'method_not_allowed', issues: [`Method ${method} is not allowed: use POST`] }),
  unreadableBody: (problem) => ({
    error: problem === 'too_large' ? 'payload_too_large' : 'invalid_request',
    issues: [BODY_PROBLEM_MESSAGES[problem]],
  }),
};

/** A v2 endpoint's answer to a validated body: 200 with what `compute` makes of it, or 400 with every issue. */
export function v2Reply<T>(input: AllIssuesValidation<T>, compute: (value: T) => unknown): JsonReply {
  return input.ok ? { status: 200, body: compute(input.value) } : { status: 400, body: { error: 'invalid_request', issues: input.issues } };
}

/** POST /api/v2/estimate: the current contract. */
export const v2EstimateContract: EstimateContract = {
  name: 'v2',
  estimate: (body) => v2Reply(validateV2Request(body), estimateV2),
  errors: V2_ERRORS,
};
