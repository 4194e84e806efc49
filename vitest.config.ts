import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Projects, each run by name (package.json):
 *   `unit` and `http`: the core and the server's parts, and the app's handler in-process
 *     (tests/http, from source, no build): `npm run test:unit`, the quick loop;
 *   `examples`: each example generated, type-checked and run; `e2e`: the built `npm start`
 *     server and `npm run dev`;
 *   `load`: 100 connections for 15 s against the built server, alone, after the others
 *     (`npm run test:load`; `npm test` runs it in its own step).
 * A worker per core, and at least two: Vitest's default leaves one core free (one worker on a
 * two-core machine), while most files here wait on a server or a child process, not the CPU.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // The pure core and the server's parts hold no state a file could leave behind for the
          // next, so their files share a module graph per worker: about a third off the quick loop.
          isolate: false,
          // Property tests of thousands of runs take up to about 4 s alone. On two cores shared with
          // six busy processes, two of them took 22 and 28 s and failed at 20 s (a helper's runs
          // beside CI failed so twice). Their work is bounded, so a longer limit hides no hang for long.
          testTimeout: 60_000,
          include: ['tests/core/**/*.test.ts', 'tests/config/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/bench/**/*.test.ts', 'tests/docs/**/*.test.ts'],
        },
      },
      { extends: true, test: { name: 'http', sequence: { groupOrder: 0 }, include: ['tests/http/**/*.test.ts'] } },
      // examples/: each example generated, type-checked and run against the app in-process.
      { extends: true, test: { name: 'examples', sequence: { groupOrder: 0 }, include: ['tests/examples/**/*.test.ts'] } },
      { extends: true, test: { name: 'e2e', sequence: { groupOrder: 0 }, include: ['tests/e2e/**/*.test.ts'], exclude: ['tests/e2e/load.test.ts'] } },
      { extends: true, test: { name: 'load', include: ['tests/e2e/load.test.ts'], sequence: { groupOrder: 1 } } },
    ],
  },
});
