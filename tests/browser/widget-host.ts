import type { Page } from '@playwright/test';

/** Pieces of a firm's page for the widget tests (each test serves its own on tests/support/host-server.ts). */
export const container = (attributes = '') => `<div id="costseg-estimator"${attributes}></div>`;
export const hostPage = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A firm's site</title>${head}</head><body><main><h1>Our firm</h1>${body}</main></body></html>`;

/** Everything the page reports going wrong: console errors, exceptions, CSP violations. */
export async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

export const widget = (page: Page) => page.locator('#costseg-estimator');

export async function fill(page: Page, propertyType: string, price: string, zip = '') {
  await widget(page).getByLabel('Property type').selectOption(propertyType);
  await widget(page).getByLabel('Purchase price').fill(price);
  await widget(page).getByLabel('ZIP code').fill(zip);
}
