import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LANGUAGES } from '@shared/languages';
import { expectAccessible, openInLanguage, settle } from './support/a11y';
import { textsFor } from './support/texts';
import { BROWSER_ADMIN } from './support/accounts';
import { formatTrackingNumber } from '@shared/tracking-number';

// WCAG 2.2 AA in every language: axe finds no violation and every control is at
// least 44×44 px, on every route and in every dialog, drawer and toast, signed out, signed in
// and as staff. One page per language walks through all of them.

// Languages and brands run side by side (each test has its own page and accounts).
test.describe.configure({ mode: 'parallel' });

const PASSWORD = 'a11y-test-password';

async function register(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
  return username;
}

async function signIn(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.status()).toBe(200);
}

async function signOut(page: Page) {
  await page.request.post('/api/logout');
  await page.evaluate(() => localStorage.removeItem('user'));
}

/** The plural form i18next picks for `count` in `language` ('other', Arabic's 'zero', 'two'…). */
const plural = (language: string, count: number) => new Intl.PluralRules(language).select(count);

/** Opens a dialog, checks it, closes it with Escape and sees focus come back. */
async function checkDialog(page: Page, what: string, open: () => Promise<unknown>, name?: string | RegExp) {
  await open();
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await settle(page);
  await expectAccessible(page, what, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const language of LANGUAGES) {
  test(`every route, dialog and drawer passes axe and has thumb-sized targets (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    const t = textsFor(language);
    await openInLanguage(page, language);

    // Signed out: every route.
    for (const route of [
      '/',
      '/search?type=hotels&q=Nairobi',
      '/search?type=flights&q=Nairobi',
      '/search?type=cars&q=Nairobi',
      '/search?type=tours',
      '/shop',
      '/bookings',
      '/profile',
      '/admin',
      '/checkout',
      '/about',
      '/contact',
      '/email-dashboard',
      '/no/such/page',
    ]) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectAccessible(page, `${route} signed out`);
    }

    // Home's dialogs, drawers, popover and toasts.
    await page.goto('/');
    await settle(page);
    await checkDialog(page, 'side menu', () => page.getByRole('button', { name: t('common:topBar.openMenu') }).click());
    await checkDialog(page, 'sign-in dialog', () =>
      page
        .getByRole('main')
        .getByRole('button', { name: t('auth:login'), exact: true })
        .click(),
    );
    await page
      .getByRole('main')
      .getByRole('button', { name: t('auth:login'), exact: true })
      .click();
    await page.getByRole('dialog').getByText(t('auth:register'), { exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: t('auth:createAccount') })).toBeVisible();
    await expectAccessible(page, 'register dialog', '[role="dialog"]');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('auth:createAccount') })
      .click();
    await expect(page.locator('.mantine-Notification-root')).toBeVisible();
    await expectAccessible(page, 'toast over the register dialog', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('common:topBar.notifications') }).click();
    await expect(page.getByText(t('common:notifications.signedOut'))).toBeVisible();
    await expectAccessible(page, 'notifications popover');
    await page.keyboard.press('Escape');
    await checkDialog(
      page,
      'mail dialog signed out',
      () =>
        page
          .getByRole('banner')
          .getByRole('button', { name: t('common:topBar.mail') })
          .click(),
      t('support:messages.title'),
    );
    await checkDialog(page, 'assistant drawer', () => page.getByRole('button', { name: t('home:assistant.open') }).click());
    await checkDialog(page, 'check-in calendar', () => page.getByRole('button', { name: t('home:search.checkIn') }).click());
    for (const [service, title] of [
      ['home:services.hotel.title', 'travel:hotels.dialogTitle'],
      ['home:services.flight.title', 'travel:flights.dialogTitle'],
      ['home:services.car.title', 'travel:cars.dialogTitle'],
    ]) {
      await checkDialog(page, `${t(title)} dialog`, () => page.getByRole('button', { name: t(service), exact: true }).click(), t(title));
    }
    await page.getByRole('button', { name: t('home:services.taxi.title'), exact: true }).click();
    await page
      .getByRole('dialog', { name: t('taxi:dialogTitle') })
      .getByRole('button', { name: t('taxi:getEstimate') })
      .click();
    // Toasts are announced: each is an alert (an assertive live region).
    await expect(page.getByRole('alert').filter({ hasText: t('taxi:missingTitle') })).toBeVisible();
    await expectAccessible(page, 'toast over the taxi dialog', '[role="dialog"]');
    await page.keyboard.press('Escape');

    // Signed in as a traveller.
    const traveller = await register(page, `a11y${language}`);
    await signIn(page, traveller, PASSWORD);
    await page.goto('/search?type=tours&q=Serengeti');
    await checkDialog(page, 'tour booking dialog', () =>
      page
        .getByTestId('tour-card')
        .first()
        .getByRole('button', { name: t('travel:tours.book') })
        .click(),
    );
    await page.goto('/search?type=hotels&q=Nairobi');
    await page
      .getByTestId('hotel-card')
      .first()
      .getByRole('button', { name: t('travel:hotels.bookNow') })
      .click();
    await expect(page).toHaveURL(/\/checkout\?booking=/);
    await expect(page.getByTestId('hold-countdown')).toBeVisible();
    await expectAccessible(page, 'checkout');
    await page.goto('/checkout');
    await expectAccessible(page, 'checkout with unpaid holds');
    for (const route of ['/bookings', '/bookings?tab=past', '/profile', '/admin']) {
      await page.goto(route);
      await expectAccessible(page, `${route} signed in`);
    }
    await page.goto('/bookings');
    await checkDialog(
      page,
      'cancel booking dialog',
      () =>
        page
          .getByTestId('booking-card')
          .first()
          .getByRole('button', { name: t('bookings:cancel') })
          .click(),
      t('bookings:confirm.title'),
    );
    await page.goto('/profile');
    await checkDialog(
      page,
      'edit profile dialog',
      () => page.getByRole('button', { name: t('profile:menu.editProfile') }).click(),
      t('profile:menu.editProfile'),
    );
    await checkDialog(
      page,
      'change password dialog',
      () => page.getByRole('button', { name: t('profile:menu.changePassword') }).click(),
      t('profile:menu.changePassword'),
    );
    await checkDialog(page, 'side menu signed in', () => page.getByRole('button', { name: t('common:topBar.openMenu') }).click());

    // Staff.
    await signOut(page);
    await signIn(page, 'staff', 'staff1234');
    await page.goto('/admin');
    await expect(page.getByTestId('stat-totalBookings')).toBeVisible();
    await expectAccessible(page, '/admin as staff');
    await page.goto('/email-dashboard');
    await expectAccessible(page, '/email-dashboard as staff');
  });
}

// The Local Marketplace: its dialog and drawer signed out, then a cart in two
// currencies, its checkout and an order's page signed in.
for (const language of LANGUAGES) {
  test(`the marketplace passes axe and has thumb-sized targets (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    await page.goto('/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectAccessible(page, '/shop');
    await checkDialog(page, 'product dialog', () => page.getByTestId('product-card').first().click());
    await checkDialog(
      page,
      'empty cart drawer',
      () => page.getByRole('button', { name: t(`shop:cart.open_${plural(language, 0)}`, { count: 0 }) }).click(),
      t('shop:cart.title'),
    );

    const shopper = await register(page, `a11yshop${language}`);
    await signIn(page, shopper, PASSWORD);
    for (const productId of ['prod-zanzibar-whole-cloves', 'prod-liwa-khalas-dates']) {
      expect((await page.request.post('/api/cart', { data: { productId, quantity: 1 } })).status()).toBe(200);
    }
    await page.goto('/shop?region=all');
    await checkDialog(
      page,
      'cart drawer',
      () => page.getByRole('button', { name: t(`shop:cart.open_${plural(language, 2)}`, { count: 2 }) }).click(),
      t('shop:cart.title'),
    );
    await page.goto('/checkout?cart=1');
    await expect(page.getByTestId('checkout-line').first()).toBeVisible();
    await expectAccessible(page, 'cart checkout');
    const quote = (await (await page.request.get('/api/orders/quote?country=Kenya')).json()) as { total: string };
    const placed = await page.request.post('/api/orders', {
      data: {
        recipientName: 'A11y Tester',
        phone: '+254 700 000 001',
        addressLine: 'Moi Avenue 1',
        city: 'Nairobi',
        country: 'Kenya',
        expectedTotal: quote.total,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { id: string };
    await page.goto(`/checkout?booking=${order.id}`);
    await expect(page.getByTestId('hold-countdown')).toBeVisible();
    await expectAccessible(page, 'order payment');
    await page.goto(`/shop/orders/${order.id}`);
    await expect(page.getByTestId('order-page')).toBeVisible();
    await expectAccessible(page, 'order page');
    await checkDialog(page, 'cancel order dialog', () => page.getByRole('button', { name: t('shop:order.cancel') }).click(), t('shop:order.cancelTitle'));
  });
}

// Support, beside the walk above so each stays well inside its time: /contact after
// sending, a traveller's messages and a conversation, and the staff's Email management dialog
// (the inbox, an e-mail with its thread, the delete confirmation, compose, trash, outbox).
for (const language of LANGUAGES) {
  test(`support screens and dialogs pass axe and have thumb-sized targets (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    const traveller = await register(page, `a11ysup${language}`);
    const subject = `Accessibility check ${traveller}`;
    await signIn(page, traveller, PASSWORD);
    await page.goto('/contact');
    await page.getByLabel(t('support:contact.form.subject')).fill(subject);
    await page.getByLabel(t('support:contact.form.message')).fill('Hello from the accessibility check.');
    await page.getByRole('button', { name: t('support:contact.form.send') }).click();
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    await expectAccessible(page, '/contact sent');
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('common:topBar.mail') })
      .click();
    const messages = page.getByRole('dialog', { name: t('support:messages.title') });
    await expect(messages.getByTestId('conversation-item')).toHaveCount(1);
    await expectAccessible(page, 'messages dialog', '[role="dialog"]');
    await messages.getByTestId('conversation-item').click();
    await expect(messages.getByTestId('thread')).toBeVisible();
    await expectAccessible(page, 'conversation', '[role="dialog"]');
    await page.keyboard.press('Escape');

    await signOut(page);
    await signIn(page, 'staff', 'staff1234');
    await page.goto('/email-dashboard');
    await expect(page.getByTestId('email-item').filter({ hasText: subject })).toBeVisible();
    // The Email management dialog: the inbox, an e-mail with its thread, the delete confirmation, compose, trash, outbox.
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('common:topBar.mail') })
      .click();
    const inbox = page.getByRole('dialog', { name: t('support:inbox.title') });
    await expect(inbox.getByTestId('email-item').filter({ hasText: subject })).toBeVisible();
    await expectAccessible(page, 'email management dialog', '[role="dialog"]');
    await inbox.getByTestId('email-item').filter({ hasText: subject }).click();
    await expect(inbox.getByTestId('thread')).toBeVisible();
    await expectAccessible(page, 'email detail', '[role="dialog"]');
    await inbox.getByLabel(t('support:inbox.reply'), { exact: true }).fill('Thank you for checking.');
    await inbox.getByRole('button', { name: t('support:inbox.sendReply') }).click();
    await expect(inbox.getByTestId('thread-message')).toHaveCount(2);
    await inbox.getByRole('button', { name: t('support:inbox.delete') }).click();
    await expect(inbox.getByTestId('delete-confirm')).toContainText(t('support:inbox.deleteConfirm'));
    await expectAccessible(page, 'delete email confirmation', '[role="dialog"]');
    await inbox.getByRole('button', { name: t('support:inbox.cancel') }).click();
    await inbox.getByRole('button', { name: t('support:inbox.back') }).click();
    await inbox.getByRole('button', { name: t('support:inbox.compose') }).click();
    await expect(inbox.getByTestId('compose-form')).toBeVisible();
    await expectAccessible(page, 'compose', '[role="dialog"]');
    await inbox.getByRole('button', { name: t('support:inbox.back') }).click();
    for (const folder of ['trash', 'outbox']) {
      await inbox
        .getByRole('radiogroup')
        .locator('label')
        .filter({ hasText: t(`support:inbox.folders.${folder}`) })
        .click();
      await expectAccessible(page, `email ${folder}`, '[role="dialog"]');
    }
    await page.keyboard.press('Escape');

    // The traveller's bell lists the support reply.
    await signOut(page);
    await signIn(page, traveller, PASSWORD);
    await page.goto('/');
    await page.getByRole('button', { name: t('common:topBar.notifications') }).click();
    await expect(page.getByTestId('notification-item')).toHaveCount(1);
    await expectAccessible(page, 'notifications list');
    await page.keyboard.press('Escape');
  });
}

// Taxi and cargo, beside the walk above: their routes signed out, the Taxi and Cargo
// dialogs; then signed in the taxi dialog's estimate and confirmation steps, Track Ride and its
// cancel dialog, the shared trip, the cargo dialog's Track mode and the tracking page. Each language books in its own city, so the languages never wait
// for each other's drivers; each pickup is far from the drivers (who wait in the center), so the
// ride can still be cancelled while the screens are checked.
const TAXI_TRIPS: Record<string, [string, string]> = {
  en: ['Dubai Marina', 'Dubai Frame'],
  sw: ['Msasani Peninsula', 'Kariakoo'],
  ar: ['Hamad International Airport', 'Souq Waqif'],
};

for (const language of LANGUAGES) {
  test(`taxi and cargo screens and dialogs pass axe and have thumb-sized targets (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    for (const route of [
      '/rides/00000000-0000-4000-8000-000000000000',
      '/track/ride/no-such-shared-trip',
      `/track/${formatTrackingNumber('000000001', 'KE')}`,
    ]) {
      await page.goto(route);
      await expectAccessible(page, `${route} signed out`);
    }
    await page.goto('/');
    for (const [service, title] of [
      ['home:services.taxi.title', 'taxi:dialogTitle'],
      ['home:services.cargo.title', 'cargo:dialogTitle'],
    ]) {
      await checkDialog(page, `${t(title)} dialog`, () => page.getByRole('button', { name: t(service), exact: true }).click(), t(title));
    }
    await signIn(page, await register(page, `a11ytaxi${language}`), PASSWORD);
    await checkTaxiAndCargo(page, language);
  });
}

async function checkTaxiAndCargo(page: Page, language: (typeof LANGUAGES)[number]) {
  const t = textsFor(language);
  const [pickup, dropoff] = TAXI_TRIPS[language];
  await page.goto('/');
  await page.getByRole('button', { name: t('home:services.taxi.title'), exact: true }).click();
  const taxi = page.getByRole('dialog', { name: t('taxi:dialogTitle') });
  for (const [label, place] of [
    ['taxi:pickup', pickup],
    ['taxi:dropoff', dropoff],
  ]) {
    await taxi.getByRole('combobox', { name: t(label) }).fill(place);
    await page
      .getByRole('option', { name: new RegExp(`^${place}`) })
      .first()
      .click();
  }
  await taxi.getByRole('button', { name: t('taxi:getEstimate') }).click();
  await expect(taxi.getByTestId('estimated-fare')).toBeVisible();
  await expectAccessible(page, 'taxi dialog: estimate', '[role="dialog"]');
  await taxi.getByRole('button', { name: t('taxi:estimate.confirm') }).click();
  await expect(taxi.getByTestId('taxi-confirmation')).toBeVisible();
  await expectAccessible(page, 'taxi dialog: confirmation', '[role="dialog"]');
  await taxi.getByRole('link', { name: t('taxi:confirmation.trackRide') }).click();
  await expect(page.getByTestId('ride-map')).toBeVisible();
  await expectMapControlsIn(page, language);
  const ridePath = new URL(page.url()).pathname;
  await checkDialog(page, 'cancel ride dialog', () => page.getByRole('button', { name: t('taxi:track.cancel') }).click(), t('taxi:track.cancelTitle'));
  await expectAccessible(page, '/rides/:id');
  const shareUrl = (await page.getByRole('button', { name: t('taxi:track.share') }).getAttribute('data-share-url')) ?? '';
  await page.goto(new URL(shareUrl).pathname);
  await expect(page.getByTestId('ride-map')).toBeVisible();
  await expectAccessible(page, '/track/ride/:token');
  await page.request.post(`/api/taxi-bookings/${ridePath.split('/').pop()}/cancel`);

  const res = await page.request.post('/api/cargo-shipments', {
    data: { fromLocation: 'Kampala', toLocation: 'Kigali', weight: '2.5', cargoType: 'sea', currency: 'USD', price: '7.50' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { trackingNumber } = (await res.json()) as { trackingNumber: string };
  await page.goto('/');
  await page.getByRole('button', { name: t('home:services.cargo.title'), exact: true }).click();
  const cargo = page.getByRole('dialog', { name: t('cargo:dialogTitle') });
  await cargo
    .locator('label')
    .filter({ hasText: t('cargo:modes.track') })
    .click();
  await cargo.getByRole('textbox', { name: t('cargo:trackingNumber') }).fill(trackingNumber);
  await cargo.getByRole('button', { name: t('cargo:track'), exact: true }).click();
  await expect(cargo.getByTestId('shipment-history')).toBeVisible();
  await expectAccessible(page, 'cargo dialog: track', '[role="dialog"]');
  await page.goto(`/track/${trackingNumber}`);
  await expect(page.getByTestId('shipment-history')).toBeVisible();
  await expectAccessible(page, '/track/:trackingNumber');
}

// The back office, beside the walk above so each stays well inside its time: every
// tool's screen and dialog as staff, a real password reset (the temporary password dialog and
// the traveller's forced change), and the admin-only settings and role dialog.
for (const language of LANGUAGES) {
  test(`the back office passes axe and has thumb-sized targets (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    const traveller = await register(page, `a11ybo${language}`);
    await signIn(page, 'staff', 'staff1234');
    for (const route of [
      '/admin/packages',
      '/admin/packages/new',
      '/admin/packages/tour-1',
      '/admin/photos',
      '/admin/texts',
      '/admin/reports',
      '/admin/users',
      '/admin/audit',
      '/admin/settings',
    ]) {
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await expectAccessible(page, `${route} as staff`);
    }
    await page.goto('/admin/photos');
    await checkDialog(page, 'photos dialog', () =>
      page
        .getByRole('button', { name: t('backoffice:catalogue.manage') })
        .first()
        .click(),
    );
    await page.goto('/admin/texts');
    await checkDialog(page, 'catalogue texts dialog', () => page.getByTestId('texts-row').first().getByRole('button').click());
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: t('admin:users.search') }).fill('demo');
    // 'demo' and the demo catalogue's reviewers ('demo-reviewer-…') match.
    await expect(page.getByRole('button', { name: t('backoffice:users.actionsFor', { username: 'demo' }), exact: true })).toBeVisible();
    await checkDialog(page, 'user actions dialog', () =>
      page.getByRole('button', { name: t('backoffice:users.actionsFor', { username: 'demo' }), exact: true }).click(),
    );
    await page.getByRole('button', { name: t('backoffice:users.actionsFor', { username: 'demo' }), exact: true }).click();
    await checkDialog(page, 'reset password dialog', () =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: t('backoffice:users.resetPassword') })
        .click(),
    );
    // Reset this test's traveller for real: the temporary password dialog, then their forced change.
    await page.getByRole('textbox', { name: t('admin:users.search') }).fill(traveller);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await page.getByRole('button', { name: t('backoffice:users.actionsFor', { username: traveller }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('backoffice:users.resetPassword') })
      .click();
    await page
      .getByRole('dialog', { name: t('backoffice:users.resetTitle', { username: traveller }) })
      .getByRole('button', { name: t('backoffice:users.resetPassword') })
      .click();
    const temporary = (await page.getByTestId('temporary-password').innerText()).trim();
    await expectAccessible(page, 'temporary password dialog', '[role="dialog"]');
    await signOut(page);
    await signIn(page, traveller, temporary);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: t('auth:forcedChange.title') })).toBeVisible();
    await expectAccessible(page, 'forced password change dialog', '[role="dialog"]');
    await signOut(page);
    await signIn(page, BROWSER_ADMIN.username, BROWSER_ADMIN.password);
    await page.goto('/admin/settings');
    await expect(page.getByTestId('brand-form')).toBeVisible();
    await expectAccessible(page, '/admin/settings as an admin');
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: t('admin:users.search') }).fill('demo');
    await expect(page.getByRole('button', { name: t('backoffice:users.actionsFor', { username: 'demo' }), exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('backoffice:users.actionsFor', { username: 'demo' }), exact: true }).click();
    await checkDialog(page, 'role dialog', () =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: t('backoffice:users.changeRole') })
        .click(),
    );
  });
}

// The back office's operations views, in a test of their own: marketplace
// stock and prices (the stock dialog, a product's photos), cargo shipments (the status dialog)
// and active rides.
for (const language of LANGUAGES) {
  test(`the operations views pass axe and have thumb-sized targets (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    await signIn(page, 'staff', 'staff1234');
    // A ride going on, so /admin/rides shows one: from Kigali's airport, each language in its own vehicle type.
    const trip = {
      pickupLocation: 'Kigali International Airport',
      dropoffLocation: 'Nyarugenge',
      passengers: 1,
      vehicleType: ({ en: 'Economy', sw: 'Comfort', ar: 'Premium' } as const)[language],
    };
    const quote = (await (await page.request.post('/api/taxi-fare-estimate', { data: trip })).json()) as { quoteId: string; estimatedFare: string };
    const ride = await page.request.post('/api/taxi-bookings', {
      data: { ...trip, quoteId: quote.quoteId, estimatedFare: quote.estimatedFare, currency: 'USD' },
    });
    expect(ride.status(), await ride.text()).toBe(201);
    const { id: rideId } = (await ride.json()) as { id: string };
    for (const route of ['/admin/rides', '/admin/stock', '/admin/shipments']) {
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await expectAccessible(page, `${route} as staff`);
    }
    await page.goto('/admin/stock');
    await checkDialog(page, 'stock and price dialog', () =>
      page
        .getByTestId('stock-row')
        .first()
        .getByRole('button', { name: t('backoffice:stock.edit') })
        .click(),
    );
    await checkDialog(page, 'product photos dialog', () =>
      page
        .getByTestId('stock-row')
        .first()
        .getByRole('button', { name: t('backoffice:stock.photos') })
        .click(),
    );
    // A new sea shipment: the browser tests' fast carrier takes half a minute to deliver it.
    const shipment = await page.request.post('/api/cargo-shipments', {
      data: { fromLocation: 'Kigali', toLocation: 'Goma', weight: '1', cargoType: 'sea', currency: 'USD', price: '3.00' },
    });
    expect(shipment.status(), await shipment.text()).toBe(201);
    const { trackingNumber } = (await shipment.json()) as { trackingNumber: string };
    await page.goto('/admin/shipments');
    await page.getByRole('textbox', { name: t('backoffice:shipments.search') }).fill(trackingNumber);
    await expect(page.getByTestId('shipment-row')).toHaveCount(1);
    await checkDialog(page, 'shipment status dialog', () =>
      page.getByRole('button', { name: t('backoffice:shipments.setStatusFor', { number: trackingNumber }) }).click(),
    );
    await page.request.post(`/api/taxi-bookings/${rideId}/cancel`);
  });
}

// The three brand themes: the default blue is covered above; Manasa's safari orange and Eco's
// green get the same checks on the screens that show the brand colour most.
for (const [host, language] of [
  ['manasa.localhost', 'en'],
  ['eco.localhost', 'sw'],
  ['manasa.localhost', 'ar'],
] as const) {
  test(`the ${host.split('.')[0]} brand theme passes axe (${language})`, async ({ page, appServer: { port } }) => {
    test.setTimeout(120_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    for (const route of ['/', '/search?type=hotels&q=Nairobi', '/search?type=tours', '/about', '/profile']) {
      await page.goto(`http://${host}:${port}${route}`);
      await expectAccessible(page, `${host}${route}`);
    }
    await page.goto(`http://${host}:${port}/`);
    await checkDialog(page, 'side menu', () => page.getByRole('button', { name: t('common:topBar.openMenu') }).click());
    await checkDialog(
      page,
      'hotel dialog',
      () => page.getByRole('button', { name: t('home:services.hotel.title'), exact: true }).click(),
      t('travel:hotels.dialogTitle'),
    );
  });
}

// E-vouchers and the offline state, beside the walk above: a traveller's voucher, the
// offline banner with a saved copy's 'as of' time, and the staff check before and after a
// verification, in every language.
for (const language of LANGUAGES) {
  test(`vouchers and the offline state pass axe and have thumb-sized targets (${language})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    await register(page, `a11yv${language}`);
    const tours = (await (await page.request.get('/api/tour-packages')).json()) as { id: string; departureDate: string | null }[];
    const tour = tours.find((candidate) => candidate.departureDate)!;
    const booking = (await (
      await page.request.post('/api/bookings', {
        data: { type: 'tour', itemId: tour.id, startDate: tour.departureDate, quantity: 1, tourTravellers: [{ givenNames: 'Amina', surname: 'Hassan' }] },
      })
    ).json()) as { id: string };
    expect(
      (
        await page.request.post('/api/payments', { data: { bookingId: booking.id, method: 'paypal' }, headers: { 'Idempotency-Key': `a11y-${booking.id}` } })
      ).ok(),
    ).toBe(true);

    await page.goto('/bookings');
    await expect(page.getByTestId('booking-card')).toHaveCount(1);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('saved-copy')).toBeVisible();
    await expectAccessible(page, '/bookings offline');
    await context.setOffline(false);
    await page.goto(`/bookings/${booking.id}/voucher`);
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    // The booking's quantity in the language on screen ('1 place' in English only).
    if (language !== 'en') await expect(page.locator('main')).not.toContainText('place');
    await expectAccessible(page, '/bookings/:id/voucher');
    const code = (await page.getByTestId('voucher-code').textContent())!;

    await signOut(page);
    await signIn(page, 'staff', 'staff1234');
    await page.goto('/admin/verify');
    await expect(page.getByRole('textbox', { name: t('vouchers:verify.codeLabel') })).toBeVisible();
    await expectAccessible(page, '/admin/verify');
    await page.goto(`/admin/verify?code=${code}`);
    await expect(page.getByTestId('voucher-check')).toBeVisible();
    await expectAccessible(page, '/admin/verify checked');
  });
}

// The AI assistant: its drawer with the greeting, an answer with cards, the
// 'Talk to a person' form and its confirmation, and a signed-in answer about bookings.
for (const language of LANGUAGES) {
  test(`the assistant's chat panel passes axe and has thumb-sized targets (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    await page.goto('/');
    await page.getByRole('button', { name: t('home:assistant.open') }).click();
    const drawer = page.getByRole('dialog', { name: t('home:assistant.title') });
    await expect(drawer.getByTestId('assistant-message')).toHaveCount(1);
    await expectAccessible(page, 'assistant greeting', '[role="dialog"]');
    // Counted from what the panel shows now: the demo account's conversation is shared by the languages running side by side.
    const ask = async (message: string) => {
      await settle(page);
      // The conversation so far comes from the server with no loading state of its own: count once it is in.
      await page.waitForLoadState('networkidle');
      const before = await drawer.getByTestId('assistant-message').count();
      await drawer.getByRole('textbox', { name: t('assistant:inputLabel') }).fill(message);
      await drawer.getByRole('textbox', { name: t('assistant:inputLabel') }).press('Enter');
      await expect(drawer.getByTestId('assistant-message')).toHaveCount(before + 1);
      return drawer.getByTestId('assistant-message').last();
    };
    await expect((await ask('safari in Kenya under $1500')).getByTestId('assistant-card')).toHaveCount(3);
    await expectAccessible(page, 'assistant answer with cards', '[role="dialog"]');
    await ask('what is the weather in Nairobi?');
    await drawer.getByRole('button', { name: t('assistant:handOver.button') }).click();
    await expect(drawer.getByTestId('hand-over-form')).toBeVisible();
    await drawer.getByRole('button', { name: t('assistant:handOver.send') }).click();
    await expect(drawer.getByText(t('assistant:handOver.nameRequired'))).toBeVisible();
    await expectAccessible(page, 'assistant hand-over form', '[role="dialog"]');
    await drawer.getByLabel(t('assistant:handOver.name')).fill('Asha');
    await drawer.getByLabel(t('assistant:handOver.email')).fill(`asha.${language}@example.com`);
    await drawer.getByRole('button', { name: t('assistant:handOver.send') }).click();
    await expect(drawer.getByTestId('hand-over-sent')).toBeVisible();
    await expectAccessible(page, 'assistant hand-over sent', '[role="dialog"]');
    await page.keyboard.press('Escape');

    await signIn(page, 'demo', 'demo1234');
    await page.goto('/');
    await page.getByRole('button', { name: t('home:assistant.open') }).click();
    await expect((await ask('status of my bookings')).getByTestId('assistant-card').first()).toBeVisible();
    await expectAccessible(page, 'assistant answer about my bookings', '[role="dialog"]');
  });
}

/** The map's zoom buttons and scale speak the page's language, on the side it starts from (mirrored in Arabic). */
async function expectMapControlsIn(page: Page, language: (typeof LANGUAGES)[number]) {
  const t = textsFor(language);
  const map = page.getByTestId('ride-map');
  await expect(map.getByRole('button', { name: t('common:map.zoomIn'), exact: true })).toBeVisible();
  await expect(map.getByRole('button', { name: t('common:map.zoomOut'), exact: true })).toBeVisible();
  // A number, isolated for the bidi algorithm (U+2068…U+2069) where the language asks for it, and its unit.
  const scaleText = { en: /^\d+ (m|km)$/, sw: /^(mita|km) \d+$/, ar: /^\u2068?\d+\u2069? (م|كم)$/ }[language];
  await expect(map.locator('.leaflet-control-scale-line')).toHaveText(scaleText);
  const mapBox = (await map.boundingBox())!;
  const zoomBox = (await map.locator('.leaflet-control-zoom').boundingBox())!;
  expect(zoomBox.x + zoomBox.width / 2 < mapBox.x + mapBox.width / 2, 'zoom buttons on the left').toBe(language === 'ar');
}
