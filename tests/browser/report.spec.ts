import { execFileSync } from 'node:child_process';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { STATE_LAW } from '../../src/core/domain/law/states/index.ts';
import { formatLongDate, formatUsd } from '../../src/core/view/format.ts';
import { startServer } from '../support/server.ts';
import { pdftotextExecutable } from '../support/system-tools.ts';
import { apiEstimate, waitForHydration } from './helpers.ts';

/**
 * The page printed as `<name>-<format>.pdf`, its pages also written as PNG to look at
 * (pdftoppm, from the same poppler-utils as pdftotext): the file, its page count, each page's
 * text with its layout, and the page a text is on (its whitespace run together).
 */
async function printReport(page: Page, testInfo: TestInfo, name: string, format: 'Letter' | 'A4') {
  const pdftotext = pdftotextExecutable();
  const file = testInfo.outputPath(`${name}-${format}.pdf`);
  const pdf = await page.pdf({ path: file, format });
  execFileSync(pdftotext.replace(/pdftotext$/, 'pdftoppm'), ['-png', '-r', '60', file, testInfo.outputPath(`${name}-${format}`)]);
  const pages = execFileSync(pdftotext, ['-layout', file, '-']).toString().split('\f');
  return {
    file,
    pageCount: pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)!.length,
    pages,
    pageOf: (text: string) => pages.findIndex((onPage) => onPage.replace(/\s+/g, ' ').includes(text)),
  };
}

/** Both texts found in the PDF, and on the same page (a missing text fails, not two "not found"s that agree). */
function samePage(pageOf: (text: string) => number, first: string, second: string, label: string) {
  const page = pageOf(first);
  expect(page, `${label}: "${first}" is in the report`).toBeGreaterThanOrEqual(0);
  expect(pageOf(second), `${label}: "${second}" on the page of "${first}"`).toBe(page);
}

/** The report's headings: none may end a page, away from what it heads (issue 41). */
const HEADINGS = [
  'Inputs and assumptions',
  'Basis by recovery class',
  'What you keep',
  'What it could mean for your taxes',
  'Tax saved each year with the study',
  'The sale on',
  'Deductions allowed and tax saved by year',
  'Deductions and tax saved by year',
];

/** No page but the last ends with one of the report's headings. */
function expectNoHeadingEndsAPage(pages: string[], format: string) {
  for (const end of pageEnds(pages))
    expect(
      HEADINGS.some((heading) => end.startsWith(heading)),
      `${format} page ends with "${end}"`,
    ).toBe(false);
}

/** The last line of text on each page but the last, above the page's footer. */
function pageEnds(pages: string[]): string[] {
  return pages.slice(0, -1).map((text) => {
    const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.includes('Preliminary estimate: not a cost segregation study'));
    return lines.at(-1)?.trim() ?? '';
  });
}

const QUERY = 'propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15&studyYear=2024&passiveActivity=not_limited';

