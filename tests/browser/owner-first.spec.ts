import { expect, type Page, test } from '@playwright/test';
import type { TaxImpact } from '../../src/core/domain/tax/tax-impact.ts';
import { formatUsd } from '../../src/core/view/format.ts';
import { apiTaxImpact, attachScreenshot, openCheckedAt, queryOf, waitForHydration, watchConsole } from './helpers.ts';

/**
 * Issue 31's page: ask first, then answer. The two facts that decide the answer (how the owner
 * takes part, the household's income) come first in the tax section; every figure says what it
 * rests on; the study year's cards add up; the headline says why a saving is small. Its two
 * cases: a W-2 landlord and a real estate professional over the 461(l) threshold.
 */
const LANDLORD = {
  propertyType: 'residential_ltr',
  purchasePrice: 650_000,
  zip: '78701',
  placedInService: '2026-03-01',
  taxableIncome: 180_000,
  passiveActivity: 'active_participation',
  netOperatingIncome: 30_000,
  modifiedAgi: 200_000,
} as const;
const PROFESSIONAL = {
  propertyType: 'multifamily_5plus',
  purchasePrice: 10_000_000,
  placedInService: '2026-03-01',
  taxableIncome: 400_000,
  filingStatus: 'single',
} as const;
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

/** The study year's cards add up on the page: the extra deduction is what counts now, plus what waits and what is carried. */
async function expectCardsAddUp(page: Page, expected: TaxImpact) {
  const card = async (id: string) => ((await page.getByTestId(`card-${id}`).count()) ? dollars((await page.getByTestId(`card-${id}`).textContent()) ?? '') : 0);
  const extra = await card('deduction');
  expect(extra).toBe(expected.studyYear.additionalDeduction);
  expect((await card('allowed')) + (await card('suspended')) + (await card('carried'))).toBe(extra);
  await expect(page.getByTestId('card-saved')).toHaveText(formatUsd(expected.schedule.find((row) => row.year === expected.studyYear.year)!.taxSavings!));
}

