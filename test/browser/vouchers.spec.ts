import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage, settle } from './support/a11y';
import { textsFor } from './support/texts';

// E-vouchers: a paid booking's voucher screen shows its QR code and code;
// staff verify it by typing the code (it shows the booking and marks it used), and a second
// check, here through the link the QR code carries, says it was already used, when and by whom.
const PASSWORD = 'voucher-test-password';

async function travellerWithPaidTour(page: Page): Promise<{ bookingId: string; username: string }> {
  const username = `voucher_${randomUUID().slice(0, 8)}`;
  expect((await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } })).status()).toBe(
    201,
  );
  const tours = (await (await page.request.get('/api/tour-packages')).json()) as { id: string; departureDate: string | null }[];
  const tour = tours.find((candidate) => candidate.departureDate)!;
  const booking = await page.request.post('/api/bookings', {
    data: {
      type: 'tour',
      itemId: tour.id,
      startDate: tour.departureDate,
      quantity: 2,
      tourTravellers: [
        { givenNames: 'Amina', surname: 'Hassan' },
        { givenNames: 'Juma', surname: 'Hassan' },
      ],
    },
  });
  const { id } = (await booking.json()) as { id: string };
  expect((await page.request.post('/api/payments', { data: { bookingId: id, method: 'paypal' }, headers: { 'Idempotency-Key': randomUUID() } })).ok()).toBe(
    true,
  );
  return { bookingId: id, username };
}

test('a voucher is verified once; the second time it is rejected as already used', async ({ page }) => {
  const { bookingId } = await travellerWithPaidTour(page);
  await page.goto('/bookings');
  await page.getByRole('link', { name: 'E-voucher' }).click();
  await expect(page).toHaveURL(`/bookings/${bookingId}/voucher`);
  await expect(page.getByRole('heading', { name: 'E-voucher' })).toBeVisible();
  await expect(page.getByText('Valid', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code of the e-voucher for / })).toBeVisible();
  const code = (await page.getByTestId('voucher-code').textContent())!;
  expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/);

  // Staff on their own phone.
  await page.request.post('/api/logout');
  await page.evaluate(() => localStorage.removeItem('user'));
  expect((await page.request.post('/api/login', { data: { username: 'staff', password: 'staff1234' } })).status()).toBe(200);
  await page.goto('/admin/verify');
  await page.getByRole('textbox', { name: 'Voucher code' }).fill(code.toLowerCase().replaceAll('-', ' '));
  await page.getByRole('button', { name: 'Verify' }).click();
  const check = page.getByTestId('voucher-check');
  await expect(check).toContainText('Voucher verified: now marked as used');
  await expect(check).toContainText('2 places');

  // The QR code's link, scanned again: already used, by whom.
  await page.goto(`/admin/verify?code=${encodeURIComponent(code)}`);
  await expect(page.getByTestId('voucher-check')).toContainText('Already used');
  await expect(page.getByTestId('voucher-check')).toContainText('by staff');

  // A mistyped code is refused.
  await page.getByRole('textbox', { name: 'Voucher code' }).fill(`${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('voucher-refused')).toContainText('No booking has this voucher code');
});

for (const language of ['en', 'ar'] as const) {
  test(`the voucher adds the trip to the phone's calendar and shares it (${language})`, async ({ page, context }) => {
    const t = textsFor(language);
    await openInLanguage(page, language);
    const { bookingId } = await travellerWithPaidTour(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/bookings/${bookingId}/voucher`);
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    const booking = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as { confirmationCode: string; startDate: string };

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('vouchers:addToCalendar') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${booking.confirmationCode}.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${booking.startDate.replaceAll('-', '')}\r\n`);
    expect(ics).toContain(`UID:${bookingId}@`);

    // Chromium on a desktop has no share sheet: the link goes to the clipboard.
    await page.getByRole('button', { name: t('vouchers:share') }).click();
    await expect(page.getByText(t('vouchers:linkCopied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/bookings/${bookingId}/voucher$`));
    await settle(page);
    await expectAccessible(page, `voucher actions (${language})`);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/voucher-actions-${language}.png` });
  });
}
