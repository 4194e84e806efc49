import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { STATE_LAW } from '../../src/core/domain/law/states/index.ts';
import { formatLongDate, formatUsd } from '../../src/core/view/format.ts';
import { pdftotextExecutable } from '../support/system-tools.ts';
import { apiEstimate, waitForHydration } from './helpers.ts';

const QUERY = 'propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15';

test.describe('printed report (Print / Save as PDF)', () => {
  for (const format of ['Letter', 'A4'] as const) {
    test(`${format}: at most two pages; a title block, the inputs and assumptions as values, the headline, the range, the chart, every year, the disclaimer, sources and link; no form labels or buttons`, async ({
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
          .map((day) => `Prepared on ${formatLongDate(day)} for Light commercial: office, $1,250,000, ZIP 10001`)
          .find((line) => flat.includes(line)) ?? `Prepared on ${formatLongDate(dayBefore)} for Light commercial: office, $1,250,000, ZIP 10001`,
        'Inputs and assumptions',
        'Purchase price $1,250,000',
        'Placed in service May 15, 2024',
        'Tax rate 37%',
        'Bonus depreciation 60%',
        'Study year 2024',
        'Tax you could save in 2024, federal and New York, at a 37% rate, if your losses are usable as they come $38,750', // 36,675 + New York's 2,075
        `New York, 10.9%${STATE_LAW.NY.verified ? '' : ' (record not verified)'}`, // the state, and whether its record is verified
        formatUsd(estimate.depreciableBasis),
        formatUsd(estimate.low.reclassified),
        formatUsd(estimate.typical.reclassified),
        formatUsd(estimate.high.reclassified),
        'Tax saved each year with the study',
        'Deductions and tax saved by year',
        '2063 $7,463 $5,968',
        'not a cost segregation study',
        'Sources:',
        'This estimate: http://',
        '/v2/estimate?',
        'propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15',
      ]) {
        expect(flat, expected).toContain(expected);
      }
      expect(flat.match(/Tax you could save/g), 'the headline once').toHaveLength(1);
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

  test('with a fee and a sale (issue 18): the net present value heads the report, the fee and sale date are among the inputs, still at most two pages', async ({
    page,
  }, testInfo) => {
    const pdftotext = pdftotextExecutable();
    await page.goto(`/v2/estimate?${QUERY}&studyFee=6000&saleDate=2031-06-30`);
    await waitForHydration(page, 'estimator');
    for (const format of ['Letter', 'A4'] as const) {
      const file = testInfo.outputPath(`estimate-report-fee-sale-${format}.pdf`);
      const pdf = await page.pdf({ path: file, format });
      execFileSync(pdftotext.replace(/pdftotext$/, 'pdftoppm'), ['-png', '-r', '60', file, testInfo.outputPath(`estimate-report-fee-sale-${format}`)]);
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)!.length, format).toBeLessThanOrEqual(2);
      const flat = execFileSync(pdftotext, ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
      for (const expected of ['What the study is worth to you, in today’s money', 'Study fee $6,000', 'Sale June 30, 2031', 'Passive-loss limits']) {
        expect(flat, expected).toContain(expected);
      }
    }
  });

  test('the whole answer (issue 26): "What you keep" and every input that shaped it, opened or not, within two pages', async ({ page }, testInfo) => {
    const pdftotext = pdftotextExecutable();
    await page.goto(
      '/v2/estimate?propertyType=residential_ltr&purchasePrice=650000&zip=37203&placedInService=2026-03-15&passiveActivity=active_participation&netOperatingIncome=30000&otherPassiveIncome=2000&modifiedAgi=140000&studyFee=5000&saleDate=2030-06-30',
    );
    await waitForHydration(page, 'estimator');
    for (const format of ['Letter', 'A4'] as const) {
      const file = testInfo.outputPath(`estimate-report-whole-answer-${format}.pdf`);
      const pdf = await page.pdf({ path: file, format });
      execFileSync(pdftotext.replace(/pdftotext$/, 'pdftoppm'), ['-png', '-r', '60', file, testInfo.outputPath(`estimate-report-whole-answer-${format}`)]);
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)!.length, format).toBeLessThanOrEqual(2);
      const flat = execFileSync(pdftotext, [file, '-']).toString().replace(/\s+/g, ' '); // reading order: a cell's words together
      for (const expected of [
        'Study fee',
        '$5,000',
        'June 30, 2030',
        'Active participation',
        'Rental income a year, before depreciation',
        '$30,000',
        'Other passive income a year',
        '$2,000',
        'Modified adjusted gross income',
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
      ]) {
        expect(flat, expected).toContain(expected);
      }
      expect(flat).not.toContain('see "What you keep"');
    }
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
