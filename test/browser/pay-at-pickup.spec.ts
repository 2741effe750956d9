import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';

// A car rental paid at the rental desk, at phone size: the checkout offers 'Pay at pickup' for a
// car only, asks for a card to guarantee it and says what a no-show costs; the booking is
// confirmed with nothing charged, My Bookings says how it is paid, and cancelling inside the
// policy's window says first what the card will be charged. The same screen in Arabic passes axe.
const PASSWORD = 'pickup-test-password';
const shotsDir = process.env.SCREENSHOT_DIR;

async function registerAndSignIn(page: Page) {
  const username = `pick${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
}

async function carAtCheckout(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Car Rental', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Car Rental' });
  // A car whose policy is 'free until 48 h, then 50%': picked up tomorrow, its free window has closed.
  await dialog.getByTestId('car-card').filter({ hasText: 'Free cancellation until 48 hours before' }).first().getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=/);
  const form = page.getByTestId('driver-form');
  await form.getByLabel("Driver's name (as on the licence)").fill('Amina Hassan');
  await form.getByLabel("Driver's age").fill('34');
  await form.getByLabel('Driving licence number').fill('DL-552901');
  await form.getByLabel('Country of the licence').fill('AE');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
}

test('car: pay at pickup with a card guarantee; cancelling the day before charges the card, shown before', async ({ page }) => {
  await registerAndSignIn(page);
  await carAtCheckout(page);
  await page.getByRole('radio', { name: /Pay at pickup/ }).click();
  await page.getByLabel('Card to guarantee the booking').fill('4000 0000 0000 0002');
  // The car's policy is 'free until 48 h, then 50%': a no-show costs half.
  const note = page.getByText(/Nothing is charged now: you pay \$[\d,.]+ at the desk/);
  await expect(note).toBeVisible();
  const total = /you pay \$([\d,.]+)/.exec((await note.textContent()) ?? '')![1];
  await expect(note).toContainText(/If you do not come, \$[\d,.]+ is charged to this card/);
  await page.getByRole('button', { name: 'Book now, pay at pickup' }).click();
  await expect(page.getByText('The card was declined as a guarantee. Try another card, or pay now.')).toBeVisible();

  await page.getByLabel('Card to guarantee the booking').fill('4111 1111 1111 1111');
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/pay-at-pickup-checkout.png`, fullPage: true });
  await page.getByRole('button', { name: 'Book now, pay at pickup' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Booked: pay at pickup' })).toBeVisible();
  const code = (await page.getByTestId('confirmation-code').textContent())!.trim();

  await page.goto('/bookings');
  const card = page.getByRole('tabpanel', { name: 'All' }).getByTestId('booking-card').filter({ hasText: code });
  await expect(card.getByTestId('pay-at-pickup-state')).toHaveText('Pay at pickup');
  await expect(card).toContainText(`$${total}`);
  // The car dialog picks the car up tomorrow, when every policy's free window has closed: cancelling
  // costs what the policy keeps (half or all), shown before.
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog');
  const preview = dialog.getByTestId('refund-preview');
  await expect(preview).toHaveText(/^Nothing was paid yet; cancelling now charges \$[\d,.]+ to your card ending 1111\.$/);
  const charge = /charges \$([\d,.]+)/.exec((await preview.textContent()) ?? '')![1];
  const amount = (text: string) => Number(text.replace(/,/g, ''));
  expect(amount(charge)).toBeGreaterThan(0);
  expect(amount(charge)).toBeLessThanOrEqual(amount(total));
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/pay-at-pickup-cancel.png` });
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/bookings?tab=cancelled');
  const cancelled = page.getByRole('tabpanel', { name: 'Cancelled' }).getByTestId('booking-card').filter({ hasText: code });
  await expect(cancelled.getByTestId('pay-at-pickup-state')).toHaveText(`$${charge} charged to card ending 1111`);
});

test('car: the pay at pickup choice in Arabic passes axe', async ({ page }) => {
  await registerAndSignIn(page);
  await carAtCheckout(page);
  await expect(page.getByRole('radio', { name: /Pay at pickup/ })).toBeVisible();
  await openInLanguage(page, 'ar');
  await page.reload();
  await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).click();
  await expect(page.getByLabel('بطاقة لضمان الحجز')).toBeVisible();
  await expectAccessible(page, '/checkout pay at pickup (ar)');
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/pay-at-pickup-ar.png`, fullPage: true });
});
