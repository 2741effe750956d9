import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';
import { text } from './support/texts';
import type { Language } from '@shared/languages';

// After a ride, at phone size in English and Arabic: rate the driver, tip, and the receipt.
// The ride is a short one (the server runs at RIDE_TIME_SCALE=30), waited for by its status.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/taxi-after-${name}.png`, fullPage: true });
}

const PASSWORD = 'after-ride-password';
const SHORT_TRIP = { pickupLocation: 'Nairobi CBD', dropoffLocation: 'Uhuru Park', passengers: 1, vehicleType: 'Economy' };

async function signUp(page: Page) {
  const username = `ar${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  expect((await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } })).status()).toBe(
    201,
  );
  expect((await page.request.post('/api/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
}

async function completedRide(page: Page): Promise<{ id: string; estimatedFare: string }> {
  await signUp(page);
  const quote = await (await page.request.post('/api/taxi-fare-estimate', { data: SHORT_TRIP })).json();
  const booked = await page.request.post('/api/taxi-bookings', {
    data: { ...SHORT_TRIP, quoteId: quote.quoteId, estimatedFare: quote.estimatedFare, paymentMethod: 'card', cardNumber: '4242424242424242' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const ride = await booked.json();
  await expect.poll(async () => (await (await page.request.get(`/api/taxi-bookings/${ride.id}`)).json()).status, { timeout: 60_000 }).toBe('completed');
  return ride;
}

for (const language of ['en', 'ar'] as Language[]) {
  test(`${language}: rate the driver once, tip, and read the receipt`, async ({ page }) => {
    test.setTimeout(120_000);
    const say = (key: string, values?: Record<string, string | number>) => text(language, `taxi:${key}`, values);
    await openInLanguage(page, language);
    const ride = await completedRide(page);
    await page.goto(`/rides/${ride.id}`);
    const after = page.getByTestId('after-ride');
    await expect(after).toBeVisible();
    // Arabic says 'a few' (3 to 10) stars with its own plural form.
    await after.getByRole('button', { name: say(language === 'ar' ? 'after.stars_few' : 'after.stars_other', { count: 4 }) }).click();
    await after.getByRole('textbox', { name: say('after.comment') }).fill('Friendly and careful');
    await after
      .locator('label')
      .filter({ hasText: /2[.,٫]00/ })
      .click();
    await expect(after.getByRole('radio', { name: /2[.,٫]00/ })).toBeChecked();
    await expectAccessible(page, `the finished ride (${language})`);
    await shot(page, `rate-${language}`);
    await after.getByRole('button', { name: say('after.sendRating') }).click();
    await expect(after.getByTestId('your-rating')).toContainText('Friendly and careful');
    await expect(after.getByRole('button', { name: say('after.sendRating') })).toHaveCount(0);
    await after.getByRole('button', { name: say('after.sendTip') }).click();
    await expect(after.getByTestId('your-tip')).toBeVisible();
    await shot(page, `rated-${language}`);

    await after.getByRole('link', { name: say('after.receipt') }).click();
    const receipt = page.getByTestId('ride-receipt');
    await expect(receipt).toBeVisible();
    const total = ((Math.round(Number(ride.estimatedFare) * 100) + 200) / 100).toFixed(2);
    const digits = (value: string) => value.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[^\d]/g, '');
    expect(digits((await page.getByTestId('receipt-total').textContent()) ?? '')).toBe(digits(total));
    await expect(receipt).toContainText(say('receipt.tip'));
    await expectAccessible(page, `the ride receipt (${language})`);
    await shot(page, `receipt-${language}`);
  });
}

for (const language of ['en', 'ar'] as Language[]) {
  test(`${language}: write to the driver during the ride and see the simulated reply`, async ({ page }) => {
    test.setTimeout(90_000);
    const say = (key: string, values?: Record<string, string | number>) => text(language, `taxi:${key}`, values);
    await openInLanguage(page, language);
    await signUp(page);
    const trip = { pickupLocation: 'Westlands', dropoffLocation: 'JKIA', passengers: 1, vehicleType: 'Economy' };
    const booked = await page.request.post('/api/taxi-bookings', { data: trip });
    expect(booked.status(), await booked.text()).toBe(201);
    const ride = await booked.json();
    await page.goto(`/rides/${ride.id}`);
    const chat = page.getByTestId('ride-chat');
    await chat.getByRole('textbox', { name: say('chat.message') }).fill("I'm at the gate");
    await chat.getByRole('button', { name: say('chat.send') }).click();
    await expect(chat.getByTestId('chat-mine')).toContainText("I'm at the gate");
    const reply = chat.getByTestId('chat-driver');
    await expect(reply).toContainText(say('chat.simulated'), { timeout: 20_000 });
    await expect(page.getByRole('link', { name: new RegExp(say('confirmation.callDriver')) })).toBeVisible();
    await expectAccessible(page, `Track Ride with messages (${language})`);
    await shot(page, `chat-${language}`);
  });
}
