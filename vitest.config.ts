import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // HTTP tests start the built server in child processes; give them room on 2 cores.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
