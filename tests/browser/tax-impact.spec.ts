import { expect, type Page, test } from '@playwright/test';
import type { TaxImpact } from '../../src/core/domain/tax/tax-impact.ts';
import { formatLongDate, formatPercent, formatUsd } from '../../src/core/view/format.ts';
import { STATE_TREATMENT_WORDS } from '../../src/core/view/state-words.ts';
import { apiTaxImpact, attachScreenshot, openCheckedAt, waitForHydration, watchConsole } from './helpers.ts';

const QUERY = 'propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15&studyYear=2024&passiveActivity=not_limited';

/** POST /api/v2/tax-impact as a distinct client. */
/** The figures the page shows, as text. */
async function shownFigures(page: Page) {
  const text = (id: string) => page.getByTestId(`tax-${id}`).textContent();
  return {
    without: await text('without'),
    with: await text('with'),
    additional: await text('additional'),
    savings: await text('savings'),
    presentValue: await text('present-value'),
  };
}

function expectedFigures(result: TaxImpact) {
  return {
    without: formatUsd(result.studyYear.withoutStudy),
    with: formatUsd(result.studyYear.withStudy),
    additional: formatUsd(result.studyYear.additionalDeduction),
    savings: formatUsd(result.studyYear.taxSavings),
    presentValue: formatUsd(result.presentValue.additionalTaxSavings),
  };
}

