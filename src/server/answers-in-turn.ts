/**
 * The answers the event loop's poll phase brought in, figured together once it is over: an
 * endpoint's pure answer (src/core/contract/api/; the tax impact's, api-routes.ts) is asked for
 * through `answerInTurn`, which runs it in a `setImmediate` with every other answer asked for in
 * the same turn, one after another, and the replies then go out together as their promises settle.
 *
 * Why (docs/decisions/0353-answers-in-turn.md): under load, an answer figured between one
 * socket's read and the next costs several times what it costs in a loop, as the other sockets'
 * reading and writing evict its code and data; figured back to back, each costs about what it
 * costs alone. A lone request waits for nothing: its turn ends as soon as it is read.
 *
 * Each answer is its own: one that throws rejects only its own promise (the app's 500), and the
 * others are answered as they would have been. Order is kept. A turn figures at most
 * TURN_AT_MOST answers: under a flood, the rest wait for the next turn, after the replies of this
 * one have gone out, so that no reply waits for more than a turn's worth of answers.
 */
export function answerInTurn<T>(answer: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting.push({ answer, resolve, reject } as Waiting<unknown>);
    if (waiting.length === 1) setImmediate(answerWaiting);
  });
}

interface Waiting<T> {
  answer: () => T;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

const waiting: Waiting<unknown>[] = [];

/**
 * The most answers one turn figures: more than the bench's 50 connections bring in a poll (about
 * 40), a millisecond or two of the tax impact's; libuv reads up to 1,024 sockets a poll.
 */
export const TURN_AT_MOST = 64;

function answerWaiting(): void {
  const turn = waiting.splice(0, TURN_AT_MOST);
  // The rest wait for the next turn, which comes after this one's replies and the next reads.
  if (waiting.length > 0) setImmediate(answerWaiting);
  for (const { answer, resolve, reject } of turn) {
    try {
      resolve(answer());
    } catch (error) {
      reject(error);
    }
  }
}
