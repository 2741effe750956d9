// The browser tests' `test`: Playwright's, with page.goto and page.reload waiting until the app
// has taken over a screen the server rendered. Such a screen shows before the app's code has
// run (src/server/http/server-render.ts) and stays inert until then; a test that went offline,
// or read state the app keeps, at that moment would be testing the page before the app.
// Tests with JavaScript off (test/browser/server-render.spec.ts) see the page as it arrives.
//
// Each worker has its own server on its own database (`appServer`, support/app-server.ts), and
// `baseURL` points at it: specs run side by side without sharing users, bookings or settings.
// A spec that needs another host name for the same server (a brand's domain) uses
// `appServer.port`.
import { test as base, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server';

export { expect } from '@playwright/test';

/** The screen is the app's: not the server's inert render waiting for the code. */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
}

export const test = base.extend<object, { appServer: Omit<AppServer, 'stop'> }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter's pattern
    async ({}, use, workerInfo) => {
      const server = await startAppServer(`w${workerInfo.workerIndex}`);
      await use({ baseURL: server.baseURL, port: server.port });
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.baseURL),
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await appStarted(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appStarted(page);
        return response;
      };
    }
    await use(page);
  },
});