test.describe('tax impact without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a pre-filled URL shows the same dollars as the API, with chart and table', async ({ page, request }) => {
    for (const [query, body] of [
      [QUERY, { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2024-05-15' }],
      [
        'propertyType=residential_ltr&purchasePrice=450000&placedInService=2021-11-03&taxRate=0.32&case=high&bonusRate=0&discountRate=8%25&studyYear=2025&passiveActivity=not_limited',
        {
          propertyType: 'residential_ltr',
          purchasePrice: 450_000,
          placedInService: '2021-11-03',
          taxRate: 0.32,
          case: 'high',
          bonusRate: 0,
          discountRate: 0.08,
          studyYear: 2025,
        },
      ],
    ] as const) {
      const expected = await apiTaxImpact(request, body);
      await page.goto(`/v2/estimate?${query}`);
      expect(await shownFigures(page)).toEqual(expectedFigures(expected));
      // From the study year on, a line a year (no fee, no sale here).
      const fromStudy = expected.schedule.filter((row) => row.year >= expected.studyYear.year);
      const rows = page.locator('.year-table tbody tr');
      await expect(rows).toHaveCount(fromStudy.length);
      await expect(rows.first()).toContainText(formatUsd(fromStudy[0]!.withStudy));
      await expect(page.locator('.savings-chart svg g[data-year]')).toHaveCount(10);
      if (expected.studyYear.catchUp > 0)
        await expect(page.getByTestId('tax-result')).toContainText(`catch-up deduction of ${formatUsd(expected.studyYear.catchUp)}`);
    }
  });

  test("the state's part (issue 27): its treatment in a sentence, its saving and rate as the API has them, its source with the day it was read, and whether verified", async ({
    page,
    request,
  }) => {
    // New York, Texas, California: the ZIP codes' states; whether each is verified is read from the API, never assumed here.
    // The study year 2024: each state's own top rate of 2024 (decision 0360).
    for (const zip of ['10001', '75201', '94103']) {
      const body = { propertyType: 'office', purchasePrice: 1_250_000, zip, placedInService: '2024-05-15' };
      const { state } = (await apiTaxImpact(request, body)) as TaxImpact & { state: NonNullable<TaxImpact['state']> & { verifiedOn: string } };
      await page.goto(
        `/v2/estimate?propertyType=office&purchasePrice=1250000&zip=${zip}&placedInService=2024-05-15&studyYear=2024&passiveActivity=not_limited`,
      );
      const note = page.getByTestId('state-note');
      if (state.treatment === 'none') await expect(note).toContainText(`${state.name} has no income tax on wages or rental income`);
      else
        await expect(note).toContainText(
          `${state.name}, ${STATE_TREATMENT_WORDS[state.treatment]}: its tax saved in the study year is ${formatUsd(state.studyYear.taxSavings)} at its top rate, ${formatPercent(state.taxRate)}`,
        );
      const day = formatLongDate(state.verifiedOn);
      const link = note.getByRole('link', {
        name: state.verified ? `source, verified on ${day}` : `source, read on ${day}: not verified against a primary source`,
      });
      await expect(link).toHaveAttribute('href', `/methodology#state-${state.code.toLowerCase()}`);
    }
    // A rate the owner gives is the owner's, not the state's top rate (a review).
    await page.goto(
      '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15&studyYear=2024&passiveActivity=not_limited&stateTaxRate=6%25',
    );
    await expect(page.getByTestId('state-note')).toContainText(' at 6%, added');
  });

  test('each figure says what it is: federal beside a state, the rate used with the 3.8% tax, the tax at sale the answer has (federal and state)', async ({
    page,
    request,
  }) => {
    const body = {
      propertyType: 'office',
      purchasePrice: 1_250_000,
      zip: '10001',
      placedInService: '2024-05-15',
      investmentIncomeTax: true,
      saleDate: '2030-06-30',
      // The 3.8% reaches a passive rental (decision 0350): an investor whose other passive income takes every loss.
      passiveActivity: 'passive',
      netOperatingIncome: 0,
      otherPassiveIncome: 1_000_000,
    };
    const result = await apiTaxImpact(request, body);
    const investor = QUERY.replace('passiveActivity=not_limited', 'passiveActivity=passive&netOperatingIncome=0&otherPassiveIncome=1000000');
    await page.goto(`/v2/estimate?${investor}&investmentIncomeTax=true&saleDate=2030-06-30`);
    // 37% and 3.8%: the rate the figure is at, named with its parts.
    const savings = page.getByTestId('tax-savings').locator('..');
    await expect(savings).toHaveText(`Federal tax savings in 2024 at 40.8% (37% and the 3.8% tax)${formatUsd(result.studyYear.taxSavings)}`);
    await expect(page.getByTestId('tax-present-value').locator('..')).toContainText('All the federal tax savings, valued today');
    const taxAtSale = result.schedule.reduce((total, row) => total + (row.taxAtSale ?? 0) + (row.stateTaxAtSale ?? 0), 0);
    expect(taxAtSale).toBeGreaterThan(result.sale!.additionalTax); // New York's part is in it
    await expect(page.locator('.chart-note')).toContainText(`the sale taxes that back (${formatUsd(taxAtSale)}, in 2030, federal and New York)`);
  });

  test('a link with an unknown choice (state=XX, case=HIGH, filingStatus=joint, averageStay=weekly) says so by each field', async ({ page }) => {
    await page.goto(`/v2/estimate?${QUERY}&state=XX&case=HIGH&filingStatus=joint`);
    for (const [name, message] of [
      ['state', 'Choose a state, or leave it to your ZIP code'],
      ['case', 'Choose low, typical or high'],
      ['filingStatus', 'Choose your filing status'],
    ] as const) {
      await expect(page.locator(`#${name}-error`), name).toHaveText(message);
      await expect(page.locator(`select#${name}`)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByTestId('tax-result')).toHaveText('Correct the assumptions marked above to see the figures.');
    await page.goto('/v2/estimate?propertyType=residential_str&purchasePrice=650000&zip=37203&placedInService=2024-05-15&averageStay=weekly');
    await expect(page.locator('#averageStay-error')).toHaveText('Choose the average guest stay');
    await expect(page.locator('#averageStay-error')).toBeVisible();
  });

  test('the assumptions submit with the form, and wrong ones get a message by the field', async ({ page }) => {
    await page.goto(`/v2/estimate?${QUERY}`);
    // Blank: the study year's top rate, as the API's default.
    await expect(page.getByLabel('Tax rate', { exact: true })).toHaveValue('');
    await page.getByLabel('Tax rate', { exact: true }).fill('24%');
    await page.getByRole('button', { name: 'Update the figures' }).click();
    await expect(page).toHaveURL(/taxRate=24%25/);
    await expect(page.getByTestId('tax-savings')).toHaveText(formatUsd(Math.round(99_121 * 0.24)));

    await page.goto(`/v2/estimate?${QUERY.replace('studyYear=2024', 'studyYear=2070')}&taxRate=140%25`);
    await expect(page.locator('#taxRate-error')).toHaveText('Enter a tax rate from 0 to 100%');
    await expect(page.locator('#studyYear-error')).toHaveText('Enter a year from 2024 to 2063, or leave it blank');
    await expect(page.getByTestId('tax-result')).toHaveText('Correct the assumptions marked above to see the figures.');
  });
});

test.describe('one meaning per rate: a fraction, as the API takes it, or a percent with its sign', () => {
  test('taxRate=0.37 and taxRate=37% show the saving the API gives for 0.37; taxRate=37 says how to write it, and shows no figures', async ({
    page,
    request,
  }) => {
    const api = await apiTaxImpact(request, { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2024-05-15', taxRate: 0.37 });
    // 37% as a visitor types it in the address bar, the % unescaped, reads as a browser reads it.
    for (const taxRate of ['0.37', '37%25', '37%']) {
      await page.goto(`/v2/estimate?${QUERY}&taxRate=${taxRate}`);
      await expect(page.getByTestId('tax-savings'), taxRate).toHaveText(formatUsd(api.studyYear.taxSavings));
      expect(await shownFigures(page)).toEqual(expectedFigures(api));
      await expect(page.getByLabel('Tax rate', { exact: true })).toHaveValue('37%');
    }

    await page.goto(`/v2/estimate?${QUERY}&taxRate=37`);
    await expect(page.getByLabel('Tax rate', { exact: true })).toHaveValue('37');
    await expect(page.locator('#taxRate-error')).toHaveText('Write 37% or 0.37, not a bare 37');
    await expect(page.getByLabel('Tax rate', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('tax-result')).toHaveText('Correct the assumptions marked above to see the figures.');
  });

  test('a visitor who types a bare 24 is told at once; 24% or 0.24 recompute, and the link carries 0.24', async ({ page }) => {
    await page.goto(`/v2/estimate?${QUERY}`);
    await waitForHydration(page, 'estimator');
    const field = page.getByLabel('Tax rate', { exact: true });
    await field.fill('24');
    await expect(page.locator('#taxRate-error')).toHaveText('Write 24% or 0.24, not a bare 24');
    await expect(page.getByTestId('tax-savings')).toHaveCount(0);
    for (const typed of ['24%', '0.24']) {
      await field.fill(typed);
      await expect(page.getByTestId('tax-savings'), typed).toHaveText(formatUsd(Math.round(99_121 * 0.24)));
      await expect(page).toHaveURL(/&taxRate=0\.24&placedInService=2024-05-15&studyYear=2024$/);
    }
  });
});

test.describe('tax impact with JavaScript', () => {
  test('editing the assumptions recomputes with no network request, and the URL follows', async ({ page, request }) => {
    const errors = watchConsole(page);
    await page.goto(`/v2/estimate?${QUERY}`);
    await waitForHydration(page, 'estimator');
    const expected24 = await apiTaxImpact(request, {
      propertyType: 'office',
      purchasePrice: 1_250_000,
      zip: '10001',
      placedInService: '2024-05-15',
      taxRate: 0.24,
    });
    const expectedLookBack = await apiTaxImpact(request, {
      propertyType: 'office',
      purchasePrice: 1_250_000,
      zip: '10001',
      placedInService: '2024-05-15',
      taxRate: 0.24,
      studyYear: 2027,
      bonusRate: 0.5,
    });
    // Every request but the favicon, which Chromium fetches again itself when the URL changes,
    // and the code of the parts the page loads at the first change (the chart, the year table,
    // the report: Deferred.tsx), a static script fetched once, never a computation.
    const requests: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.endsWith('/favicon.svg')) return;
      if (req.resourceType() === 'script' && url.pathname.startsWith('/_astro/')) return;
      requests.push(req.url());
    });

    await page.getByLabel('Tax rate', { exact: true }).fill('24%');
    await expect(page.getByTestId('tax-savings')).toHaveText(formatUsd(expected24.studyYear.taxSavings));
    expect(await shownFigures(page)).toEqual(expectedFigures(expected24));
    await expect(page).toHaveURL(/taxRate=0\.24&placedInService=2024-05-15&studyYear=2024$/);

    // The link gives the study year, so "More assumptions" is open.
    await expect(page.locator('details.more-assumptions')).toHaveAttribute('open', '');
    await page.getByLabel('Study year').fill('2027');
    await page.getByLabel('Bonus depreciation', { exact: true }).fill('0.5');
    await expect(page.getByTestId('tax-with')).toHaveText(formatUsd(expectedLookBack.studyYear.withStudy));
    expect(await shownFigures(page)).toEqual(expectedFigures(expectedLookBack));
    await expect(page).toHaveURL(/taxRate=0\.24&placedInService=2024-05-15&bonusRate=0\.5&studyYear=2027$/);

    // Without a property, the assumptions are not a task of their own: the section goes.
    await page.getByLabel('Purchase price').fill('lots');
    await expect(page.locator('#tax-heading')).toHaveCount(0);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('defaults: placed in service today, pinned in the link; the tax rate blank (the year’s top rate), typical; the submit button is gone', async ({
    page,
  }) => {
    const before = new Date().toISOString().slice(0, 10);
    await page.goto('/v2/estimate?propertyType=retail&purchasePrice=800000');
    await waitForHydration(page, 'estimator');
    // Today (UTC) as the server saw it: the day before or after the page loaded, if it loaded at midnight.
    const after = new Date().toISOString().slice(0, 10);
    await expect(page.getByLabel('Placed in service')).toHaveValue(new RegExp(`^(${before}|${after})$`));
    await expect(page.getByLabel('Tax rate', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Case')).toHaveValue('typical');
    await expect(page.getByRole('button', { name: 'Update the figures' })).toHaveCount(0);
    await expect(page).toHaveURL(/\?propertyType=retail&purchasePrice=800000&placedInService=\d{4}-\d{2}-\d{2}&studyYear=\d{4}$/);
  });

  test('axe finds nothing; screenshots at 375 and 1280 px', async ({ page }, testInfo) => {
    for (const width of [375, 1280]) {
      await openCheckedAt(page, `/v2/estimate?${QUERY.replace('studyYear=2024', 'studyYear=2026')}`, width);
      await attachScreenshot(page, testInfo, `tax-impact-${width}`, '.tax-impact');
    }
  });
});
