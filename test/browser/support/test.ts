// The browser tests' `test`: Playwright's, with page.goto and page.reload waiting until the app
// has taken over a screen the server rendered. Such a screen shows before the app's code has
// run (src/server/http/server-render.ts) and stays inert until then; a test that went offline,
// or read state the app keeps, at that moment would be testing the page before the app.
// Tests with JavaScript off (test/browser/server-render.spec.ts) see the page as it arrives.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** The screen is the app's: not the server's inert render waiting for the code. */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
}

export const test = base.extend({
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
