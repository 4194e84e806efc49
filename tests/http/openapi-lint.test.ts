import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../support/app.ts';

/**
 * The document as served, linted by Redocly CLI with its recommended rules and nothing turned
 * off (redocly.yaml extends `recommended` and adds no rule of its own), as an integrator's
 * tooling would lint it.
 */
const REDOCLY = fileURLToPath(new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));
const CONFIG = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

let server: RunningApp;
let directory: string;
beforeAll(async () => {
  server = await startApp({ LOG_REQUESTS: 'false' });
  directory = mkdtempSync(join(tmpdir(), 'costseg-openapi-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(directory, { recursive: true, force: true });
});

describe('GET /api/openapi.json under `redocly lint` (recommended rules)', () => {
  // The Redocly CLI starts in a child process: seconds, more on a loaded machine.
  it('has no error and no warning', { timeout: 60_000 }, async () => {
    const file = join(directory, 'openapi.json');
    writeFileSync(file, await (await fetch(`${server.url}/api/openapi.json`)).text());
    // The pinned Node runs the CLI (its own Node check warns on older ones); JSON out, to count.
    const { stdout } = await promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--config', CONFIG, '--format', 'json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' })); // it exits 1 on an error: the report says which
    const report = JSON.parse(stdout) as LintReport;
    const problems = report.problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });
});
