import { expect, type Page, test } from '@playwright/test';
import type { TaxImpact } from '../../src/core/domain/tax/tax-impact.ts';
import { formatPercent, formatUsd } from '../../src/core/view/format.ts';
import { headlineOf } from '../../src/core/view/headline.ts';
import { saleWords } from '../../src/core/view/sale-words.ts';
import { apiTaxImpact, attachScreenshot, openCheckedAt, queryOf, waitForHydration, watchConsole } from './helpers.ts';

/**
 * Issue 32's land value and issue 35's sale on the page (decision 0322): the owner's own land value
 * under the estimate's fields, the range on the same basis as the tax figures; "Do you plan to
 * sell?" in the main flow, and what the sale takes back in words, from the answer's figures.
 */
const OFFICE = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2025-05-15' } as const;
const ASSESSED = { ...OFFICE, assessedLand: 180_000, assessedImprovements: 620_000 } as const;
const SOLD = { ...OFFICE, saleDate: '2030-06-30', salePrice: 1_625_000 } as const;
const EXCHANGED = { ...SOLD, exchange: true } as const;
/** The range, the basis and the land share shown, against the tax figures' own (one answer). */
async function expectRangeOn(page: Page, expected: TaxImpact, words: string) {
  await expect(page.getByTestId('depreciable-basis')).toHaveText(formatUsd(expected.depreciableBasis));
  await expect(page.getByTestId('land-share')).toHaveText(`${formatPercent(expected.landShare)} (${words})`);
  await expect(page.getByTestId('typical-reclassified')).toHaveText(formatUsd(expected.reclassified));
  await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(headlineOf(expected).amount));
}

test.describe('the owner’s land value (issue 32)', () => {
  test('a link with the assessed values: the part is open, and the range, the basis and the tax figures rest on 22.5%', async ({ page, request }) => {
    const expected = await apiTaxImpact(request, ASSESSED);
    expect(expected).toMatchObject({ landShare: 0.225, landShareSource: 'assessed', depreciableBasis: 968_750 });
    await page.goto(`/v2/estimate?${queryOf(ASSESSED)}`);
    await expect(page.locator('.land-value')).toHaveAttribute('open', '');
    await expect(page.getByLabel('Assessed land value ($)')).toHaveValue('180000');
    await expectRangeOn(page, expected, 'from your tax bill’s assessed values');
  });

  test('typed: closed at first, then the range follows the owner’s figures live, and the link carries them', async ({ page, request }) => {
    const errors = watchConsole(page);
    await page.goto(`/v2/estimate?${queryOf(OFFICE)}`);
    await waitForHydration(page, 'estimator');
    await expect(page.locator('.land-value')).not.toHaveAttribute('open', '');
    await expectRangeOn(page, await apiTaxImpact(request, OFFICE), 'New York’s average');
    await page.getByText('Know your land value?').click();
    await page.getByLabel('Land share of the price').fill('30%');
    await page.getByLabel('Land share of the price').blur();
    await expectRangeOn(page, await apiTaxImpact(request, { ...OFFICE, landShare: 0.3 }), 'the share you gave');
    await expect(page).toHaveURL(/&landShare=0\.3$/);
    // Both ways at once: the field says so, and the range goes back to the state's average.
    await page.getByLabel('Assessed land value ($)').fill('180000');
    await page.getByLabel('Assessed improvements value ($)').fill('620000');
    await page.getByLabel('Assessed improvements value ($)').blur();
    await expect(page.locator('#landShare-error')).toHaveText('Give the land share or the assessed values, not both');
    await expect(page.getByTestId('land-share')).toHaveText('38% (New York’s average)');
    await page.getByLabel('Land share of the price').fill('');
    await page.getByLabel('Land share of the price').blur();
    await expectRangeOn(page, await apiTaxImpact(request, ASSESSED), 'from your tax bill’s assessed values');
    await expect(page).toHaveURL(/&assessedLand=180000&assessedImprovements=620000$/);
    expect(errors).toEqual([]);
  });
});