test.describe('printed report (Print / Save as PDF)', () => {
  for (const format of ['Letter', 'A4'] as const) {
    test(`${format}: at most two pages, numbered; a title block, the inputs and assumptions as values, the basis by class with its method and convention, the headline, the range, the chart, every year in two columns, the disclaimer, sources and the public link; no form labels or buttons`, async ({
      page,
      request,
    }, testInfo) => {
      const pdftotext = pdftotextExecutable();
      const dayBefore = new Date().toISOString().slice(0, 10); // the report's date: this day, or the next if midnight passes
      await page.goto(`/v2/estimate?${QUERY}`);
      await waitForHydration(page, 'estimator');
      await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
      const file = testInfo.outputPath(`estimate-report-${format}.pdf`);
      const pdf = await page.pdf({ path: file, format });
      await testInfo.attach(`estimate-report-${format}`, { path: file, contentType: 'application/pdf' });
      // The pages as images, to look at (pdftoppm from the same poppler-utils as pdftotext).
      execFileSync(pdftotext.replace(/pdftotext$/, 'pdftoppm'), ['-png', '-r', '60', file, testInfo.outputPath(`estimate-report-${format}`)]);

      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)!.length).toBeLessThanOrEqual(2);
      const text = execFileSync(pdftotext, ['-layout', file, '-']).toString();
      const flat = text.replace(/\s+/g, ' ');
      const estimate = await apiEstimate(request, { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' });
      for (const expected of [
        'Cost segregation estimate',
        [dayBefore, new Date().toISOString().slice(0, 10)]
          .map((day) => `The property: Light commercial: office, $1,250,000, ZIP 10001. Prepared on ${formatLongDate(day)}`)
          .find((line) => flat.includes(line)) ?? `The property: Light commercial: office, $1,250,000, ZIP 10001. Prepared on ${formatLongDate(dayBefore)}`,
        'page 1 of 2',
        'page 2 of 2',
        'Inputs and assumptions',
        'Land share 38%, New York’s average',
        // The basis by recovery class, with what tax software asks of each (issue 34).
        'Basis by recovery class',
        '5-year property 5 years 200% declining balance Half-year A-1 $89,900',
        '7-year property 7 years 200% declining balance Half-year A-1 $3,100',
        '15-year property 15 years 150% declining balance Half-year A-1 $62,000',
        'Building: nonresidential real property 39 years Straight line Mid-month (May) A-7a $620,000',
        'Land Not depreciated $475,000',
        'Purchase price $1,250,000',
        'Bonus depreciation (IRC 168(k)) of 60%',
        'Purchase price $1,250,000',
        'Placed in service May 15, 2024',
        'Tax rate 37%',
        'Bonus depreciation 60%',
        'Study year 2024',
        'Tax you could save in 2024, federal and New York, at a 37% rate, as a real estate professional $38,750', // 36,675 + New York's 2,075
        // The state, its top rate of the study year (decision 0360), and whether its record is verified.
        `New York, 10.9% (its top rate)${STATE_LAW.NY.verified ? '' : ' (record not verified)'}`,
        formatUsd(estimate.depreciableBasis),
        formatUsd(estimate.low.reclassified),
        formatUsd(estimate.typical.reclassified),
        formatUsd(estimate.high.reclassified),
        'Tax saved each year with the study',
        'Deductions and tax saved by year',
        // Two columns: 2024 beside 2044, and the total under the second.
        '2024 $12,439 $111,560 $38,750 $38,750 2044 $19,871 $15,897',
        '2063 $7,463 $5,968',
        'Total 2024–2063 $775,000 $775,000',
        'not a cost segregation study',
        'Sources:',
        'IRS Publication 946, Appendix A',
        // The public address (PUBLIC_BASE_URL in playwright.config.ts), not the server's own.
        'https://estimate.example.com/methodology',
        'This estimate: https://estimate.example.com/v2/estimate?',
        'propertyType=office&purchasePrice=1250000&zip=10001&passiveActivity=not_limited&placedInService=2024-05-15&studyYear=2024',
      ]) {
        expect(flat, expected).toContain(expected);
      }
      for (const loopback of ['127.0.0.1', 'localhost', '[::1]']) expect(flat, loopback).not.toContain(loopback);
      // No preparer without FIRM_NAME.
      expect(flat).not.toContain('Prepared by');
      expect(flat.match(/Tax you could save/g), 'the headline once').toHaveLength(1);
      // The headline at the top of page 1, under the title block, before the inputs (issue 41).
      expect(flat.indexOf('Tax you could save')).toBeLessThan(flat.indexOf('Inputs and assumptions'));
      expect(flat.indexOf('Cost segregation estimate')).toBeLessThan(flat.indexOf('Tax you could save'));
      // Decision 0301: no fee, sale or limit given, so no "What you keep" block repeating the present value.
      expect(flat).not.toContain('What you keep');
      for (const absent of [
        '(optional)',
        'In dollars,',
        'Your marginal federal rate',
        'More assumptions',
        'Show all',
        'Methodology Widget',
        'Print or save',
        'Copy link',
        'Link to this estimate',
        'Update the figures',
        'How this is computed',
      ]) {
        expect(flat, absent).not.toContain(absent);
      }
      // The price as money: "1250000" only in the estimate's link.
      expect(flat.replace(/purchasePrice=1250000/g, '')).not.toContain('1250000');
    });
  }

  test("with a fee and a sale (issues 18, 35): the net present value heads the report, the fee and sale date are among the inputs, the sale's gain by character in both worlds, in two pages", async ({
    page,
  }, testInfo) => {
    await page.goto(`/v2/estimate?${QUERY}&studyFee=6000&saleDate=2031-06-30`);
    await waitForHydration(page, 'estimator');
    for (const format of ['Letter', 'A4'] as const) {
      const { pageCount, pages, pageOf } = await printReport(page, testInfo, 'estimate-report-fee-sale', format);
      // Issue 41: a sale's report in two pages (it once ended four lines into a third on Letter).
      expect(pageCount, format).toBe(2);
      expectNoHeadingEndsAPage(pages, format);
      const flat = pages.join('\f').replace(/\s+/g, ' ');
      for (const expected of [
        'What the study is worth to you, in today’s money',
        'Study fee $6,000',
        'Sale June 30, 2031, for $1,250,000',
        'Passive-loss limits',
        'The sale on June 30, 2031, the gain by character',
        'The price of $1,250,000 is allocated by fair market value: $60,091 to the 5-, 7- and 15-year property',
        'Without the study With the study',
        'Depreciation taken by the sale $140,773 $255,903',
        'Ordinary gain (IRC 1245 recapture, at your rate) $0 $41,400',
        'Unrecaptured section 1250 gain (at most 25%) $140,773 $119,594',
        'Capital gain (IRC 1231: at 0, 15 or 20%) $0 $94,909',
        'Federal tax at the sale $35,193 $64,198',
        'The study’s change to the tax at the sale: $29,005 more federal tax',
        'page 1 of',
      ]) {
        expect(flat, expected).toContain(expected);
      }
      // Issue 41: a table is not parted from its caption or its notes by a page break, nor a short note (it once left "25, 2026)" atop page 2).
      samePage(pageOf, 'The study’s change to the tax at the sale', 'The sale on June 30, 2031, the gain by character', format);
      // The state's note whole on one page, its last words ("… verified on November 25, 2026)", or "… read on …: not verified against a primary source)") included.
      const note = pageOf('New York, which allows no bonus depreciation');
      expect(note, format).toBeGreaterThanOrEqual(0);
      expect(pages[note]!.replace(/\s+/g, ' '), format).toMatch(
        STATE_LAW.NY.verified
          ? /the chart and the table \(source, verified on [A-Z][a-z]+ \d{1,2}, \d{4}\)/
          : /the chart and the table \(source, read on [A-Z][a-z]+ \d{1,2}, \d{4}: not verified against a primary source\)/,
      );
      samePage(pageOf, 'Total 2024–2031', 'Deductions and tax saved by year', format);
    }
  });

  for (const [owner, query, sold] of [
    // The investor of issue 41: bought in 2021, a look-back study in 2026, sold in 2027.
    [
      'investor',
      'propertyType=residential_ltr&purchasePrice=650000&placedInService=2021-06-15&studyYear=2026&passiveActivity=passive&taxableIncome=180000&netOperatingIncome=30000&saleDate=2027-06-30',
      'June 30, 2027',
    ],
    // The real estate professional of issue 41: a $10M office, over the excess business loss threshold, sold in 2031.
    [
      'professional',
      'propertyType=office&purchasePrice=10000000&placedInService=2026-01-15&passiveActivity=not_limited&taxableIncome=400000&filingStatus=married_joint&netOperatingIncome=600000&saleDate=2031-06-30',
      'June 30, 2031',
    ],
  ] as const) {
    test(`issue 41: the ${owner}'s sale report in two pages, no table parted from its caption or its notes, no heading at a page's foot`, async ({
      page,
    }, testInfo) => {
      await page.goto(`/v2/estimate?${query}`);
      await waitForHydration(page, 'estimator');
      for (const format of ['Letter', 'A4'] as const) {
        const { pageCount, pages, pageOf } = await printReport(page, testInfo, `estimate-report-${owner}`, format);
        expect(pageCount, format).toBe(2);
        expect(pageOf('Cost segregation estimate'), format).toBe(0);
        expect(pageOf('What the study is worth to you'), format).toBe(0);
        samePage(pageOf, 'The study’s change to the tax at the sale', `The sale on ${sold}, the gain by character`, format);
        samePage(pageOf, 'What it could mean for your taxes', 'more depreciation the study takes by the sale', format);
        samePage(pageOf, 'Typical case: ', 'Basis by recovery class', format);
        expectNoHeadingEndsAPage(pages, format);
      }
    });
  }

  // A review's reports (issue 41): a third page began with the sale's table, page 2 half empty; the
  // sale's words split over a page, leaving the taxes' heading at a page's foot.
  for (const [name, query] of [
    [
      'retail-landlord',
      'propertyType=retail&purchasePrice=700000&zip=37203&placedInService=2024-04-01&studyYear=2025&passiveActivity=active_participation&taxableIncome=95000&modifiedAgi=95000&filingStatus=head_of_household&netOperatingIncome=12000&studyFee=3000&saleDate=2028-06-30',
    ],
    [
      'light-commercial-sale',
      'propertyType=other_light_commercial&purchasePrice=1100000&zip=60601&placedInService=2025-12-10&studyYear=2025&passiveActivity=not_limited&taxableIncome=200000&filingStatus=head_of_household&studyFee=4000&saleDate=2030-06-30',
    ],
  ] as const) {
    test(`issue 41, ${name}: whole sections at every break; a third page, if any, begins with the year table`, async ({ page }, testInfo) => {
      await page.goto(`/v2/estimate?${query}`);
      await waitForHydration(page, 'estimator');
      for (const format of ['Letter', 'A4'] as const) {
        const { pageCount, pages, pageOf } = await printReport(page, testInfo, `estimate-report-${name}`, format);
        expect(pageCount, format).toBeLessThanOrEqual(3);
        // The year table's caption: "allowed" under a passive-loss limit only.
        if (pageCount === 3) expect(pages[2]!.trim(), format).toMatch(/^Deductions (allowed )?and tax saved by year/);
        samePage(pageOf, 'more depreciation the study takes by the sale', 'The sale’s extra tax', format);
        samePage(pageOf, 'What it could mean for your taxes', 'more depreciation the study takes by the sale', format);
        samePage(pageOf, 'Sources: ', 'Total 20', format);
        samePage(pageOf, 'Cost segregation estimate', 'In today’s money: the tax savings', format);
        expectNoHeadingEndsAPage(pages, format);
      }
    });
  }

  test('the whole answer (issue 26): "What you keep" and every input that shaped it, opened or not, within three pages', async ({ page }, testInfo) => {
    const pdftotext = pdftotextExecutable();
    await page.goto(
      '/v2/estimate?propertyType=residential_ltr&purchasePrice=650000&zip=37203&placedInService=2026-03-15&passiveActivity=active_participation&netOperatingIncome=30000&otherPassiveIncome=2000&modifiedAgi=140000&studyFee=5000&saleDate=2030-06-30',
    );
    await waitForHydration(page, 'estimator');
    for (const format of ['Letter', 'A4'] as const) {
      const { file, pageCount, pages, pageOf } = await printReport(page, testInfo, 'estimate-report-whole-answer', format);
      expect(pageCount, format).toBeLessThanOrEqual(3);
      // Decision 0330: a third page begins with the year table, the notes and sources after it,
      // never the sources alone (issue 41: "a third page of six lines"); the sale's table stays on page 2.
      if (pageCount === 3) {
        expect(pages[2]!.trim().startsWith('Deductions allowed and tax saved by year'), format).toBe(true);
        expect(pageOf('Sources: '), format).toBe(2);
        expect(pageOf('Total 2026–2030'), format).toBe(2);
      }
      expectNoHeadingEndsAPage(pages, format);
      const flat = execFileSync(pdftotext, [file, '-']).toString().replace(/\s+/g, ' '); // reading order: a cell's words together
      for (const expected of [
        'Study fee',
        '$5,000',
        'June 30, 2030',
        'Active participation',
        'Rental income a year',
        '$30,000',
        'Other passive income a year',
        '$2,000',
        'Modified adjusted gross',
        '$140,000',
        'What you keep',
        'Net value of the study',
        'Break-even fee (worth paying up to)',
        'Payback year',
        'Extra tax at the sale in 2030',
        'Deduction allowed in 2026: without /',
        'Loss suspended in 2026: without /',
        'Study fee, paid',
        'Extra tax at the sale, paid',
        'Deductions allowed and tax saved by year',
        'Building: residential rental property',
        '27.5 years',
        'Mid-month (March)',
        'A-6',
      ]) {
        expect(flat, expected).toContain(expected);
      }
      expect(flat).not.toContain('see "What you keep"');
    }
  });

  test('FIRM_NAME names the preparer, and the link is on PUBLIC_BASE_URL (issue 34)', async ({ page }, testInfo) => {
    const pdftotext = pdftotextExecutable();
    const server = await startServer({ FIRM_NAME: 'Acme Cost Segregation LLP', PUBLIC_BASE_URL: 'https://estimate.acme.example' });
    try {
      await page.goto(`${server.url}/v2/estimate?${QUERY}`);
      await waitForHydration(page, 'estimator');
      const file = testInfo.outputPath('estimate-report-firm-Letter.pdf');
      await page.pdf({ path: file, format: 'Letter' });
      const flat = execFileSync(pdftotext, ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
      expect(flat).toContain('Prepared by Acme Cost Segregation LLP');
      expect(flat).toContain('This estimate: https://estimate.acme.example/v2/estimate?');
      expect(flat).not.toContain(server.url);
    } finally {
      await server.stop();
    }
  });

  test('an exchange among the inputs: its price, that it is one, and a passive loss waiting for a taxable sale (a review)', async ({ page }, testInfo) => {
    await page.goto(
      '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15&studyYear=2024&passiveActivity=passive&netOperatingIncome=20000&saleDate=2031-06-30&exchange=true',
    );
    await waitForHydration(page, 'estimator');
    const { pageCount, pages } = await printReport(page, testInfo, 'exchange', 'Letter');
    const flat = pages.join(' ').replace(/\s+/g, ' ');
    expect(flat).toContain('Sale June 30, 2031, for $1,250,000: a like-kind exchange (IRC 1031)');
    // The row's value wraps in its cell: its words in pieces.
    for (const words of ['Passive: losses only against passive income; the exchange releases none', 'taxable sale (IRC 469(g))']) expect(flat).toContain(words);
    expect(flat).not.toContain('released at sale');
    expect(pageCount).toBeLessThanOrEqual(3);
  });

  test('printed from the landing page: the report alone, not the page’s cards around it (a review found them on the last page)', async ({ page }, testInfo) => {
    await page.goto(`/?${QUERY}`);
    await waitForHydration(page, 'estimator');
    const { pages } = await printReport(page, testInfo, 'landing', 'Letter');
    const flat = pages.join(' ').replace(/\s+/g, ' ');
    expect(flat).toContain('Deductions and tax saved by year');
    for (const chrome of ['How the estimate works', 'For cost segregation firms', 'For developers', 'Cost segregation, in plain words'])
      expect(flat).not.toContain(chrome);
  });

  test('printed before the owner answers: the tax section says why it has no figure, not a heading alone (a review)', async ({ page }, testInfo) => {
    await page.goto('/v2/estimate?propertyType=retail&purchasePrice=3000000&placedInService=2022-05-01');
    await waitForHydration(page, 'estimator');
    const { pages } = await printReport(page, testInfo, 'unanswered', 'Letter');
    const flat = pages.join(' ').replace(/\s+/g, ' ');
    expect(flat).toContain(
      'What it could mean for your taxes What the study saves in tax depends on what this estimate was not told: how you take part in this property.',
    );
    expect(flat).not.toContain('answer the questions above');
    // Paper has nothing below to answer in (a review): the headline asks, the page's link says where.
    expect(flat).toContain('depends on you, not the building: tell us how you take part in this property.');
    expect(flat).not.toMatch(/\bbelow\b/);
  });

  test('a landlord’s forty years with the suspended loss beside them fit the page’s width (a review: two halves ran off the page)', async ({ page }) => {
    // A4's 210 mm less the report's 11 mm margins (base.css, @page), in CSS px: the narrower of the two formats.
    await page.setViewportSize({ width: Math.floor(((210 - 22) / 25.4) * 96), height: 1000 });
    await page.goto(
      '/v2/estimate?propertyType=office&purchasePrice=12000000&zip=10001&passiveActivity=active_participation&taxableIncome=150000&filingStatus=married_joint&netOperatingIncome=60000&modifiedAgi=150000&placedInService=2026-11-29&studyYear=2026',
    );
    await waitForHydration(page, 'estimator');
    await page.emulateMedia({ media: 'print' });
    const table = page.locator('.report-year-table');
    await expect(table.locator('tbody tr')).toHaveCount(41);
    await expect(table.locator('thead th', { hasText: 'Suspended (passive)' })).toHaveCount(1);
    const { right, width } = await table.evaluate((element) => ({ right: element.getBoundingClientRect().right, width: document.documentElement.clientWidth }));
    expect(right).toBeLessThanOrEqual(width);
  });

  test('printed from a dark screen, the report takes the paper’s palette, every colour as printed from a light one (a review)', async ({ page }) => {
    await page.goto(`/v2/estimate?${QUERY}`);
    await waitForHydration(page, 'estimator');
    const palette = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return Object.fromEntries([...style].filter((name) => name.startsWith('--')).map((name) => [name, style.getPropertyValue(name).trim()]));
      });
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    const light = await palette();
    expect(Object.keys(light)).toContain('--bar-fee');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    expect(await palette()).toEqual(light);
  });

  test('the button shows only with a result, once the page runs', async ({ page }) => {
    await page.goto('/v2/estimate');
    await waitForHydration(page, 'estimator');
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await page.getByLabel('Property type').selectOption('retail');
    await page.getByLabel('Purchase price').fill('900000');
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  });
});
