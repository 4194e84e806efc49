import { expect, type Page, test } from '@playwright/test';
import type { TaxImpact } from '../../src/core/domain/tax/tax-impact.ts';
import { formatUsd } from '../../src/core/view/format.ts';
import { apiTaxImpact, attachScreenshot, openCheckedAt, waitForHydration, watchConsole } from './helpers.ts';

/** Issue 18's worked office: 100% bonus, sold after five years; issue 21's date acquired. */
const OFFICE = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2025-05-15' } as const;
const OFFICE_QUERY = 'propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2025-05-15&studyYear=2025&passiveActivity=not_limited';

/** What the page shows in "What you keep", against the API's answer. */
async function expectKeepFigures(page: Page, expected: TaxImpact) {
  const { netBenefit, sale } = expected;
  await expect(page.getByTestId('keep-npv')).toHaveText(formatUsd(netBenefit.netPresentValue));
  await expect(page.getByTestId('keep-break-even')).toHaveText(
    netBenefit.breakEvenFee === null || netBenefit.breakEvenFee === 0 ? /^None: / : formatUsd(netBenefit.breakEvenFee),
  );
  // The year, and when the study loses money what follows it (the sale takes the savings back);
  // without a fee there is nothing to pay back, and no payback year (decision 0309).
  if (netBenefit.studyFee === 0) await expect(page.getByTestId('keep-payback')).toHaveCount(0);
  else
    await expect(page.getByTestId('keep-payback')).toHaveText(
      netBenefit.paybackYear === null
        ? /^Not within the schedule/
        : netBenefit.netPresentValue < 0 && sale
          ? new RegExp(`^${netBenefit.paybackYear}, but the tax at the sale in ${sale.year} takes the savings back$`)
          : String(netBenefit.paybackYear),
    );
  // Federal and, with a state, the state's (issue 27).
  const stateAtSale = (expected as TaxImpact & { state: { additionalTaxAtSale: number } | null }).state?.additionalTaxAtSale ?? 0;
  if (sale) await expect(page.getByTestId('keep-sale-tax')).toHaveText(formatUsd(sale.additionalTax + stateAtSale));
  else await expect(page.getByTestId('keep-sale-tax')).toHaveCount(0);
  const year = expected.schedule.find((row) => row.year === expected.studyYear.year)!;
  if (year.allowedWithStudy === undefined) await expect(page.getByTestId('keep-allowed')).toHaveCount(0);
  else {
    await expect(page.getByTestId('keep-allowed')).toHaveText(`${formatUsd(year.allowedWithoutStudy!)} / ${formatUsd(year.allowedWithStudy)}`);
    await expect(page.getByTestId('keep-suspended')).toHaveText(`${formatUsd(year.suspendedWithoutStudy!)} / ${formatUsd(year.suspendedWithStudy!)}`);
  }
}

