import { defineConfig } from '@playwright/test';
import { freePort } from './tests/support/free-port.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/support/system-tools.ts';

/**
 * Browser tests run against the built production server, as a visitor sees it. Two workers share
 * it: pages compute in the browser, and every API request a test makes comes from its own
 * X-Forwarded-For address (tests/browser/helpers.ts, distinctClient), so no test spends another's
 * rate-limit budget; tests wait on conditions, never on the clock.
 */
// A free port, chosen once by the runner: its workers inherit the variable, so all agree on it,
// and runs in other checkouts on the same machine do not collide.
process.env.BROWSER_TEST_PORT ??= String(await freePort());
const port = Number(process.env.BROWSER_TEST_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  webServer: {
    // `npm start`'s command (its pre-checks and build are done by `npm test`'s pretest).
    command: 'node_modules/.bin/node src/server/main.ts', // the pinned Node 24, whoever runs playwright
    url: `${baseURL}/`,
    // Tests ask the API for reference numbers as many distinct clients (X-Forwarded-For).
    // PUBLIC_BASE_URL: the widget configurator's snippets must name it.
    env: { HOST: '127.0.0.1', PORT: String(port), TRUST_PROXY: '1', PUBLIC_BASE_URL: 'https://estimate.example.com' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
