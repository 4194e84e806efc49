/**
 * When a form judges what the visitor types: once the visitor pauses (PAUSE_MS) or leaves the
 * field, or makes a choice, never at the first keystroke, so typing "650000" does not flash a
 * message at "6" and take the result away. Until then the form shows what it showed: the last
 * good result, or the messages of the last judgement; a valid answer shows at once. The page's
 * island and the widget keep two sets of values (as typed, as last judged) and ask this what to
 * show (docs/decisions/0203-a-field-is-judged-when-the-visitor-pauses.md).
 */

/** How long the visitor's typing must rest before it is judged (and the widget tells the host page). */
export const PAUSE_MS = 500;

/**
 * What a form shows while the visitor types: the state of the values as typed when it is an
 * `answer` (an estimate, the tax figures), else the state of the values as last judged: the last
 * good result, or the messages of the last judgement.
 */
export function stateWhileTyping<State extends { kind: string }>(typed: State, judged: State, answer: State['kind']): State {
  return typed.kind === answer ? typed : judged;
}
