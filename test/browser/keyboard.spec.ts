import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';

// The whole booking flow with the keyboard alone (WCAG 2.1.1): sign in, search from
// Home, book a hotel, pay, and find the booking in My Bookings, using only Tab, Shift+Tab,
// Enter, Space, arrows and typing. Every stop shows a visible focus ring (WCAG 2.4.7).

const PASSWORD = 'keyboard-test-password';

/** Presses Tab until `target` has focus (at most `limit` times), and checks its ring shows. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return outline || style.boxShadow !== 'none' ? 'visible' : `no ring on ${element.outerHTML.slice(0, 80)}`;
  });
  expect(ring).toBe('visible');
}

test('search, book, pay and find the booking with the keyboard alone', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const username = `keys${Date.now().toString(36)}`;
  const registered = await setup.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(registered.status()).toBe(201);
  await setup.close();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Tours' })).toBeVisible();

  // Sign in through Home's header and the dialog.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Login', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('radiogroup', { name: 'Login or register' }) });
  await expect(dialog.getByLabel(/^Username/)).toBeFocused();
  await page.keyboard.type(username);
  await tabTo(page, dialog.getByLabel(/^Password/));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Focus went back to where the dialog was opened from.
  await expect(page.getByRole('main').getByRole('button', { name: username })).toBeVisible();

  // Search Home's card for Nairobi hotels.
  await tabTo(page, page.getByPlaceholder('Where would you like to go?'));
  await page.keyboard.type('Nairobi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?type=hotels&q=Nairobi/);

  // Book the first hotel.
  const bookNow = page.getByTestId('hotel-card').first().getByRole('button', { name: 'Book Now' });
  await expect(bookNow).toBeEnabled();
  await tabTo(page, bookNow);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\?booking=/);

  // Pay by card: pick the card option with the arrow keys, type the number, submit.
  const paypal = page.getByRole('radio', { name: /PayPal/ }).first();
  await tabTo(page, paypal);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Card via PayPal/ })).toBeChecked();
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');
  const code = page.getByTestId('confirmation-code');
  await expect(code).toBeVisible({ timeout: 15_000 });
  const confirmation = (await code.textContent())?.trim() ?? '';

  // My Bookings lists it.
  await tabTo(page, page.getByRole('link', { name: 'View My Bookings' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByTestId('booking-card').filter({ hasText: confirmation })).toBeVisible();
  // The tabs move with the arrow keys too.
  await tabTo(page, page.getByRole('tab', { name: 'All' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tabpanel', { name: 'Upcoming' }).getByTestId('booking-card').filter({ hasText: confirmation })).toBeVisible();
});

test('dialogs keep focus inside and give it back when they close', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  // Tabbing round and round never leaves the drawer.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  const hotels = page.getByRole('button', { name: 'Hotels', exact: true });
  await tabTo(page, hotels);
  await page.keyboard.press('Enter');
  const hotelDialog = page.getByRole('dialog', { name: 'Hotel Booking' });
  await expect(hotelDialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await hotelDialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(hotelDialog).toBeHidden();
  await expect(hotels).toBeFocused();
});
