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
 * others are answered as they would have been. Order is kept.
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

let waiting: Waiting<unknown>[] = [];

function answerWaiting(): void {
  const turn = waiting;
  waiting = [];
  for (const { answer, resolve, reject } of turn) {
    try {
      resolve(answer());
    } catch (error) {
      reject(error);
    }
  }
}
