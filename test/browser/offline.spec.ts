import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { savedKeys, serviceWorkerReady } from './support/offline';

// Offline, with the real service worker: after one online visit, My
// Bookings reloads without a connection (the offline banner, an 'as of' time) and a booking's
// e-voucher opens; a contact message written offline is kept on the phone, survives a reload,
// and reaches the staff inbox exactly once when the connection returns.
test.use({ serviceWorkers: 'allow' });

const PASSWORD = 'offline-test-password';

async function register(page: Page): Promise<string> {
  const username = `offline_${randomUUID().slice(0, 8)}`;
  const res = await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status()).toBe(201);
  return username;
}

/** A tour place booked and paid through the API: a confirmed booking with an e-voucher. */
async function confirmedTourBooking(request: APIRequestContext): Promise<string> {
  const tours = (await (await request.get('/api/tour-packages')).json()) as { id: string; departureDate: string | null }[];
  const tour = tours.find((candidate) => candidate.departureDate)!;
  const booking = await request.post('/api/bookings', {
    data: { type: 'tour', itemId: tour.id, startDate: tour.departureDate, quantity: 1, tourTravellers: [{ givenNames: 'Amina', surname: 'Hassan' }] },
  });
  expect(booking.status()).toBe(201);
  const { id } = (await booking.json()) as { id: string };
  const paid = await request.post('/api/payments', { data: { bookingId: id, method: 'paypal' }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(paid.ok()).toBe(true);
  return id;
}

test('offline: My Bookings reloads and a booking’s e-voucher opens', async ({ page, context }) => {
  await register(page);
  const bookingId = await confirmedTourBooking(page.request);

  await page.goto('/bookings');
  const card = page.getByTestId('booking-card').filter({ has: page.getByRole('link', { name: 'E-voucher' }) });
  await expect(card).toHaveCount(1);
  await serviceWorkerReady(page);
  // The list and the vouchers are saved for offline use as they arrive.
  await expect.poll(async () => (await savedKeys(page)).filter((key) => /bookings","list|vouchers","list/.test(key)).length, { timeout: 15_000 }).toBe(2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline");
  await expect(page.getByTestId('booking-card')).toHaveCount(1);
  await expect(page.getByTestId('saved-copy')).toContainText(/^As of /);

  await card.getByRole('link', { name: 'E-voucher' }).click();
  await expect(page).toHaveURL(`/bookings/${bookingId}/voucher`);
  const voucher = page.getByTestId('voucher');
  await expect(voucher.getByTestId('voucher-code')).toHaveText(/^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/);
  await expect(voucher.getByRole('img', { name: /^QR code of the e-voucher for / })).toBeVisible();
  await expect(page.getByTestId('saved-copy')).toBeVisible();
  await context.setOffline(false);
});

test('offline: a contact message is queued, survives a reload, and arrives exactly once on reconnect', async ({ page, context, playwright, baseURL }) => {
  await page.goto('/contact');
  await expect(page.getByTestId('contact-form')).toBeVisible();
  await serviceWorkerReady(page);

  await context.setOffline(true);
  const subject = `Offline question ${randomUUID().slice(0, 8)}`;
  await page.getByLabel('Name').fill('Offline Olive');
  await page.getByLabel('Email').fill('olive@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Written on a bus with no signal.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('contact-queued')).toContainText('Message saved');
  await expect.poll(async () => (await savedKeys(page)).filter((key) => key.startsWith('outbox:')).length).toBe(1);

  // Still queued after a reload without a connection; a second tab shares the outbox.
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/contact');
  await expect(second.getByTestId('offline-banner')).toBeVisible();

  await context.setOffline(false);
  const sentToasts = async () => {
    let count = 0;
    for (const tab of [page, second]) count += await tab.locator('.mantine-Notification-root').filter({ hasText: 'Message Sent!' }).count();
    return count;
  };
  await expect.poll(sentToasts, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await savedKeys(page)).filter((key) => key.startsWith('outbox:')).length, { timeout: 20_000 }).toBe(0);

  // Staff find it in the inbox once, whatever the two tabs did.
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/login', { data: { username: 'staff', password: 'staff1234' } })).status()).toBe(200);
  await expect
    .poll(async () => {
      const emails = (await (await staff.get('/api/emails?limit=100')).json()) as { subject: string }[];
      return emails.filter((email) => email.subject === subject).length;
    })
    .toBe(1);
  await staff.dispose();
  await second.close();
});
