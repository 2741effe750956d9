import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage, settle } from './support/a11y';

// Who travels on a flight, at phone size: checkout asks each passenger's names as on the
// passport, date of birth, nationality and (an international route) passport; a mistake is
// shown under its field; the passport number comes back masked in checkout, the confirmation,
// My Bookings and the e-voucher; staff read a full number only by asking (audited). Arabic: the same form, mirrored. Screenshots go to
// SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/travellers-${name}.png`, fullPage: true });
};

const PASSWORD = 'travellers-test-password';

async function signedIn(page: Page) {
  const username = `pax${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
  expect((await page.request.post('/api/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
}

/** A pending booking for two passengers on a Nairobi → Zanzibar flight (Kenya to Tanzania: international). */
async function heldFlight(page: Page): Promise<string> {
  const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const flights = (await (await page.request.get(`/api/flights?from=NBO&to=ZNZ&date=${date}&passengers=2`)).json()) as { id: string }[];
  expect(flights.length).toBeGreaterThan(0);
  const res = await page.request.post('/api/bookings', { data: { type: 'flight', itemId: flights[0].id, quantity: 2 } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('a flight: passenger details in checkout, masked passport everywhere after', async ({ page }) => {
  await openInLanguage(page, 'en');
  await signedIn(page);
  await page.goto(`/checkout?booking=${await heldFlight(page)}`);
  const form = page.getByTestId('passengers-form');
  await expect(form.getByRole('group', { name: 'Passenger 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);

  const passenger = (n: number) => form.getByRole('group', { name: `Passenger ${n}` });
  for (const [index, name] of ['Amina', 'Juma'].entries()) {
    const group = passenger(index + 1);
    await group.getByLabel('Given names (as on passport)').fill(name);
    await group.getByLabel('Surname (as on passport)').fill('Hassan');
    await group.getByLabel('Date of birth').fill('1988-03-14');
    await group.getByLabel('Nationality').fill('KE');
    await group.getByLabel('Passport number').fill(`AK55${index}1234`);
    await group.getByLabel('Passport expiry date').fill('2034-06-30');
  }
  // A passport that runs out too soon is refused by the server, under its field.
  await passenger(2)
    .getByLabel('Passport expiry date')
    .fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(passenger(2)).toContainText('The passport must be valid at least 6 months after the trip');
  await settle(page);
  await shot(page, 'form-en');
  await expectAccessible(page, 'checkout passengers', '[data-testid="passengers-form"]');

  await passenger(2).getByLabel('Passport expiry date').fill('2034-06-30');
  // 'Save these travellers' keeps both on the profile once the booking took them.
  await form.getByLabel('Save these travellers to my profile').check();
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  const who = page.getByTestId('who-travels');
  await expect(who).toContainText('Amina Hassan');
  await expect(who).toContainText('Passport ••••1234');
  await expect(page.locator('body')).not.toContainText('AK5501234');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByTestId('booking-confirmation')).toContainText('Juma Hassan', { timeout: 15_000 });
  const saved = (await (await page.request.get('/api/profile/travellers')).json()) as { givenNames: string; passportNumber: string }[];
  expect(saved.map((traveller) => [traveller.givenNames, traveller.passportNumber])).toEqual([
    ['Amina', '••••1234'],
    ['Juma', '••••1234'],
  ]);
  await settle(page);
  await shot(page, 'confirmation-en');

  await page.goto('/bookings');
  await expect(page.getByTestId('booking-card').first().getByTestId('who-travels')).toContainText('Amina Hassan');
  await page
    .getByRole('link', { name: /voucher/i })
    .first()
    .click();
  await expect(page.getByTestId('voucher').getByTestId('who-travels')).toContainText('••••1234');
  await settle(page);
  await shot(page, 'voucher-en');
  await expectAccessible(page, 'voucher with who travels');
  const code = (await page.getByTestId('voucher-code').textContent())!;

  // At the desk, staff see the numbers masked too, and read one only by asking (audited).
  await page.request.post('/api/logout');
  await page.evaluate(() => localStorage.removeItem('user'));
  expect((await page.request.post('/api/login', { data: { username: 'staff', password: 'staff1234' } })).status()).toBe(200);
  await page.goto(`/admin/verify?code=${encodeURIComponent(code)}`);
  const check = page.getByTestId('voucher-check');
  await expect(check.getByTestId('who-travels')).toContainText('Juma Hassan');
  await expect(check).not.toContainText('AK5511234');
  await check.getByRole('button', { name: 'Show number, passport of passenger 2' }).click();
  await expect(check.getByTestId('passport-number')).toHaveText('AK5511234');
  await settle(page);
  await shot(page, 'staff-reveal-en');
  await expectAccessible(page, 'voucher check with a passport shown', '[data-testid="voucher-check"]');
  await page.goto('/admin/audit');
  await expect(page.getByRole('main')).toContainText('Passport number read');
});

test('the passenger form in Arabic, mirrored', async ({ page }) => {
  await openInLanguage(page, 'ar');
  await signedIn(page);
  await page.goto(`/checkout?booking=${await heldFlight(page)}`);
  const form = page.getByTestId('passengers-form');
  await expect(form.getByRole('group', { name: /^المسافر / }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await form.getByRole('button', { name: 'متابعة إلى الدفع' }).click();
  await expect(form.getByText('مطلوب').first()).toBeVisible();
  await settle(page);
  await shot(page, 'form-ar');
  await expectAccessible(page, 'checkout passengers (ar)', '[data-testid="passengers-form"]');
});

test('a car: who drives is asked before paying; a hotel: the lead guest may be added (sw)', async ({ page }) => {
  await openInLanguage(page, 'sw');
  await signedIn(page);
  const cars = (await (await page.request.get('/api/cars?pickupLocation=Dubai%20Airport')).json()) as { id: string; pickupDate: string; returnDate: string }[];
  const car = await page.request.post('/api/bookings', {
    data: { type: 'car', itemId: cars[0].id, startDate: cars[0].pickupDate, endDate: cars[0].returnDate },
  });
  expect(car.status(), await car.text()).toBe(201);
  await page.goto(`/checkout?booking=${((await car.json()) as { id: string }).id}`);
  const driver = page.getByTestId('driver-form');
  await expect(driver.getByRole('heading', { name: 'Nani anaendesha' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Lipa / })).toHaveCount(0);
  await driver.getByLabel('Jina la dereva (kama kwenye leseni)').fill('Juma Mwangi');
  await driver.getByLabel('Umri wa dereva').fill('19');
  await driver.getByLabel('Namba ya leseni ya udereva').fill('DL-884201');
  await driver.getByLabel('Nchi ya leseni').fill('KE');
  await driver.getByRole('button', { name: 'Endelea kulipa' }).click();
  await expect(driver).toContainText('Dereva lazima awe na umri wa angalau miaka 21');
  await settle(page);
  await shot(page, 'driver-sw');
  await expectAccessible(page, 'checkout driver (sw)', '[data-testid="driver-form"]');
  await driver.getByLabel('Umri wa dereva').fill('34');
  await driver.getByRole('button', { name: 'Endelea kulipa' }).click();
  await expect(page.getByTestId('who-travels')).toContainText('Juma Mwangi');
  await expect(page.getByRole('button', { name: /^Lipa / })).toBeVisible();

  const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 22 * 86_400_000).toISOString().slice(0, 10);
  const hotel = await page.request.post('/api/bookings', { data: { type: 'hotel', itemId: 'nairobi-acacia-heights', startDate: start, endDate: end } });
  expect(hotel.status(), await hotel.text()).toBe(201);
  await page.goto(`/checkout?booking=${((await hotel.json()) as { id: string }).id}`);
  // Optional: the payment is there from the start.
  await expect(page.getByRole('button', { name: /^Lipa / })).toBeVisible();
  const guest = page.getByTestId('lead-guest');
  await guest.getByRole('button', { name: 'Ongeza mgeni mkuu (si lazima)' }).click();
  await guest.getByLabel('Jina kamili la mgeni mkuu').fill('Amina Hassan');
  await guest.getByLabel('Muda unaotarajia kufika').fill('21:30');
  await guest.getByLabel('Ombi maalum').fill('Chumba cha juu, tafadhali');
  await guest.getByRole('button', { name: 'Hifadhi maelezo ya mgeni' }).click();
  await expect(page.getByTestId('who-travels')).toContainText('Amina Hassan');
  await settle(page);
  await shot(page, 'lead-guest-sw');
  await expectAccessible(page, 'checkout lead guest (sw)');
});
