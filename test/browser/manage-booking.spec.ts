import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage, settle } from './support/a11y';

// 'Manage booking' while signed out, at phone size: from My Bookings' signed-out screen, a
// confirmation code and the booking account's e-mail open the booking read-only; a wrong
// address is refused in the page's language. Screenshots go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/manage-booking-${name}.png`, fullPage: true });
};

/** A paid hotel stay of a new account, made through the API; signed out again after. */
async function paidStay(page: Page): Promise<{ code: string; email: string }> {
  const username = `mb${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `${username}@example.com`;
  expect((await page.request.post('/api/register', { data: { username, email, password: 'manage-booking-password', phone: null } })).status()).toBe(201);
  const start = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 27 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/bookings', {
    data: { type: 'hotel', itemId: 'nairobi-acacia-heights', startDate: start, endDate: end, leadGuest: { name: 'Zawadi Njeri' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: string; confirmationCode: string };
  const paid = await page.request.post('/api/payments', {
    data: { bookingId: booking.id, method: 'paypal' },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.request.post('/api/logout');
  return { code: booking.confirmationCode, email };
}

for (const language of ['en', 'ar'] as const) {
  test(`a booking opened with its code and e-mail while signed out (${language}, 390×844)`, async ({ page }) => {
    await openInLanguage(page, language);
    const { code, email } = await paidStay(page);
    if (language === 'en') {
      await page.goto('/bookings');
      await page.getByRole('link', { name: 'Have a confirmation code? Manage a booking' }).click();
      await expect(page).toHaveURL(/\/manage-booking$/);
    } else {
      await page.goto('/manage-booking');
    }
    const codeField = page.getByLabel(language === 'en' ? 'Confirmation code' : 'رمز التأكيد');
    const emailField = page.getByLabel(language === 'en' ? 'E-mail address' : 'عنوان البريد الإلكتروني');
    const find = page.getByRole('button', { name: language === 'en' ? 'Find booking' : 'البحث عن الحجز' });
    await codeField.fill(code.toLowerCase());
    await emailField.fill(`other-${email}`);
    await find.click();
    await expect(page.getByTestId('lookup-refused')).toContainText(
      language === 'en' ? 'No booking has this confirmation code and e-mail address' : 'لا يوجد حجز بهذا الرمز',
    );

    await emailField.fill(email);
    await find.click();
    const found = page.getByTestId('found-booking');
    await expect(found).toContainText(code);
    await expect(found.getByTestId('who-travels')).toContainText('Zawadi Njeri');
    await expect(found.getByRole('button', { name: /cancel/i })).toHaveCount(0);
    await settle(page);
    await shot(page, language);
    await expectAccessible(page, `manage booking (${language})`);
  });
}
