import { mkdirSync } from 'node:fs';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';
import { textsFor } from './support/texts';

// Travel at phone size, written as a traveller acts: the hotel, flight and car dialogs start a
// real booking, checkout pays it (simulated processor, 2 s), My Bookings lists and cancels it;
// /search searches on every tab; staff see the admin dashboard. Screenshots go to
// SCREENSHOT_DIR when set (e.g. SCREENSHOT_DIR=/tmp/shots).
//
// One traveller is registered for the whole file (registrations are throttled per network:
// REGISTRATIONS_PER_IP_PER_HOUR, 5 by default) and each test signs in afresh; assertions follow
// each booking by its confirmation code, so the tests do not depend on each other.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

/** Pages are shot whole; a dialog (fixed over the page) as the phone shows it. */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shots) return;
  if (!fullPage) await page.waitForTimeout(400); // let the dialog's opening transition end
  await page.screenshot({ path: `${shots}/travel-${name}.png`, fullPage });
}

const PASSWORD = 'travel-test-password';
let traveller = '';

async function registerTraveller(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const username = `trav${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await context.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
  return username;
}

async function signIn(page: Page, username = traveller, password = PASSWORD) {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.status()).toBe(200);
}

function toast(page: Page, title: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: title });
}

async function openService(page: Page, service: 'Hotels' | 'Flights' | 'Car Rental', dialogTitle: string): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: service, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Pays the booking open at checkout and returns its confirmation code. */
async function payAtCheckout(page: Page, { card, driver }: { card?: string; driver?: boolean } = {}): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('hold-countdown')).toContainText(/Reserved for you for \d+:\d{2}/);
  if (driver) {
    // A car is paid once its driver is named.
    const form = page.getByTestId('driver-form');
    await form.getByLabel("Driver's name (as on the licence)").fill('Amina Hassan');
    await form.getByLabel("Driver's age").fill('34');
    await form.getByLabel('Driving licence number').fill('DL-552901');
    await form.getByLabel('Country of the licence').fill('AE');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
  }
  if (card) {
    await page.getByRole('radio', { name: /Card via PayPal/ }).click();
    await page.getByLabel('Card number').fill(card);
  }
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeDisabled();
  await expect(toast(page, 'Payment Successful')).toBeVisible({ timeout: 15_000 });
  const code = (await page.getByTestId('confirmation-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^MT[A-Z0-9]{6}$/);
  return code;
}

async function expectUnderTab(page: Page, tab: 'Upcoming' | 'Cancelled' | 'All', code: string) {
  await page.goto('/bookings');
  await page.getByRole('tab', { name: tab }).click();
  // Only the selected tab's panel counts (the previous panel may linger hidden while it animates out).
  const card = page.getByRole('tabpanel', { name: tab }).getByTestId('booking-card').filter({ hasText: code });
  await expect(card).toBeVisible();
  return card;
}

test.describe('travel booking', () => {
  test.beforeAll(async ({ browser }) => {
    traveller = await registerTraveller(browser);
  });

  test("hotel: Book Now in the dialog, pay at checkout with Home's first-booking offer, find it under Upcoming", async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Claim Now' }).click();
    // The claim is kept once the server has said the offer is open to this traveller.
    await expect(page.getByText('Offer claimed')).toBeVisible();
    const dialog = await openService(page, 'Hotels', 'Hotel Booking');
    await expect(dialog.getByLabel('Min price')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '4+' })).toBeChecked();
    await dialog.getByLabel('Min price').fill('12ab');
    await expect(dialog.getByLabel('Min price')).toHaveValue('12');
    await dialog.getByLabel('Min price').fill('');
    const first = dialog.getByTestId('hotel-card').first();
    await expect(first).toBeVisible();
    await expect(first).toContainText('per night');
    await expect(first).toContainText(/\d+ rooms? left/);
    expect(await first.locator('.mantine-Badge-root').filter({ hasNotText: /left/ }).count()).toBeLessThanOrEqual(3);
    await shot(page, 'hotel-dialog', { fullPage: false });
    const hotelName = (await first.getByRole('paragraph').first().textContent()) ?? '';
    await first.getByRole('button', { name: 'Book Now' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('price-breakdown')).toContainText(/× 2 nights/);
    await expect(page.getByTestId('price-breakdown')).toContainText('First-booking offer');
    await expect(page.getByText(hotelName).first()).toBeVisible();
    await shot(page, 'checkout');
    const code = await payAtCheckout(page);
    await shot(page, 'checkout-confirmed');

    await page.getByRole('link', { name: 'View My Bookings' }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    const card = await expectUnderTab(page, 'Upcoming', code);
    await expect(card.getByText('confirmed')).toBeVisible();
    await shot(page, 'bookings');
  });

  test('hotel: three adults and a child take one cottage for 3 at Karen Garden Lodge ($330 for 2 nights); checkout shows the rooms', async ({ page }) => {
    await signIn(page);
    await page.goto('/search?type=hotels&q=Karen%20Garden');
    await page.getByRole('button', { name: 'Filters' }).click();
    const party = page.getByRole('group', { name: 'Guests and rooms' });
    await expect(party.getByTestId('party-rooms-value')).toHaveText('1');
    await expect(party.getByTestId('party-adults-value')).toHaveText('2');
    await expect(party.getByRole('button', { name: 'Fewer: Rooms' })).toBeDisabled();
    await party.getByRole('button', { name: 'More: Adults' }).click();
    await party.getByRole('button', { name: 'More: Children' }).click();
    await party.getByLabel('Age of child 1').click();
    await page.getByRole('option', { name: '3 years', exact: true }).click();
    await expect(page.getByTestId('filters-summary')).toContainText('1 room · 3 adults · 1 child');
    await shot(page, 'hotel-party-form', { fullPage: false });
    await expectAccessible(page, 'hotel party form');

    const card = page.getByTestId('hotel-card').filter({ hasText: 'Karen Garden Lodge' });
    await expect(card.getByTestId('rooms-for-party')).toContainText('1 × Garden cottage for 3');
    await expect(card.getByTestId('stay-total')).toHaveText('Total for 2 nights: $330.00');
    await expect(card).toContainText('Children under 6 stay free');
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'hotel-party-results', { fullPage: false });
    await card.getByRole('button', { name: 'Book Now' }).click();

    await expect(page).toHaveURL(/\/checkout\?booking=/);
    await expect(page.getByTestId('booked-rooms')).toHaveText('1 × Garden cottage for 3');
    await expect(page.getByText('3 adults · 1 child (3)')).toBeVisible();
    await expect(page.getByTestId('price-breakdown')).toContainText('$165.00 × 2 nights × 1 room');
    await expect(page.getByTestId('price-breakdown')).toContainText('$330.00');
    await shot(page, 'hotel-party-checkout');
  });

  test('hotel: the party form in Arabic reads right to left and passes axe', async ({ page }) => {
    const t = textsFor('ar');
    await openInLanguage(page, 'ar');
    await page.goto('/search?type=hotels&q=Karen%20Garden');
    await page.getByRole('button', { name: t('travel:filters.title') }).click();
    const party = page.getByRole('group', { name: t('travel:party.title') });
    await party.getByRole('button', { name: t('travel:party.more', { name: t('travel:party.children') }) }).click();
    await expect(party.getByLabel(t('travel:party.childAge', { number: 1 }))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('hotel-card').first().getByTestId('rooms-for-party')).toBeVisible();
    await shot(page, 'hotel-party-form-ar', { fullPage: false });
    await expectAccessible(page, 'hotel party form (ar)');
  });

  test('flight: Select a flight for two, pay by card', async ({ page }) => {
    await signIn(page);
    const dialog = await openService(page, 'Flights', 'Flight Booking');
    await expect(dialog.getByRole('combobox', { name: 'From' })).toHaveValue('Dubai (DXB)');
    await expect(dialog.getByRole('combobox', { name: 'To' })).toHaveValue('Paris (CDG)');
    await dialog.getByRole('combobox', { name: 'Passengers' }).click();
    // The passengers list (Home's own guests picker, a native select, also has a '2 Adults').
    await page.getByRole('listbox').getByRole('option', { name: '2 Adults' }).click();
    const first = dialog.getByTestId('flight-card').first();
    await expect(first).toContainText('per person');
    await expect(first).toContainText(/Non-stop|1 stop/);
    await expect(first).toContainText(/DXB/);
    await expect(first).toContainText(/CDG/);
    await expect(first).toContainText(/\d+ seats? left/);
    await shot(page, 'flight-dialog', { fullPage: false });
    await first.getByRole('button', { name: 'Select' }).click();

    await expect(page.getByTestId('price-breakdown')).toContainText('2 passengers');
    // A flight is paid once its passengers are named (DXB → CDG is international: passports too).
    const form = page.getByTestId('passengers-form');
    for (const [index, name] of ['Amina', 'Juma'].entries()) {
      const passenger = form.getByRole('group', { name: `Passenger ${index + 1}` });
      await passenger.getByLabel('Given names (as on passport)').fill(name);
      await passenger.getByLabel('Surname (as on passport)').fill('Hassan');
      await passenger.getByLabel('Date of birth').fill('1988-03-14');
      await passenger.getByLabel('Nationality').fill('KE');
      await passenger.getByLabel('Passport number').fill(`AK55${index}1234`);
      await passenger.getByLabel('Passport expiry date').fill('2034-06-30');
    }
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByTestId('who-travels')).toContainText('Amina Hassan');
    const code = await payAtCheckout(page, { card: '4111 1111 1111 1111' });
    await expectUnderTab(page, 'Upcoming', code);
  });

  test('car: Book a car at Dubai Airport', async ({ page }) => {
    await signIn(page);
    const dialog = await openService(page, 'Car Rental', 'Car Rental');
    await expect(dialog.getByRole('combobox', { name: 'Pickup Location' })).toHaveValue('Dubai Airport');
    await expect(dialog.getByRole('combobox', { name: 'Drop-off' })).toHaveValue('Same Location');
    const first = dialog.getByTestId('car-card').first();
    await expect(first).toContainText('per day');
    await expect(first).toContainText('Free Cancel');
    await expect(first).toContainText(/\d+ cars? left/);
    await shot(page, 'car-dialog', { fullPage: false });
    await first.getByRole('button', { name: 'Book' }).click();

    await expect(page.getByTestId('price-breakdown')).toContainText(/3 days/);
    const code = await payAtCheckout(page, { driver: true });
    await expectUnderTab(page, 'Upcoming', code);
  });

  test('tour: book two places on a departure from /search › Tours', async ({ page }) => {
    await signIn(page);
    await page.goto('/search?type=tours&q=Serengeti');
    const card = page.getByTestId('tour-card').first();
    await expect(card).toContainText('Serengeti');
    await expect(card).toContainText(/Next departure/);
    await card.getByRole('button', { name: 'Book' }).click();
    const dialog = page.getByRole('dialog', { name: /^Book / });
    await expect(dialog.getByRole('combobox', { name: 'Departure' })).toHaveValue(/places? left/);
    await dialog.getByRole('combobox', { name: 'Places' }).click();
    await page.getByRole('option', { name: '2 places' }).click();
    await shot(page, 'tour-book', { fullPage: false });
    await dialog.getByRole('button', { name: 'Book' }).click();

    await expect(page.getByTestId('price-breakdown')).toContainText('2 places');
    // Each place is named before payment.
    const travellers = page.getByTestId('tour-travellers-form');
    for (const [index, name] of ['Amina', 'Juma'].entries()) {
      await travellers.getByLabel('Given names').nth(index).fill(name);
      await travellers.getByLabel('Surname').nth(index).fill('Hassan');
    }
    await travellers.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByTestId('who-travels')).toContainText('Juma Hassan');
    const code = await payAtCheckout(page);
    await expectUnderTab(page, 'Upcoming', code);
  });

  test('a declined card shows Payment Failed, and a double tap on Pay pays once', async ({ page }) => {
    await signIn(page);
    const dialog = await openService(page, 'Hotels', 'Hotel Booking');
    await dialog.getByTestId('hotel-card').first().getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/checkout\?booking=/);

    const payments: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('payments.create')) payments.push(request.headers()['content-type'] ?? '');
    });
    await page.getByRole('radio', { name: /Card via PayPal/ }).click();
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(toast(page, 'Payment Failed')).toContainText('There was an error processing your payment.', { timeout: 15_000 });
    await expect(page.getByRole('alert', { name: 'Payment Failed' })).toContainText('declined');
    await shot(page, 'checkout-declined');

    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: /^Pay \$/ }).dblclick();
    await expect(toast(page, 'Payment Successful')).toBeVisible({ timeout: 15_000 });
    expect(payments).toHaveLength(2);
  });

  test('cancel a paid booking: it moves to Cancelled', async ({ page }) => {
    await signIn(page);
    const dialog = await openService(page, 'Car Rental', 'Car Rental');
    await dialog.getByTestId('car-card').first().getByRole('button', { name: 'Book' }).click();
    const code = await payAtCheckout(page, { driver: true });

    const card = await expectUnderTab(page, 'Upcoming', code);
    await card.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel booking?' });
    await expect(confirm).toContainText(code);
    await shot(page, 'cancel-modal', { fullPage: false });
    await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('booking-card').filter({ hasText: code })).toHaveCount(0);
    const cancelled = await expectUnderTab(page, 'Cancelled', code);
    await expect(cancelled.getByText('cancelled')).toBeVisible();
    await shot(page, 'bookings-cancelled');
  });

  test('signed out: Book Now asks to sign in and the booking continues after', async ({ page }) => {
    const dialog = await openService(page, 'Hotels', 'Hotel Booking');
    await dialog.getByTestId('hotel-card').first().getByRole('button', { name: 'Book Now' }).click();
    const auth = page.getByRole('dialog').filter({ has: page.getByRole('radiogroup', { name: 'Login or register' }) });
    await expect(auth).toBeVisible();
    await auth.getByLabel(/^Username/).fill(traveller);
    await auth.getByLabel(/^Password/).fill(PASSWORD);
    await auth.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\?booking=/);
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  });

  test('checkout and My Bookings without a booking or signed out', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page.getByText('Sign in to see your trips')).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // The traveller still has unpaid holds from the tests above: checkout lists them.
    await signIn(page);
    await page.goto('/checkout');
    await expect(page.getByText(/(This booking is|These bookings are) waiting for payment/)).toBeVisible();
    await page.getByRole('link', { name: 'Pay now' }).first().click();
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();

    // Someone with nothing unpaid gets an honest empty state, not a sample order: a new account
    // (a shared one, staff, may hold another spec's unpaid shipment).
    await page.context().clearCookies();
    const newcomer = `nothing${Date.now().toString(36)}`;
    expect(
      (await page.request.post('/api/register', { data: { username: newcomer, email: `${newcomer}@example.com`, password: PASSWORD, phone: null } })).status(),
    ).toBe(201);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Nothing to pay for' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Bookings' }).last()).toBeVisible();
    await page.goto('/checkout?booking=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('This booking was not found.')).toBeVisible();
  });
});

test.describe('search', () => {
  test('every tab searches, and the tab and text live in the URL', async ({ page }) => {
    await page.goto('/search?type=hotels&q=Nairobi');
    await expect(page.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search' }).or(page.getByRole('textbox', { name: 'Search' }))).toHaveValue('Nairobi');
    await expect(page.getByTestId('hotel-card').first()).toContainText('Nairobi');
    await shot(page, 'search-hotels');

    await page.getByRole('tab', { name: 'Flights' }).click();
    await expect(page).toHaveURL(/type=flights&q=Nairobi/);
    await expect(page.getByTestId('flight-card').first()).toContainText('NBO');
    await shot(page, 'search-flights');

    await page.getByRole('tab', { name: 'Cars' }).click();
    await expect(page).toHaveURL(/type=cars&q=Nairobi/);
    await expect(page.getByTestId('car-card').first()).toContainText('Nairobi');
    await shot(page, 'search-cars');

    await page.getByRole('tab', { name: 'Tours' }).click();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/search\?type=tours$/);
    await expect(page.getByTestId('tour-card').nth(7)).toBeVisible(); // the 8 demo tours; back-office specs may publish more
    await shot(page, 'search-tours');
  });

  test("Home's search opens the chosen tab with the query", async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder('Where would you like to go?').fill('Zanzibar');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?type=hotels&q=Zanzibar/);
    await expect(page.getByTestId('hotel-card').first()).toContainText('Zanzibar');

    await page.goto('/');
    await page.getByPlaceholder('Where would you like to go?').fill('Zanzibar');
    await page
      .locator('label')
      .filter({ hasText: /^Flights$/ })
      .click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?type=flights&q=Zanzibar&checkIn=\d{4}-12-25&guests=2/);
    await expect(page.getByTestId('filters-summary')).toContainText('Anywhere → ZNZ · Dec 25 · 2 Adults · Economy');
    await expect(page.getByTestId('flight-card').first()).toContainText('ZNZ');
    await shot(page, 'search-flights-from-home');
  });
});

test.describe('admin', () => {
  test('staff see the stats, trends and recent bookings', async ({ page }) => {
    await signIn(page, 'staff', 'staff1234');
    await page.goto('/admin');
    for (const key of ['totalBookings', 'totalRevenue', 'activeUsers', 'supportTickets']) {
      await expect(page.getByTestId(`stat-${key}`)).toContainText(/(\+|-)?[\d.]+%|—/);
    }
    await expect(page.getByRole('heading', { name: 'Recent Bookings' })).toBeVisible();
    expect(await page.getByTestId('recent-booking').count()).toBeLessThanOrEqual(5);
    await shot(page, 'admin');
    // The staff tools open their screens (test/browser/backoffice.spec.ts goes through them).
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    // Other specs register many travellers on the shared server: find staff by searching.
    await page.getByRole('textbox', { name: /search/i }).fill('staff');
    await expect(page.getByTestId('user-row').filter({ hasText: 'staff@' }).getByText('staff', { exact: true })).toBeVisible();
    await shot(page, 'admin-users');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByRole('link', { name: 'Add Package' }).click();
    await expect(page.getByRole('heading', { name: 'Tour Packages' })).toBeVisible();
  });

  test.describe('on a laptop', () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('the dashboard uses the wider column', async ({ page }) => {
      await signIn(page, 'staff', 'staff1234');
      await page.goto('/admin');
      await expect(page.getByTestId('stat-totalRevenue')).toBeVisible();
      const [first, last] = [await page.getByTestId('stat-totalBookings').boundingBox(), await page.getByTestId('stat-supportTickets').boundingBox()];
      expect(first?.y).toBe(last?.y); // four cards in one row
      await shot(page, 'admin-laptop');
    });

    test('search and its dialogs read well on a wide screen', async ({ page }) => {
      await page.goto('/search?type=hotels&q=Dubai');
      await expect(page.getByTestId('hotel-card').first()).toBeVisible();
      await shot(page, 'search-laptop');
      await page.goto('/');
      await page.getByRole('button', { name: 'Flights', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Flight Booking' }).getByTestId('flight-card').first()).toBeVisible();
      await shot(page, 'flight-dialog-laptop', { fullPage: false });
    });
  });
});
