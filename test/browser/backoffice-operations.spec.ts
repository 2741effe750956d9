import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';

// The back office's operations views, as staff use them: on a phone, a
// product's stock, price and photo, which the shop shows at once; a cargo shipment's status,
// which the sender's tracking page shows live. On a laptop: the rides going on now.
// Screenshots go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shots) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${shots}/operations-${name}.png`, fullPage });
}

async function signIn(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
}

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

/** A traveller of its own, signed in, in a browser context of its own. */
async function travellerContext(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const username = `ops${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'operations-test-password', phone: null },
  });
  expect(res.status(), await res.text()).toBe(201);
  await signIn(page, username, 'operations-test-password');
  return { context, page, username };
}

// A product no other spec touches, so its new price and stock surprise nobody.
const PRODUCT = { id: 'prod-abay-solar-radio', name: 'Abay Solar Wind-Up Radio' };

test('staff change a product’s stock, price and photo, and the shop shows them (390×844)', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const before = (await (await page.request.get(`/api/products/${PRODUCT.id}`)).json()) as { price: string };
  const newPrice = (Number(before.price) + 100).toFixed(2);
  await signIn(page, 'staff', 'staff1234');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Stock & Prices' }).click();
  await expect(page.getByRole('heading', { name: 'Stock & Prices', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search products' }).fill('Abay Solar');
  const row = page.getByRole('article', { name: PRODUCT.name });
  await expect(page.getByTestId('stock-row')).toHaveCount(1);
  await shot(page, 'stock');

  await row.getByRole('button', { name: `Stock and price: ${PRODUCT.name}` }).click();
  const dialog = page.getByRole('dialog', { name: PRODUCT.name });
  // The form checks before sending.
  await dialog.getByRole('textbox', { name: 'Units on sale now' }).fill('');
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(dialog.getByTestId('stock-form')).toContainText('Enter how many can be sold now');
  await dialog.getByRole('textbox', { name: 'Units on sale now' }).fill('3');
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(toast(page, 'Stock saved')).toBeVisible();
  await expect(row.getByTestId('stock-quantity')).toHaveText('3 on sale');
  // The server's rule, shown under the field: ETB has two decimals.
  await dialog.getByRole('textbox', { name: 'Price (ETB)' }).fill('3100.555');
  await dialog.getByRole('button', { name: 'Save price' }).click();
  await expect(dialog.getByTestId('price-form')).toContainText('Prices in ETB have at most 2 decimals');
  await dialog.getByRole('textbox', { name: 'Price (ETB)' }).fill(newPrice);
  await dialog.getByRole('button', { name: 'Save price' }).click();
  await expect(toast(page, 'Price saved')).toBeVisible();
  await shot(page, 'stock-dialog');
  await page.keyboard.press('Escape');

  // A photo through the same upload pipeline as tours, hotels and cars.
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1864ab' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><rect x="380" y="260" width="440" height="380" rx="40" fill="#ffd43b"/><circle cx="600" cy="450" r="110" fill="#343a40"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  await row.getByRole('button', { name: `Photos: ${PRODUCT.name}` }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'radio.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(toast(page, 'Photo added')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/photos\/[0-9a-f-]{36}-\d+\.webp$/);

  // A shopper sees all three at once.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto(`/shop?region=all&q=${encodeURIComponent('Abay Solar')}`);
  const card = shop.getByTestId('product-card').filter({ hasText: PRODUCT.name });
  await expect(card.locator('img').first()).toHaveAttribute('src', /^\/media\/photos\//);
  await card.click();
  // The card shows the shopper's display currency; the product's own price is in its dialog.
  const productDialog = shop.getByRole('dialog', { name: PRODUCT.name });
  await expect(productDialog).toContainText(/Only 3 left|3 in stock/);
  await expect(productDialog.getByTestId('product-own-price')).toContainText(
    new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Number(newPrice)),
  );
  await shot(shop, 'shop-after');
  await shopper.close();

  // The audit trail has all of it.
  await page.goto(`/admin/audit?itemType=product&itemId=${PRODUCT.id}`);
  await expect(page.getByTestId('audit-event')).toHaveCount(3);
  await expect(page.getByTestId('audit-event').first()).toContainText('Photo uploaded');
  await expect(page.getByTestId('audit-event').nth(1)).toContainText('Price changed');
  await expect(page.getByTestId('audit-event').nth(2)).toContainText('Stock changed');
});

test('staff set a shipment’s status, and the sender’s tracking page shows the event live (390×844)', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const sender = await travellerContext(browser, { width: 390, height: 844 });
  const created = await sender.page.request.post('/api/cargo-shipments', {
    data: { fromLocation: 'Mombasa, Kenya', toLocation: 'Kampala, Uganda', weight: '40', cargoType: 'sea', currency: 'USD', price: '120.00' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { trackingNumber, bookingId } = (await created.json()) as { trackingNumber: string; bookingId: string };
  // Paid first: the carrier (and staff) move only paid shipments.
  const paid = await sender.page.request.post('/api/payments', {
    data: { bookingId, method: 'paypal' },
    headers: { 'Idempotency-Key': `pay-${trackingNumber}` },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await sender.page.goto(`/track/${trackingNumber}`);
  await expect(sender.page.getByTestId('shipment-history')).toContainText('Shipment Created');

  await signIn(page, 'staff', 'staff1234');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Cargo Shipments' }).click();
  await page.getByRole('textbox', { name: 'Search shipments' }).fill(trackingNumber);
  await expect(page.getByTestId('shipment-row')).toHaveCount(1);
  const row = page.getByRole('article', { name: trackingNumber });
  // Its status depends on how far the fast carrier simulation got (pending or already picked up).
  await expect(row.getByTestId('shipment-row-status')).toBeVisible();
  await row.getByRole('button', { name: `Set status: ${trackingNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Set the status of ${trackingNumber}` });
  // The carrier simulation runs fast in these tests (it may have picked the parcel up already):
  // staff mark it delivered, at a depot of their choosing.
  await dialog.getByRole('radio', { name: 'Delivered (delivered)' }).check();
  await dialog.getByRole('textbox', { name: 'Where (optional)' }).fill('Kampala depot, Nakawa');
  // Who signed is asked with Delivered, and shown to the sender (never to the public).
  await dialog.getByRole('textbox', { name: 'Signed for by (optional)' }).fill('Grace Namutebi');
  await shot(page, 'shipment-dialog');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(toast(page, 'Status set')).toContainText(`${trackingNumber} is now delivered.`);
  await expect(row.getByTestId('shipment-row-status')).toHaveText('delivered');
  await expect(row.getByTestId('shipment-last-event')).toContainText('Delivered');
  await expect(row.getByRole('button', { name: `Set status: ${trackingNumber}` })).toBeDisabled();
  await shot(page, 'shipments');

  // The sender's page, open all along, follows without a reload.
  const history = sender.page.getByTestId('shipment-history');
  await expect(history).toContainText('Delivered');
  await expect(history).toContainText('In Transit');
  await expect(history).toContainText('Kampala depot, Nakawa');
  await expect(sender.page.getByTestId('shipment-status')).toHaveText('delivered');
  await expect(sender.page.getByTestId('signed-by')).toHaveText('Signed for by: Grace Namutebi');
  const publicView = await request.get(`/api/cargo-shipments/${trackingNumber}`);
  expect(publicView.status()).toBe(200);
  expect(await publicView.text()).not.toContain('Grace Namutebi');
  await shot(sender.page, 'tracking-after');
  await sender.context.close();
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('staff see the rides going on now and open one on Track Ride', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const rider = await travellerContext(browser);
    // Far from the drivers (who wait in the centre), so the ride is still on its way while staff look.
    const trip = { pickupLocation: 'Entebbe International Airport', dropoffLocation: 'Kampala City Centre', passengers: 1, vehicleType: 'Comfort' };
    const quote = (await (await rider.page.request.post('/api/taxi-fare-estimate', { data: trip })).json()) as { quoteId: string; estimatedFare: string };
    const booked = await rider.page.request.post('/api/taxi-bookings', {
      data: { ...trip, quoteId: quote.quoteId, estimatedFare: quote.estimatedFare, currency: 'USD' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const ride = (await booked.json()) as { id: string; driverName: string };

    await signIn(page, 'staff', 'staff1234');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Active Rides' }).click();
    await expect(page.getByRole('heading', { name: 'Active Rides', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'City' }).click();
    await page.getByRole('option', { name: 'Kampala' }).click();
    const card = page.getByRole('article', { name: `Ride of ${rider.username}` });
    await expect(card).toContainText('Entebbe International Airport → Kampala City Centre');
    await expect(card).toContainText(`Driver: ${ride.driverName}`);
    await shot(page, 'rides-laptop');
    await card.getByRole('link', { name: `Track ride: ${rider.username}` }).click();
    await expect(page).toHaveURL(new RegExp(`/rides/${ride.id}$`));
    await expect(page.getByTestId('ride-map')).toBeVisible();

    // Staff may cancel it for the traveller, who is never charged a fee for that.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('You are cancelling for the traveller: they are never charged a fee.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel ride' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this ride?' });
    await expect(confirm).toContainText('You are cancelling for the traveller: they are never charged a fee.');
    await shot(page, 'ride-cancel-for-traveller', { fullPage: false });
    await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(toast(page, 'Ride Cancelled')).toContainText('The traveller was not charged.');
    await rider.context.close();
  });
});
