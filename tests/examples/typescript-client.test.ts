import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../support/app.ts';
import { postJson } from '../support/http-client.ts';

/**
 * examples/typescript-client as an integrator uses it: types generated from the served document
 * with openapi-typescript, checked with its own tsconfig, then run against the service. Each
 * tool runs on the pinned Node, from this project's node_modules (the versions its
 * package.json names).
 */
const root = new URL('../../', import.meta.url);
const example = fileURLToPath(new URL('examples/typescript-client/', root));
const bin = (path: string) => fileURLToPath(new URL(`node_modules/${path}`, root));
const run = promisify(execFile);

/** Runs a Node script; resolves with its output, or rejects with it (code, stdout, stderr) for the failure message. */
async function node(args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: example, env: { ...process.env, NO_COLOR: '1' } });
    return stdout + stderr;
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    throw new Error(`node ${args.join(' ')} exited with ${code}:\n${stdout}${stderr}`);
  }
}

/**
 * The request log's API lines from output line `from` on, once there are at least `count` of
 * them (the log is batched): polled every 10 ms for up to 5 s, then whatever is there.
 */
async function apiLogLines(count: number, from = 0): Promise<Array<{ method: string; path: string; status: number }>> {
  const lines = () =>
    server
      .output()
      .slice(from)
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'api_request');
  for (let waited = 0; lines().length < count && waited < 5_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  return lines();
}

let server: RunningApp;
let directory: string;
beforeAll(async () => {
  server = await startApp();
  directory = mkdtempSync(join(tmpdir(), 'costseg-client-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(directory, { recursive: true, force: true });
});

describe('examples/typescript-client', () => {
  // The openapi-typescript CLI in a child process: seconds, more on a loaded machine.
  it('api.d.ts is what openapi-typescript generates from the served document (npm run generate)', { timeout: 60_000 }, async () => {
    const fresh = join(directory, 'api.d.ts');
    await node([bin('openapi-typescript/bin/cli.js'), `${server.url}/api/openapi.json`, '-o', fresh]);
    const checkedIn = readFileSync(join(example, 'api.d.ts'), 'utf8');
    expect(
      readFileSync(fresh, 'utf8') === checkedIn,
      'examples/typescript-client/api.d.ts is stale: start the server (npm start) and run `npm run generate` in that folder',
    ).toBe(true);
  });

  // A whole tsc run (10-15 s on a loaded 2-core machine): more than the suite's 20 s default allows for.
  it('type-checks with its own tsconfig, as an integrator compiles it', { timeout: 60_000 }, async () => {
    await node([bin('typescript/bin/tsc'), '-p', '.']);
  });

  // The client runs in a child process (Node strips its types on the way): seconds on a loaded machine.
  it('calls every endpoint and prints what the API answers', { timeout: 60_000 }, async () => {
    const office = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' };
    const v2 = (await postJson(`${server.url}/api/v2/estimate`, office)).body;
    const refused = await postJson(`${server.url}/api/v2/estimate`, { propertyType: 'office', purchasePrice: 10_000 });
    const tax = (await postJson(`${server.url}/api/v2/tax-impact`, { ...office, placedInService: '2024-05-15', taxRate: 0.37 })).body;
    const legacy = (await postJson(`${server.url}/api/estimate`, { purchase_price: 1_000_000, property_type: 'general_office' })).body;
    const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
    const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;
    // The request log is written in batches (up to 20 ms late): count from after this test's own
    // four API requests are in it, so none of them lands among the client's.
    await apiLogLines(4);
    const before = server.output().length;

    const output = await node(['client.ts', server.url]);

    expect(output.trim().split('\n')).toEqual([
      `v2 estimate: ${v2.label}, basis ${usd(v2.depreciableBasis)}, typical ${usd(v2.typical.reclassified)}`,
      `v2 refused (400): ${refused.body.issues.join('; ')}`,
      `tax impact: ${tax.studyYear.year} additional deduction ${usd(tax.studyYear.additionalDeduction)}, tax savings ${usd(tax.studyYear.taxSavings)} at 37%`,
      `legacy estimate: ${legacy.property_type_label}, tax savings ${usd(legacy.estimated_tax_savings_range.low)} to ${usd(legacy.estimated_tax_savings_range.high)}`,
      `document: OpenAPI ${document.openapi}, ${Object.keys(document.paths).length} paths`,
    ]);
    // The service saw each call: the request log has a line per API request.
    const logged = (await apiLogLines(4, before)).map(({ method, path, status }) => `${method} ${path} ${status}`);
    expect(logged).toEqual(['POST /api/v2/estimate 200', 'POST /api/v2/estimate 400', 'POST /api/v2/tax-impact 200', 'POST /api/estimate 200']);
  });

  it('names the versions of openapi-fetch, openapi-typescript and TypeScript this project tests it with', () => {
    const ours = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    const its = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'));
    for (const name of ['openapi-fetch', 'openapi-typescript', 'typescript', '@types/node']) {
      expect(its.dependencies[name] ?? its.devDependencies[name], name).toBe(ours.devDependencies[name]);
    }
    expect(its.overrides).toEqual(ours.overrides);
  });

  it("docs/api.md's excerpt is client.ts as it is: each of its lines, in order", () => {
    const guide = readFileSync(new URL('docs/api.md', root), 'utf8');
    const excerpt = /<!-- client\.ts -->\n```ts\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(excerpt, 'docs/api.md: a ```ts block after <!-- client.ts -->').toBeDefined();
    const code = readFileSync(join(example, 'client.ts'), 'utf8').split('\n');
    let at = 0;
    for (const line of excerpt!.split('\n').filter((text) => text.trim() !== '' && text.trim() !== '// ...')) {
      const found = code.indexOf(line, at);
      expect(found, `docs/api.md line not in client.ts (or out of order): ${line}`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
  });
});