test.describe('what you keep, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('query parameters with the API names: a fee and a sale, then active participation', async ({ page, request }) => {
    await page.goto(`/v2/estimate?${OFFICE_QUERY}&saleDate=2030-06-30&studyFee=8000`);
    await expectKeepFigures(page, await apiTaxImpact(request, { ...OFFICE, saleDate: '2030-06-30', studyFee: 8_000 }));
    await expect(page.getByLabel('Study fee ($)')).toHaveValue('8000');
    // The rental's income is asked of every owner (decision 0342); the other incomes of a limited owner only.
    await expect(page.getByLabel(/yearly income before depreciation/)).toBeVisible();
    await expect(page.getByLabel('Modified adjusted gross income ($)')).toBeHidden();

    const limited = { passiveActivity: 'active_participation', netOperatingIncome: 18_000, modifiedAgi: 130_000 };
    await page.goto(
      '/v2/estimate?propertyType=residential_ltr&purchasePrice=600000&placedInService=2025-03-10&studyYear=2025&passiveActivity=active_participation&netOperatingIncome=18000&modifiedAgi=130000',
    );
    await expectKeepFigures(
      page,
      await apiTaxImpact(request, { propertyType: 'residential_ltr', purchasePrice: 600_000, placedInService: '2025-03-10', ...limited }),
    );
    await expect(page.getByLabel('I’m a landlord who manages it')).toBeChecked();
    await expect(page.getByLabel('Modified adjusted gross income ($)')).toBeVisible();
  });

  test('the choice submits with the form; a missing income is asked for, not marked (decision 0342)', async ({ page, request }) => {
    await page.goto(`/v2/estimate?${OFFICE_QUERY}`);
    // How the owner takes part is asked first, in the tax section (decision 0309); the fee in a
    // section the owner opens (its code loads then).
    await page.getByText('What you keep: the study').click();
    await page.getByLabel('I’m an investor; someone else runs it').check();
    // The passive choice shows the income fields with no script (CSS :has()), but not the MAGI.
    await expect(page.getByLabel(/yearly income before depreciation/)).toBeVisible();
    await expect(page.getByLabel('Modified adjusted gross income ($)')).toBeHidden();
    await page.getByRole('button', { name: 'See what you keep' }).click();
    await expect(page).toHaveURL(/passiveActivity=passive/);
    await expect(page.locator('#netOperatingIncome-error')).toHaveCount(0);
    await expect(page.getByTestId('tax-result')).toHaveText('To see what the study saves you in tax, answer the questions above.');
    await page.getByLabel(/yearly income before depreciation/).fill('$12,000');
    // The sale is asked in the main flow (issue 35): its date, then the rest once there is one.
    const sale = page.getByRole('group', { name: 'Do you plan to sell?' });
    await expect(sale.getByLabel('For about how much? ($)')).toHaveCount(0);
    await sale.getByLabel('Sale date').fill('2025-12-31');
    await page.getByRole('button', { name: 'Update the figures' }).click();
    await expect(page.locator('#saleDate-error')).toHaveText(
      'Enter a date in 2026 to 2065 (after the year placed in service and the study year), or leave it blank',
    );
    await expect(sale.getByLabel('For about how much? ($)')).toBeVisible();
    await sale.getByLabel('Sale date').fill('2030-06-30');
    await page.getByRole('button', { name: 'Update the figures' }).click();
    await expectKeepFigures(page, await apiTaxImpact(request, { ...OFFICE, passiveActivity: 'passive', netOperatingIncome: 12_000, saleDate: '2030-06-30' }));
  });

  test('the date acquired (issue 21), under More assumptions', async ({ page, request }) => {
    await page.goto(
      `/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2025-03-01&studyYear=2025&acquired=2024-12-10&passiveActivity=not_limited`,
    );
    const expected = await apiTaxImpact(request, { ...OFFICE, placedInService: '2025-03-01', acquired: '2024-12-10' });
    expect(expected.assumptions.bonusRate).toBe(0.4); // under contract before 2025-01-20: the TCJA phase-down
    await expect(page.getByLabel('Date acquired')).toHaveValue('2024-12-10');
    await expect(page.getByTestId('tax-with')).toHaveText(formatUsd(expected.studyYear.withStudy));
    await page.goto(`/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2025-03-01&studyYear=2025&acquired=2025-03-02`);
    await expect(page.locator('#acquired-error')).toHaveText('Enter a date on or before the date placed in service: the property is bought, then put in use');
  });
});

