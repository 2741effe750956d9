import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';
import { text } from './support/texts';

// Rides from any point at phone size: the browser's current location (a granted, faked
// geolocation: asked only when "Use my location" is tapped), and a pin dropped on the offline
// map, in English and in Arabic (right to left). Screenshots go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.waitForTimeout(400); // let the dialog's opening transition end
  await page.screenshot({ path: `${shots}/taxi-points-${name}.png` });
}

const PASSWORD = 'taxi-points-password';
/** Nairobi, between Kilimani and Upper Hill. */
const IN_NAIROBI = { latitude: -1.2952, longitude: 36.8001 };

async function signUpAndIn(page: Page) {
  const username = `pt${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
  const login = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
}

test('en: a ride booked from the current location (granted, faked geolocation)', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(IN_NAIROBI);
  await openInLanguage(page, 'en');
  await signUpAndIn(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Taxi', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Taxi' });
  const pickup = dialog.getByRole('combobox', { name: 'Pickup location' });
  await dialog.getByTestId('pickup-field').getByRole('button', { name: 'My location' }).click();
  await expect(pickup).toHaveValue(/^Near /);
  await expect(dialog.getByText('The exact point you chose; typing replaces it.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Drop-off location' }).fill('JKIA');
  await page.getByRole('option', { name: /^Jomo Kenyatta International Airport/ }).click();
  await shot(page, 'location-en');
  await expectAccessible(page, 'the taxi dialog with the current location', '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Get Estimate' }).click();
  await expect(dialog.getByTestId('estimated-fare')).toHaveText(/^\$\d+\.\d{2}$/);
  const label = await dialog
    .getByText(/^Near /)
    .first()
    .textContent();
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Taxi Booked!' })).toBeVisible();
  const rides = await (await page.request.get('/api/taxi-bookings')).json();
  expect(rides[0]).toMatchObject({ pickupLocation: label, dropoffLocation: 'Jomo Kenyatta International Airport', city: 'Nairobi' });
});

test('ar: a pin dropped on the map is labelled by its nearest place, right to left', async ({ page }) => {
  test.setTimeout(90_000);
  await openInLanguage(page, 'ar');
  await page.goto('/');
  await page.getByRole('button', { name: text('ar', 'home:services.taxi.title'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text('ar', 'taxi:dialogTitle') });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const field = dialog.getByTestId('pickup-field');
  await field.getByRole('button', { name: text('ar', 'taxi:pin.open') }).click();
  const map = dialog.getByRole('region', { name: text('ar', 'taxi:pin.mapLabel') });
  await expect(map).toBeVisible();
  const before = await map.getAttribute('data-pin');
  const box = (await map.boundingBox())!;
  // The map takes clicks once it has laid itself out in the opened dialog: click until it has.
  await expect(async () => {
    await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.45);
    await expect(map).not.toHaveAttribute('data-pin', before!, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await shot(page, 'pin-ar');
  await expectAccessible(page, 'the taxi dialog with the pin map, in Arabic', '[role="dialog"]');
  await dialog.getByRole('button', { name: text('ar', 'taxi:pin.use') }).click();
  await expect(map).toBeHidden();
  const pickup = dialog.getByRole('combobox', { name: text('ar', 'taxi:pickup') });
  await expect(pickup).toHaveValue(/^(بالقرب من|[A-Z])/);
  await expect(dialog.getByText(text('ar', 'taxi:location.exactPoint'))).toBeVisible();
  await shot(page, 'pin-chosen-ar');
});
