import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BUDGET_NOTICE } from '../../src/server/page-budget.ts';
import { freshClientIp } from '../support/http-client.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** The built pages within their budget (docs/decisions/0313-pages-within-a-budget.md). */
describe('the estimate page within a budget', { timeout: 60_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1', LOG_REQUESTS: 'false' });
  });
  afterAll(() => server.stop());

  const page = (query: string, client: string) =>
    fetch(`${server.url}/v2/estimate?${query}`, { headers: { 'X-Forwarded-For': client, 'Accept-Encoding': 'br, gzip' } });

  it('a flood of one link: every answer carries the figures, compressed, with Astro’s policy', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => page('propertyType=office&purchasePrice=1250000', freshClientIp())));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(['br', 'gzip']).toContain(answer.headers.get('content-encoding'));
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
      expect(await answer.text()).toContain('$1,062,500');
    }
  });

  it('the 61st computed render a minute from one address is the form without figures, and says why', async () => {
    const client = freshClientIp();
    for (let i = 0; i < 60; i++) expect((await page(`propertyType=office&purchasePrice=${1_000_000 + i}`, client)).status).toBe(200);
    const over = await page('propertyType=office&purchasePrice=1250000&zip=10001', client);
    expect(over.status).toBe(200);
    const html = await over.text();
    expect(html).toContain(PAGE_BUDGET_NOTICE);
    expect(html).not.toContain('$775,000');
    expect(html).toContain('<form');
  });
});