test.describe('the owner first', () => {
  test('the W-2 landlord: the answers are asked first, the saving says what it rests on and why it is small', async ({ page, request }) => {
    const errors = watchConsole(page);
    const expected = await apiTaxImpact(request, LANDLORD);
    await page.goto(`/v2/estimate?${queryOf(LANDLORD)}`);
    await waitForHydration(page, 'estimator');
    // The two facts lead the tax section, not in a closed part.
    const facts = page.locator('.deciding-facts');
    await expect(facts.getByLabel('I’m a landlord who manages it')).toBeChecked();
    await expect(facts.getByLabel('Household taxable income ($)')).toHaveValue('180000');
    await expect(facts.getByLabel('Filing status')).toBeVisible();
    await expect(facts.getByLabel('Modified adjusted gross income ($)')).toHaveValue('200000');
    // With the income the brackets give the rate: the flat rate is not asked.
    await expect(page.getByLabel('Tax rate', { exact: true })).toHaveCount(0);

    await expect(
      page.getByRole('heading', { name: 'Tax you could save in 2026 on your $180,000 taxable income (single), as a landlord who manages it' }),
    ).toBeVisible();
    await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(expected.studyYear.taxSavings));
    const row = expected.schedule[0]!;
    await expect(page.getByTestId('headline-reason')).toHaveText(
      `At your income the loss cannot reduce tax on your salary in 2026; ${formatUsd(row.suspendedWithStudy! - row.suspendedWithoutStudy!)} waits for later years: the rental’s income uses it, and a taxable sale releases the rest.`,
    );
    await expectCardsAddUp(page, expected);
    // The study year's figures are its depreciation, the year table's what the passive rules allow: named apart (a review).
    await expect(page.locator('dt:has(+ [data-testid="tax-without"])')).toHaveText('Depreciation in 2026 without a study');
    await expect(page.getByTestId('breakdown-over-time')).toContainText(formatUsd(expected.netBenefit.presentValueOfTaxSavings));
    // No fee: no payback year.
    await page.getByText('What you keep: the study').click();
    await expect(page.getByTestId('keep-npv')).toBeVisible();
    await expect(page.getByTestId('keep-payback')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the real estate professional: the excess business loss limit carries most of the first year', async ({ page, request }) => {
    const expected = await apiTaxImpact(request, PROFESSIONAL);
    expect(expected.studyYear.excessBusinessLoss).toBeGreaterThan(0);
    await page.goto(`/v2/estimate?${queryOf(PROFESSIONAL)}`);
    await expect(page.getByLabel('I’m a real estate professional')).toBeChecked();
    await expect(page.getByTestId('headline-reason')).toHaveText(
      new RegExp(`; ${formatUsd(expected.studyYear.excessBusinessLoss).replace('$', '\\$')} is carried to next year \\(the excess business loss limit\\)\\.$`),
    );
    await expectCardsAddUp(page, expected);
    await expect(page.locator('dt:has(+ [data-testid="tax-without"])')).toHaveText(`Deduction in ${expected.studyYear.year} without a study`);
  });

  test('before the owner answers, no tax figure: the deduction and the question; an answer shows the figure live (decision 0342)', async ({
    page,
    request,
  }) => {
    const facts = { propertyType: 'residential_ltr', purchasePrice: 650_000, zip: '78701', placedInService: '2026-03-01' } as const;
    const deduction = (await apiTaxImpact(request, facts)).studyYear;
    await page.goto('/v2/estimate?propertyType=residential_ltr&purchasePrice=650000&zip=78701&placedInService=2026-03-01');
    await waitForHydration(page, 'estimator');
    await expect(page.getByRole('heading', { name: 'Extra deduction in 2026 with a study' })).toBeVisible();
    await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(deduction.additionalDeduction));
    // Nothing chosen for the owner, and no tax figure anywhere: the section says what it waits for.
    for (const answer of ['I’m a real estate professional', 'I’m a landlord who manages it', 'I’m an investor; someone else runs it'])
      await expect(page.getByLabel(answer)).not.toBeChecked();
    await expect(page.getByTestId('tax-result')).toHaveText('To see what the study saves you in tax, answer the questions above.');
    await expect(page.getByTestId('headline')).toContainText('tell us how you take part in this property. Answer below');
    await expect(page.getByTestId('tax-savings')).toHaveCount(0);
    await expect(page.locator('.field-error')).toHaveCount(0);
    // The landlord's answer asks for the incomes it needs, and marks nothing.
    await page.getByLabel('I’m a landlord who manages it').check();
    await expect(page.getByTestId('headline')).toContainText('tell us the rental’s yearly income and your modified AGI. Answer below');
    await expect(page.locator('.field-error')).toHaveCount(0);
    await page.getByLabel('I’m an investor; someone else runs it').check();
    await page.getByLabel(/yearly income before depreciation/).fill('30,000');
    await page.getByLabel('Household taxable income ($)').fill('180,000');
    await page.getByLabel('Household taxable income ($)').blur();
    const expected = await apiTaxImpact(request, { ...facts, passiveActivity: 'passive', netOperatingIncome: 30_000, taxableIncome: 180_000 });
    await expect(page.getByRole('heading', { name: /as an investor who does not manage it$/ })).toBeVisible();
    await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(expected.studyYear.taxSavings));
    // The link pins the date and carries the incomes as plain digits.
    await expect(page).toHaveURL(/passiveActivity=passive&taxableIncome=180000&netOperatingIncome=30000&placedInService=2026-03-01/);
  });

  test('a property type that changes what “not limited” answered asks the owner again: the short-term rental run by the owner is not a professional’s office', async ({
    page,
  }) => {
    await page.goto(
      '/v2/estimate?propertyType=residential_str&purchasePrice=650000&zip=37203&placedInService=2026-03-01&taxableIncome=150000&netOperatingIncome=30000',
    );
    await waitForHydration(page, 'estimator');
    await page.getByLabel('It’s a short-term rental I run myself').check();
    await expect(page.getByRole('heading', { name: /running the short-term rental yourself$/ })).toBeVisible();
    // An office: the same passiveActivity would read as a real estate professional's. Asked again instead.
    await page.getByLabel('Property type').selectOption('office');
    await expect(page.getByTestId('tax-result')).toHaveText('To see what the study saves you in tax, answer the questions above.');
    await expect(page.getByLabel('I’m a real estate professional')).not.toBeChecked();
    await expect(page.getByTestId('tax-savings')).toHaveCount(0);
    await expect(page).not.toHaveURL(/passiveActivity=/);
    // The professional's answer on an office, then a short-term rental: asked again too.
    await page.getByLabel('I’m a real estate professional').check();
    await expect(page.getByRole('heading', { name: /as a real estate professional$/ })).toBeVisible();
    await page.getByLabel('Property type').selectOption('residential_str');
    await expect(page.getByTestId('tax-result')).toHaveText('To see what the study saves you in tax, answer the questions above.');
    await expect(page.getByLabel('It’s a short-term rental I run myself')).not.toBeChecked();
    // A landlord's answer means the same for every type: it stands.
    await page.getByLabel('I’m an investor; someone else runs it').check();
    await page.getByLabel('Property type').selectOption('retail');
    await expect(page.getByLabel('I’m an investor; someone else runs it')).toBeChecked();
    await expect(page.getByRole('heading', { name: /as an investor who does not manage it$/ })).toBeVisible();
  });

  test('the landing page asks first too: a property typed there shows the deduction and the question, no tax figure (issue 41)', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, 'estimator');
    await page.getByLabel('Property type').selectOption('residential_ltr');
    await page.getByLabel('Purchase price').fill('650,000');
    await page.getByLabel('Purchase price').blur();
    await expect(page.getByRole('heading', { name: /^Extra deduction in \d{4} with a study$/ })).toBeVisible();
    for (const answer of ['I’m a real estate professional', 'I’m a landlord who manages it', 'I’m an investor; someone else runs it'])
      await expect(page.getByLabel(answer)).not.toBeChecked();
    await expect(page.getByTestId('tax-savings')).toHaveCount(0);
    await expect(page.getByTestId('tax-result')).toHaveText('To see what the study saves you in tax, answer the questions above.');
    // The estimate page's subtitle no longer says "from three inputs": the owner's answers decide the tax.
    await page.goto('/v2/estimate');
    await expect(page.locator('main > .lede')).not.toContainText('three inputs');
    await expect(page.locator('main > .lede')).toContainText('once you say how you take part in it');
  });

  test('the 3.8% is asked only of owners it can reach: not of a professional or a short-term rental run by its owner (decision 0350; a review)', async ({
    browser,
  }) => {
    for (const javaScript of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const tab = await context.newPage();
      await tab.goto('/v2/estimate?propertyType=residential_str&purchasePrice=1100000&zip=32541');
      if (javaScript) await waitForHydration(tab, 'estimator');
      const box = tab.getByRole('checkbox', { name: /net investment income tax applies to me/ });
      await expect(box, 'before an answer').toBeVisible();
      for (const [answer, shown] of [
        ['I’m a real estate professional', false],
        ['It’s a short-term rental I run myself', false],
        ['I’m a landlord who manages it', true],
        ['I’m an investor; someone else runs it', true],
      ] as const) {
        await tab.getByLabel(answer).check();
        if (shown) await expect(box, answer).toBeVisible();
        else await expect(box, answer).toBeHidden();
      }
      await context.close();
    }
  });

  test('the question follows the answer that asks it: on a phone right after the answer, before the property’s form; on a wide screen the form beside the answer (issue 41)', async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/v2/estimate?propertyType=residential_ltr&purchasePrice=650000&zip=78701&placedInService=2026-03-01');
      await waitForHydration(page, 'estimator');
      const answer = (await page.locator('.estimator-result').boundingBox())!;
      const question = (await page.getByRole('group', { name: 'How do you take part in this property?' }).boundingBox())!;
      const form = (await page.locator('.estimator-form').boundingBox())!;
      // The section's heading and its padding between the answer's card and the question, nothing else.
      expect(question.y - (answer.y + answer.height), `${width}px`).toBeLessThan(150);
      if (width === 375) expect(question.y, 'the question before the form').toBeLessThan(form.y);
      else expect(Math.abs(form.y - answer.y), 'the form beside the answer').toBeLessThan(2);
    }
    // The page's order is the same: the answer, the question, then the form (a keyboard meets them so).
    const order = await page.evaluate(() =>
      ['.estimator-result', '.tax-impact', '.estimator-form'].map((selector) =>
        [...document.querySelectorAll('.estimator *')].indexOf(document.querySelector(selector)!),
      ),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  test('from the form, a keyboard goes on to the question the answer waits for: the link after the button, then the first answer (a review)', async ({
    page,
  }) => {
    await page.goto('/v2/estimate?propertyType=residential_ltr&purchasePrice=650000&zip=78701');
    await waitForHydration(page, 'estimator');
    await page.getByRole('button', { name: 'Estimate' }).focus();
    await page.keyboard.press('Tab');
    const next = page.getByRole('link', { name: 'Next: the questions your answer waits for' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('I’m a real estate professional')).toBeFocused();
    // A landlord's answer still waits for the incomes it needs: the link stays, and goes once nothing is asked.
    await page.getByLabel('I’m a landlord who manages it').check();
    await expect(next).toBeVisible();
    await page.getByLabel('I’m a real estate professional').check();
    await expect(next).toHaveCount(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing, ${colorScheme}; screenshots of both cases at 375 and 1280 px`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme });
      for (const [name, body] of [
        ['landlord', LANDLORD],
        ['professional', PROFESSIONAL],
      ] as const) {
        for (const width of [375, 1280]) {
          await openCheckedAt(page, `/v2/estimate?${queryOf(body)}`, width);
          for (const [part, selector] of [
            ['answer', '.estimator-result'],
            ['tax', '.tax-impact'],
          ] as const) {
            await attachScreenshot(page, testInfo, `owner-${name}-${part}-${colorScheme}-${width}`, selector);
          }
        }
      }
    });
  }
});