test.describe('what you keep, with JavaScript', () => {
  test('a part of the form stays open while the owner clears its last value, and keeps the focus (a review); a message opens a closed one', async ({
    page,
  }) => {
    // No study year in the link: More assumptions starts closed.
    await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2025-05-15&passiveActivity=not_limited');
    await waitForHydration(page, 'estimator');
    // More assumptions, opened by the owner: a bonus typed, then cleared.
    const more = page.locator('details.more-assumptions');
    await more.locator('summary').click();
    const bonus = page.getByLabel('Bonus depreciation');
    await bonus.fill('50%');
    await bonus.blur();
    await bonus.focus();
    await bonus.fill('');
    await page.waitForTimeout(700); // past the pause that judges what was typed
    await expect(more).toHaveAttribute('open', '');
    await expect(bonus).toBeFocused();
    // The land value, the same.
    const land = page.locator('details.land-value');
    await land.locator('summary').click();
    const share = page.getByLabel(/Land share/);
    await share.fill('20%');
    await share.blur();
    await share.focus();
    await share.fill('');
    await page.waitForTimeout(700);
    await expect(land).toHaveAttribute('open', '');
    await expect(share).toBeFocused();
    // Closed by the owner with a study year in it, it stays closed; a date placed in service after
    // that year makes its study year wrong, and the part opens to show the message.
    await page.getByLabel('Study year').fill('2025');
    await page.getByLabel('Study year').blur();
    await more.locator('summary').click();
    await expect(more).not.toHaveAttribute('open', '');
    await page.getByLabel('Placed in service').fill('2026-03-01');
    await page.getByLabel('Placed in service').blur();
    await expect(page.locator('#studyYear-error')).toBeVisible();
    await expect(more).toHaveAttribute('open', '');
  });

  test('live: the figures follow the choices with no request, and the URL carries them', async ({ page, request }) => {
    const errors = watchConsole(page);
    await page.goto(`/v2/estimate?${OFFICE_QUERY}`);
    await waitForHydration(page, 'estimator');
    const requests: string[] = [];
    page.on('request', (req) => {
      if (!req.url().endsWith('/favicon.svg')) requests.push(req.url());
    });
    const body = {
      ...OFFICE,
      studyFee: 8_000,
      saleDate: '2030-06-30',
      passiveActivity: 'active_participation',
      netOperatingIncome: 40_000,
      modifiedAgi: 130_000,
    };
    const expected = await apiTaxImpact(request, body);
    // Opening the section loads its code (once); after that, nothing more is fetched.
    await page.getByText('What you keep: the study').click();
    await page.waitForLoadState('networkidle');
    requests.length = 0;

    await page.getByLabel('Study fee ($)').fill('$8,000');
    await page.getByLabel('Sale date').fill('2030-06-30');
    await page.getByLabel('I’m a landlord who manages it').check();
    await expect(page.getByLabel('Modified adjusted gross income ($)')).toBeVisible();
    await page.getByLabel(/yearly income before depreciation/).fill('40000');
    await page.getByLabel('Modified adjusted gross income ($)').fill('130,000');
    await expectKeepFigures(page, expected);
    await expect(page).toHaveURL(
      /passiveActivity=active_participation&netOperatingIncome=40000&modifiedAgi=130000&placedInService=2025-05-15&studyYear=2025&saleDate=2030-06-30&studyFee=8000$/,
    );

    // The link gives the study year, so "More assumptions" is open.
    await expect(page.locator('details.more-assumptions')).toHaveAttribute('open', '');
    await page.getByLabel('Date acquired').fill('2024-12-10');
    const acquired = await apiTaxImpact(request, { ...body, acquired: '2024-12-10' });
    requests.length = 0;
    await expect(page.getByTestId('tax-with')).toHaveText(formatUsd(acquired.studyYear.withStudy));
    await expectKeepFigures(page, acquired);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing, ${colorScheme}; screenshots at 375 and 1280 px with a sale, a fee and active participation`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme });
      for (const width of [375, 1280]) {
        await openCheckedAt(
          page,
          `/v2/estimate?${OFFICE_QUERY}&saleDate=2030-06-30&studyFee=8000&passiveActivity=active_participation&netOperatingIncome=40000&modifiedAgi=130000`,
          width,
        );
        await attachScreenshot(page, testInfo, `what-you-keep-${colorScheme}-${width}`, '.what-you-keep');
      }
    });
  }
});
