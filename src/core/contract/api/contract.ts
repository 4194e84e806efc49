import { REQUEST_MESSAGES } from '../request-messages.ts';

/** Why a body could not be read as JSON. 'aborted': the client went away before it was complete. */
/** 'encoded': a Content-Encoding other than identity, which the API does not decode (a 415). */
export type BodyProblem = 'too_large' | 'encoded' | 'empty' | 'malformed' | 'aborted';

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
    /** 413 for 'too_large', 415 for 'encoded', 400 for the others ('aborted' is never answered). */
    unreadableBody(problem: Exclude<BodyProblem, 'aborted'>): unknown;
  };
}

/** The name in REQUEST_MESSAGES of each reason a body could not be read as JSON (in snake_case, its problem code). */
export const BODY_PROBLEM_NAMES = {
  too_large: 'bodyTooLarge',
  encoded: 'bodyEncoded',
  empty: 'bodyEmpty',
  malformed: 'bodyMalformedJson',
} as const satisfies Record<Exclude<BodyProblem, 'aborted'>, keyof typeof REQUEST_MESSAGES>;

/** Human words for a body that could not be read as JSON, shared by both contracts. */
export const BODY_PROBLEM_MESSAGES: Readonly<Record<Exclude<BodyProblem, 'aborted'>, string>> = {
  too_large: REQUEST_MESSAGES[BODY_PROBLEM_NAMES.too_large],
  encoded: REQUEST_MESSAGES[BODY_PROBLEM_NAMES.encoded],
  empty: REQUEST_MESSAGES[BODY_PROBLEM_NAMES.empty],
  malformed: REQUEST_MESSAGES[BODY_PROBLEM_NAMES.malformed],
};
