import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { create as createQr } from 'qrcode';
import { appStarted, expect, test } from './support/test';
import { openInLanguage, settle } from './support/a11y';
import { savedKeys, serviceWorkerReady } from './support/offline';
import { text } from './support/texts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

// Rough edges a tester hit at 390×844: each test failed before its fix.
// Screenshots go to SCREENSHOT_DIR when set (edges-*.png).
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/edges-${name}.png` });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return box!;
}

test.describe('floating chat and WhatsApp buttons', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`${language}: at the end side, out of the way while scrolling down, clear of the last cards at the end`, async ({ page }) => {
      await openInLanguage(page, language);
      await page.goto('/');
      const buttons = page.getByTestId('floating-buttons');
      const chat = page.getByRole('button', { name: text(language, 'home:assistant.open') });
      await expect(chat).toBeVisible();
      // The end side: the right in English, the left in Arabic.
      const box = await boxOf(buttons);
      const centre = box.x + box.width / 2;
      if (language === 'ar') expect(centre).toBeLessThan(390 / 2);
      else expect(centre).toBeGreaterThan(390 / 2);
      await settle(page);
      await shot(page, `home-top-${language}`);

      // Scrolling down through the cards: the buttons step aside, and come back on the way up.
      await page.mouse.wheel(0, 700);
      await expect(chat).toBeHidden();
      await shot(page, `home-scrolling-${language}`);
      await page.mouse.wheel(0, -200);
      await expect(chat).toBeVisible();

      // At the end of the page they are back, and nothing of the page lies under them.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(chat).toBeVisible();
      await expect(buttons).not.toHaveAttribute('data-aside');
      const stack = await boxOf(buttons);
      const content = await page.locator('main :is(h2, h3, a, button, p, img)').evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { what: element.outerHTML.slice(0, 80), x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        }),
      );
      const covered = content.filter((element) => element.width > 0 && element.height > 0 && overlaps(element, stack));
      expect(covered.map((element) => element.what)).toEqual([]);
      await shot(page, `home-end-${language}`);
    });
  }
});

test.describe('toasts', () => {
  test("'Welcome back!' never covers the top bar's mail, bell and menu buttons", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel(/^Username/).fill('demo');
    await dialog.getByLabel(/^Password/).fill('demo1234');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Welcome back!' });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeHidden();
    // Once the dialog has gone (while it closes, toasts may use the top edge), and for as long as
    // the toast is shown, it covers none of the top bar's buttons.
    const buttons = await page.locator('header').getByRole('button').all();
    const covered = async () => {
      const toastBox = await boxOf(toast);
      const names: string[] = [];
      for (const button of buttons) if (overlaps(toastBox, await boxOf(button))) names.push((await button.getAttribute('aria-label')) ?? '?');
      return names;
    };
    await expect.poll(covered).toEqual([]);
    await shot(page, 'welcome-toast');
  });
});

/** A paid tour booking of the signed-in traveller, through the API; returns its id. */
async function paidTour(request: APIRequestContext): Promise<string> {
  const tours = (await (await request.get('/api/tour-packages')).json()) as { id: string; departureDate: string | null }[];
  const tour = tours.find((candidate) => candidate.departureDate)!;
  const booking = await request.post('/api/bookings', {
    data: { type: 'tour', itemId: tour.id, startDate: tour.departureDate, quantity: 1, tourTravellers: [{ givenNames: 'Amina', surname: 'Hassan' }] },
  });
  const { id } = (await booking.json()) as { id: string };
  expect((await request.post('/api/payments', { data: { bookingId: id, method: 'paypal' }, headers: { 'Idempotency-Key': randomUUID() } })).ok()).toBe(true);
  return id;
}

/** A traveller with a paid tour booking (through the API); returns its voucher code. */
async function paidTourVoucher(request: APIRequestContext): Promise<string> {
  const username = `edge_${randomUUID().slice(0, 8)}`;
  expect(
    (await request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'rough-edges-password', phone: null } })).status(),
  ).toBe(201);
  const id = await paidTour(request);
  const vouchers = (await (await request.get('/api/vouchers')).json()) as { bookingId: string; code: string }[];
  await request.post('/api/logout');
  return vouchers.find((voucher) => voucher.bookingId === id)!.code;
}

/**
 * A camera picture of `text` as a QR code, as Chromium's fake camera plays it: a YUV4MPEG2 file
 * (4:2:0), black modules on white paper, a few frames long (it loops).
 */
function qrVideo(file: string, content: string) {
  const width = 640;
  const height = 480;
  const { modules } = createQr(content, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(360 / (modules.size + 8));
  const side = (modules.size + 8) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 40); // a dark table around the paper
  for (let y = top; y < top + side; y++) {
    for (let x = left; x < left + side; x++) {
      const row = Math.floor((y - top) / scale) - 4;
      const column = Math.floor((x - left) / scale) - 4;
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      luma[y * width + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
}

test.describe('/admin/verify', () => {
  test('ar: an unknown code is refused in a sentence of the page, without an HTTP status', async ({ page }) => {
    const code = await paidTourVoucher(page.request);
    expect((await page.request.post('/api/login', { data: { username: 'staff', password: 'staff1234' } })).status()).toBe(200);
    await openInLanguage(page, 'ar');
    await page.goto('/admin/verify');
    const mistyped = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    await page.getByRole('textbox', { name: text('ar', 'vouchers:verify.codeLabel') }).fill(mistyped);
    await page.getByRole('button', { name: text('ar', 'vouchers:verify.submit') }).click();
    const refused = page.getByTestId('voucher-refused');
    await expect(refused).toContainText(text('ar', 'vouchers:verify.unknownCode'));
    await expect(refused).not.toContainText('404');
    await shot(page, 'verify-refused-ar');
  });

  test("the camera reads the traveller's QR code (the decoder the page loads where the browser has no BarcodeDetector)", async ({
    playwright,
    baseURL,
    request,
  }, testInfo) => {
    const code = await paidTourVoucher(request);
    const video = testInfo.outputPath('voucher-qr.y4m');
    qrVideo(video, `${baseURL}/admin/verify?code=${encodeURIComponent(code)}`);
    const browser = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
      await context.grantPermissions(['camera']);
      // Debian's Chromium has no BarcodeDetector; make sure this test always reads with the decoder.
      await context.addInitScript(() => {
        delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
      });
      const staff = await context.newPage();
      expect((await staff.request.post('/api/login', { data: { username: 'staff', password: 'staff1234' } })).status()).toBe(200);
      const decoder = staff.waitForResponse((response) => /\/assets\/decode-[^/]*\.js$/.test(new URL(response.url()).pathname));
      await staff.goto('/admin/verify');
      await appStarted(staff);
      await staff.getByRole('button', { name: 'Scan with the camera' }).click();
      await decoder;
      const check = staff.getByTestId('voucher-check');
      await expect(check).toContainText('Voucher verified: now marked as used', { timeout: 20_000 });
      await expect(staff.getByRole('textbox', { name: 'Voucher code' })).toHaveValue(code);
      await shot(staff, 'verify-scanned');
    } finally {
      await browser.close();
    }
  });
});

test.describe('Claim Now as a visitor', () => {
  const toasts = (page: Page) => page.locator('.mantine-Notification-root');

  test('the claim goes through once the visitor has registered', async ({ page }) => {
    const username = `claim${randomUUID().slice(0, 8)}`;
    await page.goto('/');
    await page.getByRole('button', { name: 'Claim Now' }).click();
    await expect(toasts(page).filter({ hasText: 'Sign in to claim' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Welcome Back' }).getByText('Register', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: 'Register' })).toBeChecked();
    await dialog.getByLabel(/^Username/).fill(username);
    await dialog.getByLabel(/^Email/).fill(`${username}@example.com`);
    await dialog.getByLabel(/^Password/).fill('Kilimanjaro-sunrise-claim-2026');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page).filter({ hasText: 'Offer claimed' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('firstBookingOfferClaimed'))).toBe('true');
    await shot(page, 'claimed-after-register');
  });

  test('the claim goes through once the visitor has signed in, even after a reload in between', async ({ page, playwright, baseURL }) => {
    const username = `claim${randomUUID().slice(0, 8)}`;
    const password = 'Kilimanjaro-sunrise-claim-2026';
    const elsewhere = await playwright.request.newContext({ baseURL });
    expect((await elsewhere.post('/api/register', { data: { username, email: `${username}@example.com`, password, phone: null } })).status()).toBe(201);
    await elsewhere.dispose();

    await page.goto('/');
    await page.getByRole('button', { name: 'Claim Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Login' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel(/^Username/).fill(username);
    await dialog.getByLabel(/^Password/).fill(password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Offer claimed' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('firstBookingOfferClaimed'))).toBe('true');
  });

  test('a traveller who has booked before is told why once signed in; nothing is claimed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Claim Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel(/^Username/).fill('demo');
    await dialog.getByLabel(/^Password/).fill('demo1234');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Offer not available' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('firstBookingOfferClaimed'))).toBeNull();
  });
});

/** A paid marketplace order of one in-stock product, through the API; returns its booking. */
async function paidOrder(request: APIRequestContext): Promise<{ id: string; confirmationCode: string }> {
  const products = (await (await request.get('/api/products?region=east_africa&limit=20')).json()) as { id: string; inStock: boolean }[];
  const product = products.find((candidate) => candidate.inStock)!;
  expect((await request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).ok()).toBe(true);
  const { total } = (await (await request.get('/api/orders/quote?country=Kenya')).json()) as { total: string };
  const address = { recipientName: 'Amina Edge', phone: '+254 700 000 000', addressLine: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya' };
  const placed = await request.post('/api/orders', { data: { ...address, expectedTotal: total } });
  expect(placed.status(), await placed.text()).toBe(201);
  const booking = (await placed.json()) as { id: string; confirmationCode: string };
  expect((await request.post('/api/payments', { data: { bookingId: booking.id, method: 'paypal' }, headers: { 'Idempotency-Key': randomUUID() } })).ok()).toBe(
    true,
  );
  return booking;
}

test.describe('each kind of booking in its own words', () => {
  test('an order is placed, a shipment delivered, and neither has an e-voucher', async ({ page }) => {
    const username = `words_${randomUUID().slice(0, 8)}`;
    expect(
      (
        await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'rough-edges-password', phone: null } })
      ).status(),
    ).toBe(201);
    const order = await paidOrder(page.request);
    const shipment = await page.request.post('/api/cargo-shipments', {
      data: { fromLocation: 'Nairobi', toLocation: 'Mombasa', weight: '2', cargoType: 'air', currency: 'USD', price: '16.00' },
    });
    expect(shipment.status(), await shipment.text()).toBe(201);
    // Paid, so the carrier collects it (an unpaid shipment is a hold that lapses).
    const { bookingId } = (await shipment.json()) as { bookingId: string };
    expect((await page.request.post('/api/payments', { data: { bookingId, method: 'paypal' }, headers: { 'Idempotency-Key': randomUUID() } })).ok()).toBe(true);

    // Checkout's confirmation of the paid order.
    await page.goto(`/checkout?booking=${order.id}`);
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toHaveCount(0);

    await page.goto('/bookings');
    const orderCard = page.getByTestId('booking-card').filter({ hasText: order.confirmationCode });
    await expect(orderCard.locator('[data-state]')).toHaveText('placed');
    await expect(orderCard.getByRole('link', { name: 'E-voucher' })).toHaveCount(0);
    const cargoCard = page.getByTestId('booking-card').filter({ hasText: 'Cargo' });
    await expect(cargoCard.getByRole('link', { name: 'E-voucher' })).toHaveCount(0);
    // The carrier delivers an air shipment in seconds at the test server's time scale.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('booking-card').filter({ hasText: 'Cargo' }).locator('[data-state]').textContent();
        },
        { timeout: 30_000 },
      )
      .toBe('delivered');
    await shot(page, 'bookings-words-en');

    // The order's voucher page says why there is none.
    await page.goto(`/bookings/${order.id}/voucher`);
    await expect(page.getByText('Taxi rides, shipments and shop orders have no e-voucher')).toBeVisible();

    await openInLanguage(page, 'ar');
    await page.goto('/bookings');
    await expect(page.getByTestId('booking-card').filter({ hasText: order.confirmationCode }).locator('[data-state]')).toHaveText(
      text('ar', 'travel:bookingStatus.placed'),
    );
    await shot(page, 'bookings-words-ar');
  });
});

test.describe('loyalty on the profile', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`${language}: every point explained (welcome points, each booking), and a shop order is not a trip`, async ({ page }) => {
      const username = `points_${randomUUID().slice(0, 8)}`;
      expect(
        (
          await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'rough-edges-password', phone: null } })
        ).status(),
      ).toBe(201);
      await paidTour(page.request);
      await paidOrder(page.request);
      const profile = (await (await page.request.get('/api/profile')).json()) as { stats: { trips: number; points: number } };
      expect(profile.stats.trips).toBe(1);

      await openInLanguage(page, language);
      await page.goto('/profile');
      const t = (key: string) => text(language, key);
      await expect(page.getByText(t('profile:stats.tripsHint'))).toBeVisible();
      await page.getByRole('button', { name: t('profile:points.show') }).click();
      const history = page.getByTestId('points-history');
      await expect(history.getByRole('listitem')).toHaveCount(3);
      await expect(history.getByRole('listitem').last()).toContainText(t('profile:points.welcome'));
      await expect(history.getByRole('listitem').last()).toContainText('+70');
      await expect(history.getByRole('listitem').first()).toContainText(t('profile:points.kinds.order'));
      await expect(history.getByRole('listitem').nth(1)).toContainText(t('profile:points.kinds.tour'));
      // The rows add up to the points on the profile.
      const rows = await history.getByRole('listitem').allTextContents();
      const sum = rows.reduce((total, row) => total + Number(/\+([\d,]+)$/.exec(row)![1].replace(/,/g, '')), 0);
      expect(sum).toBe(profile.stats.points);
      await history.scrollIntoViewIfNeeded();
      await shot(page, `profile-points-${language}`);
    });
  }
});

test.describe('offline: the catalogue', () => {
  test.use({ serviceWorkers: 'allow' });

  test("Home's deals and the shop's grid show the saved copy; a shop page never opened online says what is missing", async ({ page, context }) => {
    await page.goto('/');
    const deals = page.getByRole('list', { name: 'Featured tour packages' }).getByRole('listitem');
    await expect(deals.first()).toBeVisible();
    await serviceWorkerReady(page);
    await page.goto('/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect
      .poll(async () => (await savedKeys(page)).filter((key) => /"tours","list"|"shop","products","list"/.test(key)).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(deals.first()).toBeVisible();
    await expect(page.locator('section[aria-labelledby="featured-deals"]').getByTestId('saved-copy')).toContainText(/^As of /);
    await deals.first().scrollIntoViewIfNeeded();
    await shot(page, 'offline-home-en');

    await page.goto('/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('saved-copy')).toContainText(/^As of /);
    await shot(page, 'offline-shop-en');

    await page.goto('/shop?category=spices');
    await expect(page.getByTestId('not-saved-offline')).toContainText('These products are not saved on this phone');
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    await page.getByTestId('not-saved-offline').scrollIntoViewIfNeeded();
    await shot(page, 'offline-shop-not-saved-en');

    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/shop?category=spices');
    await expect(page.getByTestId('not-saved-offline')).toContainText(text('ar', 'shop:notSaved.title'));
    await page.getByTestId('not-saved-offline').scrollIntoViewIfNeeded();
    await shot(page, 'offline-shop-not-saved-ar');
    await page.goto('/');
    const dealsInArabic = page.getByRole('list', { name: text('ar', 'home:featuredTourPackages') }).getByRole('listitem');
    await expect(dealsInArabic.first()).toBeVisible();
    await dealsInArabic.first().scrollIntoViewIfNeeded();
    await shot(page, 'offline-home-ar');
    await context.setOffline(false);
  });

  test('Home without a saved copy of the deals says so instead of loading forever', async ({ page, context }) => {
    // The app and its files are on the phone, but the deals' answer never reached it.
    await context.route(/\/trpc\/.*tours\.list/, (route) => route.abort());
    await page.goto('/about');
    await serviceWorkerReady(page);
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByTestId('not-saved-offline')).toContainText('Deals are not saved on this phone');
    await page.getByTestId('not-saved-offline').scrollIntoViewIfNeeded();
    await shot(page, 'offline-home-not-saved-en');
    await context.setOffline(false);
  });
});

test.describe('Clear (×) buttons', () => {
  async function expectClearButtonsAtLeast44(scope: Locator, what: string, count: number) {
    // Mantine hides a select's clear button from assistive technology (Backspace clears too);
    // it is still what a finger touches.
    const clears = scope.locator('button[aria-label="Clear"]');
    await expect(clears, what).toHaveCount(count);
    for (const clear of await clears.all()) {
      const box = await boxOf(clear);
      expect(box.width, `${what}: Clear width`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${what}: Clear height`).toBeGreaterThanOrEqual(44);
    }
  }

  test('in the flight and car dialogs and the /search flight filters they are 44 px touch targets', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Flights', exact: true }).click();
    const flights = page.getByRole('dialog', { name: 'Flight Booking' });
    await expect(flights.getByRole('combobox', { name: 'From' })).toHaveValue('Dubai (DXB)');
    await expectClearButtonsAtLeast44(flights, 'flight dialog', 2);
    await shot(page, 'flight-dialog-clear');
    // Still a working clear: From goes back to any airport.
    await flights.locator('button[aria-label="Clear"]').first().click();
    await expect(flights.getByRole('combobox', { name: 'From' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(flights).toBeHidden();

    await page.getByRole('button', { name: 'Car Rental', exact: true }).click();
    const cars = page.getByRole('dialog', { name: 'Car Rental' });
    await expect(cars.getByRole('combobox', { name: 'Pickup Location' })).toHaveValue('Dubai Airport');
    await expectClearButtonsAtLeast44(cars, 'car dialog', 1);
    await shot(page, 'car-dialog-clear');
    await page.keyboard.press('Escape');
    await expect(cars).toBeHidden();

    await page.goto('/search?type=flights&q=Zanzibar');
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('main');
    await expect(filters.getByRole('combobox', { name: 'To' })).toHaveValue(/ZNZ/);
    await expectClearButtonsAtLeast44(filters, '/search flight filters', 1);
    await shot(page, 'search-flight-filters-clear');
  });
});

test.describe('the Login/Register dialog', () => {
  test("Register starts without the password typed into Login, and says 'Too common' once", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: 'Login' })).toBeChecked();
    await dialog.getByLabel(/^Username/).fill('someone');
    await dialog.getByLabel(/^Password/).fill('a-sign-in-attempt');
    await dialog.getByText('Register', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Register' })).toBeChecked();
    await expect(dialog.getByLabel(/^Password/)).toHaveValue('');
    await expect(dialog.getByLabel(/^Username/)).toHaveValue('someone');

    const username = `common${randomUUID().slice(0, 8)}`;
    await dialog.getByLabel(/^Username/).fill(username);
    await dialog.getByLabel(/^Email/).fill(`${username}@example.com`);
    await dialog.getByLabel(/^Password/).fill('qwertyuiop');
    const tooCommon = dialog.getByText(/^Too common/);
    await expect(tooCommon).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByLabel(/^Password/)).toHaveAttribute('data-invalid', 'true');
    await expect(tooCommon).toHaveCount(1);
    await shot(page, 'register-too-common');

    // And back: Login starts without the refused new password.
    await dialog.getByText('Login', { exact: true }).click();
    await expect(dialog.getByLabel(/^Password/)).toHaveValue('');
  });
});
