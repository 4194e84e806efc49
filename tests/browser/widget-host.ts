import { type Page, test } from '@playwright/test';
import { WIDGET_PATH } from '../../src/core/contract/api/routes.ts';
import { type HostServer, startHostServer } from '../support/host-server.ts';

/**
 * A firm's site for this spec file: a host server on another origin, started before its tests
 * and closed after; `scriptUrl` is the widget's address on the service under test.
 */
export function useHostServer() {
  const state: { host?: HostServer; scriptUrl?: string } = {};
  test.beforeAll(async ({ baseURL }) => {
    state.host = await startHostServer();
    state.scriptUrl = `${baseURL}${WIDGET_PATH}`;
  });
  test.afterAll(() => state.host?.close());
  return {
    page: (path: string, page: Parameters<HostServer['page']>[1]) => state.host!.page(path, page),
    get origin() {
      return state.host!.origin;
    },
    get scriptUrl() {
      return state.scriptUrl!;
    },
    /** The widget's script tag, as a firm pastes it. */
    script: () => `<script async src="${state.scriptUrl}"></script>`,
  };
}

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
