import { mkdirSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, expectButtonTextsWhole, openInLanguage } from './support/a11y';
import { textsFor } from './support/texts';
import { travelToday } from '@shared/travel-calendar';

// Taxi and cargo at phone size, as a traveller acts: estimate → confirm →
// 'Taxi Booked!' → Track Ride shows the car moving to completion (the server runs at
// RIDE_TIME_SCALE=30, test/browser/support/app-server.ts); ship cargo → toast → track → the
// history reaches Delivered (CARGO_TIME_SCALE=20000). Screenshots go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shots) return;
  if (!fullPage) await page.waitForTimeout(400); // let a dialog's opening transition end
  await page.screenshot({ path: `${shots}/taxi-cargo-${name}.png`, fullPage });
}

const PASSWORD = 'taxi-test-password';
let traveller = '';

async function registerTraveller(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const username = `ride${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await context.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
  return username;
}

async function signIn(page: Page) {
  const res = await page.request.post('/api/login', { data: { username: traveller, password: PASSWORD } });
  expect(res.status()).toBe(200);
}

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

async function choosePlace(page: Page, label: string, typed: string, option: string) {
  const dialog = page.getByRole('dialog', { name: 'Book a Taxi' });
  await dialog.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  await expect(dialog.getByRole('combobox', { name: label })).toHaveValue(option);
}

test.describe('taxi and cargo', () => {
  test.beforeAll(async ({ browser }) => {
    traveller = await registerTraveller(browser);
  });

  test('taxi: estimate, confirm, Taxi Booked!, then Track Ride follows the car to the drop-off', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Taxi', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Taxi' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Get Estimate' }).click();
    await expect(toast(page, 'Missing Information')).toContainText('Please enter pickup and dropoff locations.');

    await dialog.getByRole('combobox', { name: 'Pickup location' }).fill('Westland');
    await dialog.getByRole('combobox', { name: 'Drop-off location' }).fill('Fort Jesus');
    await dialog.getByRole('button', { name: 'Get Estimate' }).click();
    await expect(toast(page, 'Error')).toContainText('Failed to get fare estimate.');
    await expect(dialog.getByText("Unknown place 'Westland'. Did you mean: Westlands")).toBeVisible();
    await shot(page, 'taxi-unknown-place', { fullPage: false });

    await choosePlace(page, 'Pickup location', 'cbd', 'Nairobi CBD');
    await choosePlace(page, 'Drop-off location', 'westl', 'Westlands');
    await dialog.getByRole('combobox', { name: 'Passengers' }).click();
    await page.getByRole('option', { name: '2 passengers' }).click();
    await shot(page, 'taxi-booking', { fullPage: false });
    await dialog.getByRole('button', { name: 'Get Estimate' }).click();

    await expect(dialog.getByText('Estimated fare')).toBeVisible();
    await expect(dialog.getByTestId('estimated-fare')).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(dialog.getByText('Trip duration')).toBeVisible();
    await expect(dialog).toContainText('Nairobi CBD');
    await shot(page, 'taxi-estimate', { fullPage: false });
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Nairobi CBD');
    await dialog.getByRole('button', { name: 'Get Estimate' }).click();
    await dialog
      .locator('label')
      .filter({ hasText: /^Card$/ })
      .click();
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(toast(page, 'Taxi Booked!')).toBeVisible();
    const confirmation = dialog.getByTestId('taxi-confirmation');
    await expect(confirmation).toContainText('Estimated arrival');
    await expect(confirmation).toContainText('Plate number');
    await expect(confirmation.getByTestId('ride-status')).toHaveText('driver assigned');
    await expect(confirmation.getByTestId('ride-status')).toHaveAttribute('data-status', 'driver_assigned');
    await expect(dialog.getByRole('link', { name: 'Call Driver' })).toHaveAttribute('href', /^tel:\+2540555\d{4}$/);
    await shot(page, 'taxi-confirmation', { fullPage: false });

    await dialog.getByRole('link', { name: 'Track Ride' }).click();
    await expect(page).toHaveURL(/\/rides\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Track Ride' })).toBeVisible();
    const map = page.getByTestId('ride-map');
    await expect(map).toBeVisible();
    await expect(map.locator('.leaflet-tile')).toHaveCount(0); // offline: no tiles, never broken ones
    await expect(map.locator('.leaflet-control-scale')).toBeVisible();
    await expect(map.locator('.ride-map-landmark').first()).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await shot(page, 'track-assigned');

    const shareUrl = await page.getByRole('button', { name: 'Share trip' }).getAttribute('data-share-url');
    expect(shareUrl).toMatch(/\/track\/ride\/[A-Za-z0-9_-]{22}$/);

    const firstCar = await map.getAttribute('data-car');
    await expect(page.getByTestId('ride-status')).toHaveText('in progress', { timeout: 40_000 });
    await expect(map).not.toHaveAttribute('data-car', firstCar!);
    await expect(page.getByTestId('ride-eta')).toContainText('Arrives at the drop-off');
    await shot(page, 'track-in-progress');

    // Someone the link was shared with follows the same ride, signed out and read-only.
    const friend = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const friendPage = await friend.newPage();
    await friendPage.goto(shareUrl!);
    await expect(friendPage.getByRole('heading', { name: 'Shared trip' })).toBeVisible();
    await expect(friendPage.getByTestId('ride-status')).toBeVisible();
    await expect(friendPage.getByRole('link', { name: 'Call Driver' })).toHaveCount(0);
    await expect(friendPage.getByRole('button', { name: 'Cancel ride' })).toHaveCount(0);
    await shot(friendPage, 'track-shared');

    await expect(page.getByTestId('ride-status')).toHaveText('completed', { timeout: 60_000 });
    await expect(page.getByTestId('ride-headline')).toHaveText('You have arrived');
    await expect(page.getByText(/Charged to the card ending 4242/)).toBeVisible();
    await expect(friendPage.getByTestId('ride-status')).toHaveText('completed', { timeout: 15_000 });
    await friend.close();
    await shot(page, 'track-completed');

    await page.getByRole('link', { name: 'My Bookings' }).click();
    await page.getByRole('tab', { name: 'Past' }).click();
    const card = page.getByRole('tabpanel', { name: 'Past' }).getByTestId('booking-card').filter({ hasText: 'Taxi: Nairobi CBD → Westlands' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('2 passengers');
    await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await shot(page, 'bookings-ride');
  });

  test('taxi: cancel before the driver arrives, free', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Taxi', exact: true }).click();
    await choosePlace(page, 'Pickup location', 'jkia', 'Jomo Kenyatta International Airport');
    await choosePlace(page, 'Drop-off location', 'karen blix', 'Karen Blixen Museum');
    const dialog = page.getByRole('dialog', { name: 'Book a Taxi' });
    await dialog
      .locator('label')
      .filter({ hasText: /^Premium$/ })
      .click();
    await dialog.getByRole('button', { name: 'Get Estimate' }).click();
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(toast(page, 'Taxi Booked!')).toBeVisible();
    await dialog.getByRole('link', { name: 'Track Ride' }).click();
    await expect(page.getByText('Cancelling is free until your driver arrives.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel ride' }).click();
    await shot(page, 'track-cancel-dialog', { fullPage: false });
    await page.getByRole('dialog', { name: 'Cancel this ride?' }).getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(toast(page, 'Ride Cancelled')).toContainText('You were not charged.');
    await expect(page.getByTestId('ride-status')).toHaveText('cancelled');
    await expect(page.getByTestId('ride-headline')).toHaveText('This ride was cancelled');
    await shot(page, 'track-cancelled');
  });

  test('cargo: ship (dimensions checked on leaving the field), see the toast, pay, track until Delivered; the public sees no personal data', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Cargo', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cargo' });
    await expect(dialog.getByRole('radio', { name: 'Ship Cargo' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create Shipment' }).click();
    await expect(toast(page, 'Missing Information')).toContainText('Please fill in all required fields');

    await dialog.getByRole('textbox', { name: 'From' }).fill('Nairobi, Kenya');
    await dialog.getByRole('textbox', { name: 'To' }).fill('Dubai, UAE');
    await dialog.getByRole('textbox', { name: 'Weight (kg)' }).fill('0');
    await dialog.getByRole('textbox', { name: 'Weight (kg)' }).blur();
    await expect(dialog.getByText('Please enter a valid weight in kg.')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Shipping method' }).click();
    await expect(page.getByRole('option', { name: 'Road (2-5 days)' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Sea (7-14 days)' })).toBeVisible();
    await page.getByRole('option', { name: 'Air (1-2 days)' }).click();
    await dialog.getByRole('textbox', { name: 'Weight (kg)' }).fill('12.5');
    // Dimensions: a mistake shows when leaving the field, before any submit; cm is the default unit.
    const dimensions = dialog.getByRole('textbox', { name: 'Dimensions' });
    await dimensions.fill('40 by 30 by 20');
    await dimensions.blur();
    await expect(dialog.getByText('Use L x W x H in cm, e.g. 40 x 30 x 20')).toBeVisible();
    await expect(dimensions).toHaveAttribute('aria-invalid', 'true');
    await dimensions.fill('40x30x20');
    await dimensions.blur();
    await expect(dialog.getByText('Use L x W x H in cm, e.g. 40 x 30 x 20')).toHaveCount(0);
    await expect(dimensions).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByTestId('cargo-estimate')).toHaveText('$100.00');

    const sender = dialog.getByRole('group', { name: 'Sender' });
    await sender.getByRole('textbox', { name: 'Name' }).fill('Amina Otieno');
    await sender.getByRole('textbox', { name: 'Phone' }).fill('call me');
    await sender.getByRole('textbox', { name: 'Phone' }).blur();
    await expect(sender.getByText('Enter a phone number')).toBeVisible();
    await sender.getByRole('textbox', { name: 'Phone' }).fill('+254 712 345 678');
    await sender.getByRole('textbox', { name: 'Pickup address' }).fill('Ngong Road, Apartment 4B, Nairobi');
    const recipient = dialog.getByRole('group', { name: 'Recipient' });
    await recipient.getByRole('textbox', { name: 'Name' }).fill('Omar Haddad');
    await recipient.getByRole('textbox', { name: 'Phone' }).fill('+971 50 123 4567');
    await recipient.getByRole('textbox', { name: 'Delivery address' }).fill('Sheikh Zayed Road 12, Dubai');
    await dialog.getByRole('combobox', { name: 'Pickup time' }).click();
    await page.getByRole('option', { name: '12:00–16:00' }).click();
    await shot(page, 'cargo-ship', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create Shipment' }).click();

    await expect(toast(page, 'Cargo Shipment Created!')).toContainText(/Tracking number: MT\d{10}KE/);
    const trackingNumber = ((await toast(page, 'Cargo Shipment Created!').textContent()) ?? '').match(/MT\d{10}KE/)![0];
    await expect(dialog.getByRole('radio', { name: 'Track Shipment' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Tracking number' })).toHaveValue(trackingNumber);
    const history = dialog.getByTestId('shipment-history');
    await expect(history).toContainText('Shipment Created');
    await expect(dialog.getByTestId('shipment-details')).toContainText('$100.00');
    await expect(dialog.getByTestId('shipment-parties')).toContainText('Omar Haddad');
    // Booked, not paid: the carrier comes once it is paid, through the checkout every booking uses.
    await expect(dialog.getByTestId('shipment-unpaid')).toContainText('Awaiting payment');
    await expect(dialog.getByTestId('shipment-status')).toHaveText('pending');
    await expectAccessible(page, 'cargo dialog: unpaid shipment', '[role="dialog"]');
    await shot(page, 'cargo-track-unpaid', { fullPage: false });
    await dialog.getByRole('link', { name: 'Pay $100.00' }).click();
    await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(toast(page, 'Payment Successful')).toBeVisible({ timeout: 15_000 });

    await page.goto(`/track/${trackingNumber}`);
    await expect(page.getByRole('heading', { name: 'Track Shipment' })).toBeVisible();
    await expect(page.getByTestId('shipment-unpaid')).toHaveCount(0);
    await expect(page.getByTestId('shipment-status')).toHaveText('in transit', { timeout: 20_000 });
    await expect(page.getByTestId('shipment-history')).toContainText('In Transit');
    await shot(page, 'cargo-track-in-transit');
    await expect(page.getByTestId('shipment-status')).toHaveText('delivered', { timeout: 30_000 });
    await expect(page.getByTestId('shipment-status')).toHaveAttribute('data-status', 'delivered');
    for (const title of ['Shipment Created', 'Picked Up', 'In Transit', 'Arrived at Hub', 'Out for Delivery', 'Delivered'])
      await expect(page.getByTestId('shipment-history')).toContainText(title);
    await expect(page.getByTestId('signed-by')).toContainText('Omar Haddad');
    await expectAccessible(page, '/track/:trackingNumber as the sender');
    await shot(page, 'cargo-page');

    // The label: an A6 page with the number as a Code 128 barcode and the tracking page's QR code.
    await page.getByRole('link', { name: 'Print label' }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${trackingNumber}/label$`));
    const label = page.getByTestId('shipment-label');
    await expect(label).toContainText('Omar Haddad');
    await expect(label).toContainText('Sheikh Zayed Road 12, Dubai');
    await expect(page.getByTestId('label-tracking-number')).toHaveText(trackingNumber);
    await expect(page.getByRole('img', { name: `Barcode of tracking number ${trackingNumber}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code of the tracking page for ${trackingNumber}` })).toBeVisible();
    expect(await page.getByTestId('label-barcode').getAttribute('data-modules')).toMatch(/^11010010000[01]+1100011101011$/);
    await expectAccessible(page, '/track/:trackingNumber/label');
    await expectButtonTextsWhole(page);
    await shot(page, 'cargo-label');
    await page.emulateMedia({ media: 'print' });
    const printed = await label.boundingBox();
    // 105 mm at 96 px per inch.
    expect(Math.round(printed!.width)).toBe(397);
    await expect(page.getByRole('button', { name: 'Print label' })).toBeHidden();
    await shot(page, 'cargo-label-print', { fullPage: false });
    await page.emulateMedia({ media: 'screen' });

    // Anyone else with the number: the status, the timeline and the cities only.
    for (const language of ['en', 'ar'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const visitor = await context.newPage();
      await openInLanguage(visitor, language);
      await visitor.goto(`/track/${trackingNumber}`);
      await expect(visitor.getByTestId('shipment-status')).toHaveAttribute('data-status', 'delivered');
      const seen = await visitor.getByTestId('shipment-details').innerText();
      // The cities in the reader's language (the place table's Arabic names in Arabic).
      const [from, to, country] = language === 'ar' ? ['نيروبي', 'دبي', 'كينيا'] : ['Nairobi', 'Dubai', 'Kenya'];
      expect(seen).toContain(from);
      expect(seen).toContain(to);
      for (const hidden of ['Amina', 'Omar', '712', 'Ngong', 'Sheikh', '100', '12.5', 'Kenya', country]) expect(seen, hidden).not.toContain(hidden);
      await expectAccessible(visitor, `/track/:trackingNumber signed out (${language})`);
      await shot(visitor, `cargo-page-public-${language}`);
      await visitor.goto(`/track/${trackingNumber}/label`);
      await expect(visitor.getByTestId('label-sender-only')).toBeVisible();
      await expect(visitor.getByTestId('shipment-label')).toHaveCount(0);
      await context.close();
    }

    await page.getByRole('link', { name: 'Back to tracking' }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${trackingNumber}$`));
    const typo = `${trackingNumber.slice(0, 4)}${(Number(trackingNumber[4]) + 1) % 10}${trackingNumber.slice(5)}`;
    await page.getByRole('textbox', { name: 'Tracking number' }).fill(typo);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByTestId('no-shipment')).toContainText('No shipment found');
    await expect(page.getByTestId('no-shipment')).toContainText('Please check your tracking number');
    await expect(page.getByTestId('no-shipment')).toContainText('check digit');
    await shot(page, 'cargo-not-found');
  });

  test('cargo in Arabic: the ship form, right to left, checks the dimensions on leaving the field and passes axe', async ({ page }) => {
    const t = textsFor('ar');
    await openInLanguage(page, 'ar');
    await signIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: t('home:services.cargo.title'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('cargo:dialogTitle') });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const dimensions = dialog.getByRole('textbox', { name: t('cargo:dimensions') });
    await dimensions.fill('40 by 30');
    await dimensions.blur();
    await expect(dialog.getByText(t('cargo:dimensionsFormat'))).toBeVisible();
    await dimensions.fill('40 × 30 × 20 cm');
    await dimensions.blur();
    await expect(dialog.getByText(t('cargo:dimensionsFormat'))).toHaveCount(0);
    await expectAccessible(page, 'cargo dialog: ship (ar)', '[role="dialog"]');
    await shot(page, 'cargo-ship-ar', { fullPage: false });
    const res = await page.request.post('/api/cargo-shipments', {
      data: {
        fromLocation: 'Dubai',
        toLocation: 'Doha',
        weight: '2',
        cargoType: 'road',
        price: '10.00',
        sender: { name: 'سارة', phone: '+971 50 000 0000', address: 'شارع الشيخ زايد 12، دبي' },
        recipient: { name: 'خالد', phone: '+974 5555 0000', address: 'الدوحة' },
        pickupDate: travelToday(),
        pickupSlot: '08-12',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { trackingNumber } = (await res.json()) as { trackingNumber: string };
    await page.goto(`/track/${trackingNumber}`);
    await expect(page.getByTestId('shipment-unpaid')).toContainText(t('cargo:payment.unpaidTitle'));
    await expectAccessible(page, '/track/:trackingNumber unpaid (ar)');
    await shot(page, 'cargo-page-unpaid-ar');
    await page.request.post('/api/payments', {
      data: { bookingId: ((await res.json()) as { bookingId: string }).bookingId, method: 'paypal' },
      headers: { 'Idempotency-Key': `label-${trackingNumber}` },
    });
    await page.goto(`/track/${trackingNumber}/label`);
    await expect(page.getByTestId('shipment-label')).toContainText('خالد');
    await expectAccessible(page, '/track/:trackingNumber/label (ar)');
    await expectButtonTextsWhole(page);
    await shot(page, 'cargo-label-ar');
  });
});
