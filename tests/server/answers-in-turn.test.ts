import { stat } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerInTurn, TURN_AT_MOST } from '../../src/server/answers-in-turn.ts';

describe('answerInTurn', () => {
  it('figures an answer once the turn is over, not when it is asked for', async () => {
    let figured = false;
    const answer = answerInTurn(() => {
      figured = true;
      return 42;
    });
    expect(figured).toBe(false);
    await expect(answer).resolves.toBe(42);
    expect(figured).toBe(true);
  });

  it('waits for the other callbacks of the phase it was asked in, as the reads of other sockets', async () => {
    // Two immediates queued together run in one phase, as the reads of sockets ready together do;
    // an answer asked for in the first is figured after the second, not between them.
    const events: string[] = [];
    const answered = new Promise<void>((done) => {
      setImmediate(() => {
        void answerInTurn(() => events.push('answer asked in the first')).then(() => done());
      });
      setImmediate(() => events.push('the second callback'));
    });
    await answered;
    expect(events).toEqual(['the second callback', 'answer asked in the first']);
  });

  it('keeps a lone request waiting for nothing: read in a poll, it is answered before a timer set first', async () => {
    // A file's stat calls back in the poll phase, as a socket's read does; the check phase that
    // follows comes before the next timers, however soon they are due.
    const events: string[] = [];
    await new Promise<void>((done) =>
      stat(fileURLToPath(import.meta.url), () => {
        setTimeout(() => {
          events.push('timer');
          done();
        }, 0);
        void answerInTurn(() => events.push('answer'));
      }),
    );
    expect(events).toEqual(['answer', 'timer']);
  });

  it('figures the answers of one turn back to back, in order, before any reply goes out', async () => {
    const events: string[] = [];
    const replies = [0, 1, 2].map((index) =>
      answerInTurn(() => {
        events.push(`answer ${index}`);
        return index;
      }).then((value) => events.push(`reply ${value}`)),
    );
    await Promise.all(replies);
    expect(events).toEqual(['answer 0', 'answer 1', 'answer 2', 'reply 0', 'reply 1', 'reply 2']);
  });

  it('rejects only the answer that throws; the others of its turn are answered', async () => {
    const failure = new Error('a bug in one answer');
    const results = await Promise.allSettled([
      answerInTurn(() => 'first'),
      answerInTurn(() => {
        throw failure;
      }),
      answerInTurn(() => 'third'),
    ]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 'first' },
      { status: 'rejected', reason: failure },
      { status: 'fulfilled', value: 'third' },
    ]);
  });

  it('answers one asked for while a turn is being answered, in a turn of its own', async () => {
    const events: string[] = [];
    let inner: Promise<string> | undefined;
    await answerInTurn(() => {
      events.push('first');
      inner = answerInTurn(() => {
        events.push('second');
        return 'asked from inside';
      });
      return 'first';
    });
    expect(events).toEqual(['first']);
    await expect(inner).resolves.toBe('asked from inside');
    expect(events).toEqual(['first', 'second']);
  });
});

describe('a turn under a flood', () => {
  it(`figures at most ${TURN_AT_MOST} answers, and sends their replies before it figures the rest, in order`, async () => {
    const events: string[] = [];
    const count = 2 * TURN_AT_MOST + 5;
    const replies = Array.from({ length: count }, (_, index) =>
      answerInTurn(() => {
        events.push(`answer ${index}`);
        return index;
      }).then((value) => events.push(`reply ${value}`)),
    );
    await Promise.all(replies);
    // Each turn: its answers back to back, then their replies; the next turn's answers after them.
    const expected: string[] = [];
    for (let first = 0; first < count; first += TURN_AT_MOST) {
      const turn = Array.from({ length: Math.min(TURN_AT_MOST, count - first) }, (_, offset) => first + offset);
      expected.push(...turn.map((index) => `answer ${index}`), ...turn.map((index) => `reply ${index}`));
    }
    expect(events).toEqual(expected);
  });

  it('answers one asked for while a capped turn is answered after those already waiting', async () => {
    const events: string[] = [];
    let late: Promise<unknown> | undefined;
    const all = Array.from({ length: TURN_AT_MOST + 2 }, (_, index) =>
      answerInTurn(() => {
        if (index === 0) late = answerInTurn(() => events.push('asked during the turn'));
        return events.push(`answer ${index}`);
      }),
    );
    await Promise.all(all);
    await late;
    expect(events.slice(-3)).toEqual([`answer ${TURN_AT_MOST}`, `answer ${TURN_AT_MOST + 1}`, 'asked during the turn']);
  });
});
