import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { formatUsd } from '../../src/core/view/format.ts';
import { pdftotextExecutable } from '../support/system-tools.ts';
import { apiEstimate, waitForHydration } from './helpers.ts';

const QUERY = 'propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15';

test.describe('printed report (Print / Save as PDF)', () => {
  test('one page with the inputs, the range, the land share, the tax figures, the date, the address and the disclaimer; no navigation or buttons', async ({
    page,
    request,
  }, testInfo) => {
    const pdftotext = pdftotextExecutable();
    await page.goto(`/v2/estimate?${QUERY}`);
    await waitForHydration(page, 'estimator');
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    const file = testInfo.outputPath('estimate-report.pdf');
    const pdf = await page.pdf({ path: file, format: 'Letter' });
    await testInfo.attach('estimate-report', { path: file, contentType: 'application/pdf' });

    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    const text = execFileSync(pdftotext, ['-layout', file, '-']).toString();
    const estimate = await apiEstimate(request, { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' });
    for (const expected of [
      'Light commercial: office',
      '1250000',
      '10001',
      formatUsd(estimate.depreciableBasis),
      '38%',
      formatUsd(estimate.low.reclassified),
      formatUsd(estimate.typical.reclassified),
      formatUsd(estimate.high.reclassified),
      '$12,439',
      '$111,560',
      '$99,121',
      '$36,675',
      new Date().toISOString().slice(0, 10),
      '/v2/estimate?propertyType=office',
      'not a cost segregation study',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const absent of ['Methodology', 'Print or save', 'Copy link', 'Link to this estimate', 'Update the figures', 'Deductions by tax year']) {
      expect(text, absent).not.toContain(absent);
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
