import { estimateLegacy } from '../../domain/estimate/legacy-estimate.ts';
import { BODY_PROBLEM_MESSAGES, type EstimateContract } from './contract.ts';
import { RATE_LIMIT_BLOCK_SECONDS, RATE_LIMIT_POINTS } from './policy.ts';
import { validateLegacyRequest } from './validate.ts';

/** POST /api/estimate: the legacy contract. Errors: { error, message, field }, one field at a time. */
export const legacyEstimateContract: EstimateContract = {
  name: 'legacy',
  estimate(body) {
    const input = validateLegacyRequest(body);
    return input.ok
      ? { status: 200, body: estimateLegacy(input.value) }
      : { status: 400, body: { error: 'validation_error', message: input.message, field: input.field } };
  },
  errors: {
    rateLimited: () => ({
      error: 'rate_limit',
      message: `Too many requests: the limit is ${RATE_LIMIT_POINTS} per minute. Please retry in ${RATE_LIMIT_BLOCK_SECONDS} seconds.`,
    }),
    methodNotAllowed: (method) => ({ error: 'method_not_allowed', message: `Method ${method} is not allowed: use POST` }),
    unreadableBody: (problem) => ({
      error: problem === 'too_large' ? 'payload_too_large' : problem === 'encoded' ? 'unsupported_media_type' : 'validation_error',
      message: BODY_PROBLEM_MESSAGES[problem],
      field: 'body',
    }),
  },
};
