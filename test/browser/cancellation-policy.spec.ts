import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';
import { textsFor } from './support/texts';
import { addDays, travelToday } from '@shared/travel-calendar';

// Cancellation policies at phone size, in English and Arabic: hotel and flight cards say their policy, the
// checkout says it before paying, and the cancel dialog shows what the policy refunds now (a
// stay at Acacia Heights (demo: free until 48 h before, then 50%) starting tomorrow: half back),
// then records it. Screenshots go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shots) return;
  await page.waitForTimeout(400); // let a dialog's opening transition end
  await page.screenshot({ path: `${shots}/cancellation-policy-${name}.png`, fullPage });
}

const PASSWORD = 'policy-test-password';
const HOTEL = 'nairobi-acacia-heights';

async function registerAndSignIn(browser: Browser, page: Page) {
  const context = await browser.newContext();
  const username = `policy${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await context.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
  expect((await page.request.post('/api/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
}

for (const language of ['en', 'ar'] as const) {
  test(`the policy on the card and at checkout, and the refund before cancelling (${language}, 390×844)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    await registerAndSignIn(browser, page);

    await page.goto('/search?type=hotels&q=Nairobi');
    const card = page.getByRole('article', { name: 'Acacia Heights Hotel' });
    await expect(card.getByTestId('cancellation-policy')).toHaveText(t('travel:policy.free_48h_half'));
    await card.scrollIntoViewIfNeeded();
    await shot(page, `card-${language}`, { fullPage: false });

    // Flights follow their cabin's fare rules.
    await page.goto('/search?type=flights&q=Nairobi');
    const fare = page.getByTestId('cancellation-policy').first();
    await expect(fare).toHaveAttribute('data-policy', /^(economy|business)_fare$/);
    // The fare's name, before the fee (formatted per language) or the window.
    const fareName = t(`travel:policy.${await fare.getAttribute('data-policy')}`, { fee: '' }).split(':')[0];
    await expect(fare).toContainText(fareName);
    await shot(page, `flight-card-${language}`, { fullPage: false });

    // A stay from tomorrow, two nights ($135 a night): inside the 48 h window.
    const startDate = addDays(travelToday(), 1);
    const created = await page.request.post('/api/bookings', { data: { type: 'hotel', itemId: HOTEL, startDate, endDate: addDays(startDate, 2) } });
    expect(created.status(), await created.text()).toBe(201);
    const booking = (await created.json()) as { id: string; confirmationCode: string };

    await page.goto(`/checkout?booking=${booking.id}`);
    const policy = page.getByRole('region', { name: t('travel:policy.title') });
    await expect(policy).toBeVisible();
    await expect(policy.getByTestId('cancellation-policy')).toHaveAttribute('data-policy', 'free_48h_half');
    await expect(policy).toContainText(t('travel:policy.free_48h_half'));
    await expectAccessible(page, `checkout with its policy (${language})`);
    await shot(page, `checkout-${language}`);

    const paid = await page.request.post('/api/payments', { data: { bookingId: booking.id, method: 'paypal' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect([200, 201], await paid.text()).toContain(paid.status());

    await page.goto('/bookings');
    const bookingCard = page.getByTestId('booking-card').filter({ hasText: booking.confirmationCode });
    await bookingCard.getByRole('button', { name: t('bookings:cancel') }).click();
    const dialog = page.getByRole('dialog', { name: t('bookings:confirm.title') });
    const preview = dialog.getByTestId('refund-preview');
    await expect(preview).toHaveAttribute('data-refund', '135.00');
    await expect(dialog.getByTestId('cancellation-policy')).toBeVisible();
    await expectAccessible(page, `cancel dialog with the refund (${language})`, '[role="dialog"]');
    await shot(page, `cancel-dialog-${language}`, { fullPage: false });

    await dialog.getByRole('button', { name: t('bookings:confirm.yes') }).click();
    await expect(dialog).toBeHidden();
    const check = await page.request.get(`/api/bookings/${booking.id}`);
    expect(await check.json()).toMatchObject({ status: 'cancelled', refundAmount: '135.00' });
    // The Cancelled tab by its address: the toasts the cancellation brings sit over the tabs a
    // while (a toast under the pointer stays until the pointer leaves).
    await page.goto('/bookings?tab=cancelled');
    await expect(page.getByRole('tab', { name: t('bookings:tabs.cancelled') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByTestId('booking-card').filter({ hasText: booking.confirmationCode })).toBeVisible();
    await shot(page, `cancelled-${language}`, { fullPage: false });
  });
}