test.describe('a four-digit ZIP code (decision 0362)', () => {
  test('read by its first three digits, as the API reads it, and asked about, with and without JavaScript', async ({ browser, request }) => {
    const boston = { ...OFFICE, zip: '2108' } as const;
    const expected = await apiTaxImpact(request, boston);
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/v2/estimate?${queryOf(boston)}`);
      if (javaScriptEnabled) await waitForHydration(page, 'estimator');
      await expect(page.getByTestId('land-share')).toHaveText(`${formatPercent(expected.landShare)} (Maryland’s average; did you mean 02108?)`);
      await context.close();
    }
  });
});

test.describe('the sale in the main flow (issue 35)', () => {
  test('asked under the assumptions: when, then for how much and whether an exchange; the answer says what it takes back', async ({ page, request }) => {
    const errors = watchConsole(page);
    await page.goto(`/v2/estimate?${queryOf(OFFICE)}`);
    await waitForHydration(page, 'estimator');
    const sale = page.getByRole('group', { name: 'Do you plan to sell?' });
    await expect(sale.getByLabel('For about how much? ($)')).toHaveCount(0);
    await sale.getByLabel('Sale date').fill('2030-06-30');
    await sale.getByLabel('For about how much? ($)').fill('1,625,000');
    await sale.getByLabel('For about how much? ($)').blur();
    const sold = await apiTaxImpact(request, SOLD);
    await expect(page.getByTestId('sale-answer')).toHaveText(saleWords(sold)!.join(''));
    await expect(page.getByTestId('sale-answer')).toContainText('comes back as ordinary income');
    await expect(page).toHaveURL(/&saleDate=2030-06-30&salePrice=1625000$/);

    await sale.getByLabel('It will be a like-kind exchange (IRC 1031)').check();
    const exchanged = await apiTaxImpact(request, EXCHANGED);
    await expect(page.getByTestId('sale-answer')).toHaveText(saleWords(exchanged)!.join(''));
    await expect(page.getByTestId('sale-answer')).toContainText('Deferred: no tax at the exchange in 2030');
    await expect(page).toHaveURL(/&exchange=true$/);
    expect(errors).toEqual([]);
  });

  test('without JavaScript a link shows the sale and its words', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/v2/estimate?${queryOf(SOLD)}`);
    await expect(page.getByLabel('For about how much? ($)')).toHaveValue('1625000');
    await expect(page.getByTestId('sale-answer')).toHaveText(saleWords(await apiTaxImpact(request, SOLD))!.join(''));
    await context.close();
  });
});

/** The sale's question and its answer in words: from the fieldset to the words under it. */
const SALE_QUESTION = 'sale-question';
async function saleQuestionBox(page: Page) {
  const question = (await page.locator('.sale-plan').boundingBox())!;
  const answer = (await page.getByTestId('sale-answer').boundingBox())!;
  const scroll = await page.evaluate(() => window.scrollY);
  return { x: 0, y: question.y + scroll - 8, width: page.viewportSize()!.width, height: answer.y + answer.height - question.y + 16 };
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing, ${colorScheme}; screenshots of the land value, a sale and an exchange at 375 and 1280 px`, async ({ page }, testInfo) => {
    // Six pages, each with axe and up to three screenshots: more than the default 30 s on a loaded machine.
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    for (const [name, body, parts] of [
      ['land', ASSESSED, [['estimate', '#estimator .two-columns']]],
      [
        'sale',
        SOLD,
        [
          ['answer', '.estimator-result'],
          ['question', SALE_QUESTION],
          ['tax', '.tax-impact'],
        ],
      ],
      [
        'exchange',
        EXCHANGED,
        [
          ['answer', '.estimator-result'],
          ['question', SALE_QUESTION],
          ['tax', '.tax-impact'],
        ],
      ],
    ] as const) {
      for (const width of [375, 1280]) {
        await openCheckedAt(page, `/v2/estimate?${queryOf(body)}`, width);
        for (const [part, selector] of parts) {
          const label = `${name}-${part}-${colorScheme}-${width}`;
          if (selector !== SALE_QUESTION) {
            await attachScreenshot(page, testInfo, label, selector);
            continue;
          }
          const file = testInfo.outputPath(`${label}.png`);
          await page.screenshot({ path: file, fullPage: true, clip: await saleQuestionBox(page) });
          await testInfo.attach(label, { path: file, contentType: 'image/png' });
        }
      }
    }
  });
}
