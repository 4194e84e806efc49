import { MAX_BODY_BYTES } from './limits.ts';

/**
 * What the v2 endpoints say about a request as a whole (`field: "body"` in `problems`): a body
 * that is not a JSON object, empty, malformed or too large, or another method than POST. Each
 * name in snake_case is the problem's code (problem-codes.ts). The legacy endpoint uses the same
 * words in its own error shape.
 */
export const REQUEST_MESSAGES = {
  bodyNotObject: 'The request body must be a JSON object',
  bodyEmpty: 'The request body is empty: send a JSON object',
  bodyMalformedJson: 'The request body is not valid JSON',
  bodyTooLarge: `The request body must be at most ${MAX_BODY_BYTES / 1024} KiB (${MAX_BODY_BYTES} bytes)`,
  bodyEncoded: 'The request body must be sent as it is: a Content-Encoding (gzip, br, deflate) is not accepted',
  methodNotAllowed: (method: string) => `Method ${method} is not allowed: use POST`,
} as const;
