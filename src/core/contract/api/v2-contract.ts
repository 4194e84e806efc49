import { estimateV2 } from '../../domain/estimate/estimate.ts';
import { snakeCase } from '../problem-codes.ts';
import { REQUEST_MESSAGES } from '../request-messages.ts';
import type { ApiProblem } from './api-problems.ts';
import { BODY_PROBLEM_NAMES, type EstimateContract } from './contract.ts';
import { reply, validateV2Request } from './validate.ts';

/** A problem with the request as a whole: one entry in `issues`, and its code in `problems`. */
function requestError(error: string, problem: ApiProblem) {
  return { error, issues: [problem.message], problems: [problem] };
}

/**
 * The error bodies of the v2 endpoints (estimate and tax impact): { error, issues: [string, ...],
 * problems: [{ field, code, message }, ...] }, `problems` one per issue, in the same order.
 */
export const V2_ERRORS: EstimateContract['errors'] = {
  rateLimited: () => ({ error: 'rate_limited' }),
  methodNotAllowed: (method) =>
    requestError('method_not_allowed', { field: 'body', code: 'method_not_allowed', message: REQUEST_MESSAGES.methodNotAllowed(method) }),
  unreadableBody: (problem) => {
    const name = BODY_PROBLEM_NAMES[problem];
    return requestError(problem === 'too_large' ? 'payload_too_large' : problem === 'encoded' ? 'unsupported_media_type' : 'invalid_request', {
      field: 'body',
      code: snakeCase(name),
      message: REQUEST_MESSAGES[name],
    });
  },
};

/** POST /api/v2/estimate: the current contract. */
export const v2EstimateContract: EstimateContract = {
  name: 'v2',
  estimate: (body) => reply(validateV2Request(body), estimateV2),
  errors: V2_ERRORS,
};
