/**
 * bench/LIGHTHOUSE.md from Lighthouse results: per page the four category scores and three
 * metrics, then, under the goal of 100 in each category, every audit that kept a score below
 * 100, by page and category, so a reader sees why. Pure: the runner is bench/lighthouse.ts.
 */
import type { Result } from 'lighthouse';

export interface PageResult {
  /** The path measured, with its query. */
  path: string;
  /** The run reported (the median of the page's runs by performance score). */
  lhr: Result;
  /** Performance scores of every run, to show the spread. */
  performanceRuns: number[];
}

export interface ReportContext {
  date: string;
  machine: string;
  /** The browser's own version (its user agent carries only the major one). */
  chromiumVersion: string;
  runsPerPage: number;
}

export const CATEGORIES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best practices'],
  ['seo', 'SEO'],
] as const;

/** Scored audits only: informative, manual and not-applicable ones never lower a score. */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

export const scoreOf = (lhr: Result, category: string): number | null => {
  const score = lhr.categories[category]?.score;
  return score === null || score === undefined ? null : Math.round(score * 100);
};

/** The run whose performance score is the median (the lower middle for an even count). */
export function medianRun(runs: readonly Result[]): Result {
  const sorted = [...runs].sort((a, b) => (scoreOf(a, 'performance') ?? 0) - (scoreOf(b, 'performance') ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface FailingAudit {
  /** Lighthouse's title, with what it measured and its score. */
  text: string;
  /** Whether it has a weight in the category's score (insights and some checks have none). */
  weighted: boolean;
}

/** The audits of a category that scored below 1, weighted ones first. */
export function failingAudits(lhr: Result, category: string): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || !SCORED_MODES.has(audit.scoreDisplayMode)) continue;
    const weighted = ref.weight > 0;
    const detail = [audit.displayValue, `score ${Math.round(audit.score * 100)}`, weighted ? '' : 'no weight'].filter(Boolean).join(', ');
    failing.push({ text: `${oneLine(audit.title)} (${detail})`, weighted });
  }
  return failing.sort((a, b) => Number(b.weighted) - Number(a.weighted));
}

export function lighthouseReport(pages: readonly PageResult[], context: ReportContext): string {
  const first = pages[0]?.lhr;
  const settings = first?.configSettings;
  const lines: string[] = [
    '# Lighthouse results',
    '',
    `${context.date} · ${context.machine} · Chromium ${context.chromiumVersion} (headless) · Lighthouse ${first?.lighthouseVersion ?? 'unknown'}`,
    '',
    `\`npm run lighthouse\`: the production server (\`npm start\` over the build) on loopback; Lighthouse's default ` +
      `${settings?.formFactor ?? 'mobile'} settings (a mid-range phone, throttling ${settings?.throttlingMethod ?? 'simulate'}d: ` +
      `${settings?.throttling.rttMs ?? '?'} ms RTT, ${Math.round((settings?.throttling.throughputKbps ?? 0) / 100) / 10} Mbit/s, ` +
      `CPU slowed ${settings?.throttling.cpuSlowdownMultiplier ?? '?'}x). ` +
      `${context.runsPerPage} run${context.runsPerPage === 1 ? '' : 's'} per page; the median run by performance score is reported. ` +
      `Benchmark index of this machine: ${Math.round(first?.environment.benchmarkIndex ?? 0)}.`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { path, lhr, performanceRuns } of pages) {
    const spread = performanceRuns.length > 1 ? ` (runs: ${performanceRuns.join(', ')})` : '';
    const scores = CATEGORIES.map(([id], index) => `${scoreOf(lhr, id) ?? '–'}${index === 0 ? spread : ''}`);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
    lines.push(
      `| \`${path}\` | ${scores.join(' | ')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`,
    );
  }
  lines.push('', '## Goal: 100 in each category; anything lower is explained below', '');
  lines.push(
    "Each page's scored audits below 100, by category, in Lighthouse's own words and measures. Those without a weight (insights, and checks such as Max Potential First Input Delay) cost no points; they are listed for what they point at.",
    '',
  );
  for (const { path, lhr } of pages) {
    lines.push(`### \`${path}\``, '');
    const below = CATEGORIES.filter(([id]) => (scoreOf(lhr, id) ?? 100) < 100);
    lines.push(below.length === 0 ? '100 in each category.' : `Below 100: ${below.map(([id, name]) => `${name} ${scoreOf(lhr, id) ?? '–'}`).join(', ')}.`, '');
    for (const [id, name] of CATEGORIES) {
      const audits = failingAudits(lhr, id);
      if (audits.length === 0) {
        if ((scoreOf(lhr, id) ?? 100) < 100) lines.push(`- **${name}**: no single audit below 100 (the weighted metrics round down)`);
        continue;
      }
      lines.push(`- **${name} ${scoreOf(lhr, id) ?? '–'}**:`);
      for (const audit of audits) lines.push(`  - ${audit.text}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Audit titles may hold Markdown (`<html>`) and, rarely, line breaks; a table cell or list item needs one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
