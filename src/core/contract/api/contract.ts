import { MAX_BODY_BYTES } from './policy.ts';

/** Why a body could not be read as JSON. 'aborted': the client went away before it was complete. */
export type BodyProblem = 'too_large' | 'empty' | 'malformed' | 'aborted';

/** A status and a JSON body, before it is written. */
export interface JsonReply {
  status: number;
  body: unknown;
}

/**
 * What makes one estimate endpoint different from the other: its error shapes and its core.
 * Pure: the server's handler (src/server/estimate-endpoint.ts) and the OpenAPI document's
 * example answers both call it.
 */
export interface EstimateContract {
  /** Key prefix of its rate-limit budget (each endpoint has its own), and its OpenAPI tag. */
  name: 'v2' | 'legacy' | 'taxImpact';
  /** Validates a parsed JSON body and computes the estimate, or says what is wrong. */
  estimate(body: unknown): JsonReply;
  /** The endpoint's error bodies for failures found before validation. */
  errors: {
    rateLimited(): unknown;
    methodNotAllowed(method: string): unknown;
    /** 413 for 'too_large', 400 for the others ('aborted' is never answered). */
    unreadableBody(problem: Exclude<BodyProblem, 'aborted'>): unknown;
  };
}

/** Human words for a body that could not be read as JSON, shared by both contracts. */
export const BODY_PROBLEM_MESSAGES: Readonly<Record<Exclude<BodyProblem, 'aborted'>, string>> = {
  too_large: `The request body must be at most ${MAX_BODY_BYTES / 1024} KiB (${MAX_BODY_BYTES} bytes)`,
  empty: 'The request body is empty: send a JSON object',
  malformed: 'The request body is not valid JSON',
};
