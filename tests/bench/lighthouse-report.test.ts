import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { failingAudits, lighthouseReport, medianRun } from '../../bench/lighthouse-report.ts';

/** The parts of a Lighthouse result the report reads; the rest of a real one is left out. */
function result(
  scores: Record<string, number>,
  audits: Record<string, { title: string; score: number | null; mode: string; value?: string; weight?: number }>,
): Result {
  const categories = Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [
      id,
      { id, score: score / 100, auditRefs: Object.entries(audits).map(([auditId, audit]) => ({ id: auditId, weight: audit.weight ?? 0 })) },
    ]),
  );
  const auditResults = Object.fromEntries(
    Object.entries(audits).map(([id, audit]) => [id, { id, title: audit.title, score: audit.score, scoreDisplayMode: audit.mode, displayValue: audit.value }]),
  );
  return {
    categories,
    audits: auditResults,
    lighthouseVersion: '13.5.0',
    environment: { hostUserAgent: 'HeadlessChrome/156.0.0.0', benchmarkIndex: 2000 },
    configSettings: { formFactor: 'mobile', throttlingMethod: 'simulate', throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 } },
  } as unknown as Result;
}

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };

describe('bench/lighthouse-report.ts', () => {
  it('reports the median run by performance score', () => {
    const runs = [91, 99, 95].map((performance) => result({ ...perfect, performance }, {}));
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('lists scored audits below 100, weighted first; informative and not-applicable ones never', () => {
    const lhr = result(perfect, {
      insight: { title: 'Render-blocking requests', score: 0, mode: 'metricSavings', value: 'Est savings of 70 ms' },
      contrast: { title: 'Background and foreground colors do not have a sufficient contrast ratio.', score: 0, mode: 'binary', weight: 7 },
      info: { title: 'Diagnostics', score: 0, mode: 'informative' },
      na: { title: 'Not here', score: null, mode: 'notApplicable' },
      passed: { title: 'Passed', score: 1, mode: 'binary', weight: 3 },
    });
    expect(failingAudits(lhr, 'accessibility').map((audit) => audit.text)).toEqual([
      'Background and foreground colors do not have a sufficient contrast ratio. (score 0)',
      'Render-blocking requests (Est savings of 70 ms, score 0, no weight)',
    ]);
  });

  it('writes the scores table and, under the goal, why each page is below 100', () => {
    const below = result(
      { ...perfect, accessibility: 93 },
      {
        'largest-contentful-paint': { title: 'Largest Contentful Paint', score: 1, mode: 'numeric', value: '1.2 s', weight: 25 },
        contrast: { title: 'Contrast is too low', score: 0, mode: 'binary', weight: 7 },
      },
    );
    const report = lighthouseReport(
      [
        { path: '/', lhr: result(perfect, {}), performanceRuns: [100] },
        { path: '/widget', lhr: below, performanceRuns: [100] },
      ],
      { date: '2026-11-21', machine: 'Test CPU · 2 cores', chromiumVersion: '156.0.8078.79', runsPerPage: 1 },
    );
    expect(report).toContain('2026-11-21 · Test CPU · 2 cores · Chromium 156.0.8078.79 (headless) · Lighthouse 13.5.0');
    expect(report).toContain('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
    expect(report).toContain('| `/widget` | 100 | 93 | 100 | 100 | 1.2 s | – | – |');
    expect(report).toContain('## Goal: 100 in each category; anything lower is explained below');
    expect(report).toContain('### `/`\n\n100 in each category.');
    expect(report).toContain('### `/widget`\n\nBelow 100: Accessibility 93.');
    expect(report).toContain('- **Accessibility 93**:\n  - Contrast is too low (score 0)');
  });
});
