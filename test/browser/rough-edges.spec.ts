import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openInLanguage, settle } from './support/a11y';
import { text } from './support/texts';

// Rough edges a tester hit at 390×844 (issue 26, second round): each test failed before its fix.
// Screenshots go to SCREENSHOT_DIR when set (edges-*.png).
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/edges-${name}.png` });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return box!;
}

test.describe('floating chat and WhatsApp buttons', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`${language}: at the end side, out of the way while scrolling down, clear of the last cards at the end`, async ({ page }) => {
      await openInLanguage(page, language);
      await page.goto('/');
      const buttons = page.getByTestId('floating-buttons');
      const chat = page.getByRole('button', { name: text(language, 'home:assistant.open') });
      await expect(chat).toBeVisible();
      // The end side: the right in English, the left in Arabic.
      const box = await boxOf(buttons);
      const centre = box.x + box.width / 2;
      if (language === 'ar') expect(centre).toBeLessThan(390 / 2);
      else expect(centre).toBeGreaterThan(390 / 2);
      await settle(page);
      await shot(page, `home-top-${language}`);

      // Scrolling down through the cards: the buttons step aside, and come back on the way up.
      await page.mouse.wheel(0, 700);
      await expect(chat).toBeHidden();
      await shot(page, `home-scrolling-${language}`);
      await page.mouse.wheel(0, -200);
      await expect(chat).toBeVisible();

      // At the end of the page they are back, and nothing of the page lies under them.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(chat).toBeVisible();
      await expect(buttons).not.toHaveAttribute('data-aside');
      const stack = await boxOf(buttons);
      const content = await page.locator('main :is(h2, h3, a, button, p, img)').evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { what: element.outerHTML.slice(0, 80), x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        }),
      );
      const covered = content.filter((element) => element.width > 0 && element.height > 0 && overlaps(element, stack));
      expect(covered.map((element) => element.what)).toEqual([]);
      await shot(page, `home-end-${language}`);
    });
  }
});

test.describe('toasts', () => {
  test("'Welcome back!' never covers the top bar's mail, bell and menu buttons", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel(/^Username/).fill('demo');
    await dialog.getByLabel(/^Password/).fill('demo1234');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Welcome back!' });
    await expect(toast).toBeVisible();
    // Wait for the toast's entrance to end: its box is where it stays.
    await expect.poll(async () => (await toast.boundingBox())?.y).toBe((await toast.boundingBox())?.y);
    const toastBox = await boxOf(toast);
    const header = page.locator('header');
    for (const button of await header.getByRole('button').all()) {
      const label = await button.getAttribute('aria-label');
      expect(overlaps(toastBox, await boxOf(button)), `toast over '${label}'`).toBe(false);
    }
    await shot(page, 'welcome-toast');
  });
});
