import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES } from '../../src/shared/languages';
import { expectAccessible, openInLanguage, settle } from './support/a11y';
import { textsFor } from './support/texts';
import { BROWSER_ADMIN } from './support/accounts';

// WCAG 2.2 AA in every language (issue 8): axe finds no violation and every control is at
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
    for (const route of ['/', '/search?type=hotels&q=Nairobi', '/search?type=flights&q=Nairobi', '/search?type=cars&q=Nairobi', '/search?type=tours', '/shop', '/bookings', '/profile', '/admin', '/checkout', '/about', '/contact', '/email-dashboard', '/no/such/page']) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectAccessible(page, `${route} signed out`);
    }

    // Home's dialogs, drawers, popover and toasts.
    await page.goto('/');
    await settle(page);
    await checkDialog(page, 'side menu', () => page.getByRole('button', { name: t('common:topBar.openMenu') }).click());
    await checkDialog(page, 'sign-in dialog', () => page.getByRole('main').getByRole('button', { name: t('auth:login'), exact: true }).click());
    await page.getByRole('main').getByRole('button', { name: t('auth:login'), exact: true }).click();
    await page.getByRole('dialog').getByText(t('auth:register'), { exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: t('auth:createAccount') })).toBeVisible();
    await expectAccessible(page, 'register dialog', '[role="dialog"]');
    await page.getByRole('dialog').getByRole('button', { name: t('auth:createAccount') }).click();
    await expect(page.locator('.mantine-Notification-root')).toBeVisible();
    await expectAccessible(page, 'toast over the register dialog', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('common:topBar.notifications') }).click();
    await expect(page.getByText(t('common:topBar.notificationsSoon'))).toBeVisible();
    await expectAccessible(page, 'notifications popover');
    await page.keyboard.press('Escape');
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
    // Toasts are announced: each is an alert (an assertive live region).
    await expect(page.getByRole('alert').filter({ hasText: t('common:comingSoon') })).toBeVisible();
    await expectAccessible(page, 'coming-soon toast');

    // Signed in as a traveller.
    const traveller = await register(page, `a11y${language}`);
    await signIn(page, traveller, PASSWORD);
    await page.goto('/search?type=tours&q=Serengeti');
    await checkDialog(page, 'tour booking dialog', () => page.getByTestId('tour-card').first().getByRole('button', { name: t('travel:tours.book') }).click());
    await page.goto('/search?type=hotels&q=Nairobi');
    await page.getByTestId('hotel-card').first().getByRole('button', { name: t('travel:hotels.bookNow') }).click();
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
    await checkDialog(page, 'cancel booking dialog', () => page.getByTestId('booking-card').first().getByRole('button', { name: t('bookings:cancel') }).click(), t('bookings:confirm.title'));
    await page.goto('/profile');
    await checkDialog(page, 'edit profile dialog', () => page.getByRole('button', { name: t('profile:menu.editProfile') }).click(), t('profile:menu.editProfile'));
    await checkDialog(page, 'change password dialog', () => page.getByRole('button', { name: t('profile:menu.changePassword') }).click(), t('profile:menu.changePassword'));
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

// The back office (issue 15), beside the walk above so each stays well inside its time: every
// tool's screen and dialog as staff, a real password reset (the temporary password dialog and
// the traveller's forced change), and the admin-only settings and role dialog.
for (const language of LANGUAGES) {
  test(`the back office passes axe and has thumb-sized targets (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    const traveller = await register(page, `a11ybo${language}`);
    await signIn(page, 'staff', 'staff1234');
    for (const route of ['/admin/packages', '/admin/packages/new', '/admin/packages/tour-1', '/admin/photos', '/admin/reports', '/admin/users', '/admin/audit', '/admin/settings']) {
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await expectAccessible(page, `${route} as staff`);
    }
    await page.goto('/admin/photos');
    await checkDialog(page, 'photos dialog', () => page.getByRole('button', { name: t('backoffice:catalogue.manage') }).first().click());
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: t('admin:users.search') }).fill('demo');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await checkDialog(page, 'user actions dialog', () => page.getByRole('button', { name: t('backoffice:users.actionsFor', { username: 'demo' }) }).click());
    await page.getByRole('button', { name: t('backoffice:users.actionsFor', { username: 'demo' }) }).click();
    await checkDialog(page, 'reset password dialog', () => page.getByRole('dialog').getByRole('button', { name: t('backoffice:users.resetPassword') }).click());
    // Reset this test's traveller for real: the temporary password dialog, then their forced change.
    await page.getByRole('textbox', { name: t('admin:users.search') }).fill(traveller);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await page.getByRole('button', { name: t('backoffice:users.actionsFor', { username: traveller }) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('backoffice:users.resetPassword') }).click();
    await page.getByRole('dialog', { name: t('backoffice:users.resetTitle', { username: traveller }) }).getByRole('button', { name: t('backoffice:users.resetPassword') }).click();
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
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await page.getByRole('button', { name: t('backoffice:users.actionsFor', { username: 'demo' }) }).click();
    await checkDialog(page, 'role dialog', () => page.getByRole('dialog').getByRole('button', { name: t('backoffice:users.changeRole') }).click());
  });
}

// The three brand themes: the default blue is covered above; Manasa's safari orange and Eco's
// green get the same checks on the screens that show the brand colour most.
for (const [host, language] of [
  ['manasa.localhost', 'en'],
  ['eco.localhost', 'sw'],
  ['manasa.localhost', 'ar'],
] as const) {
  test(`the ${host.split('.')[0]} brand theme passes axe (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = textsFor(language);
    const port = process.env.BROWSER_TEST_PORT ?? '4173';
    await openInLanguage(page, language);
    for (const route of ['/', '/search?type=hotels&q=Nairobi', '/search?type=tours', '/about', '/profile']) {
      await page.goto(`http://${host}:${port}${route}`);
      await expectAccessible(page, `${host}${route}`);
    }
    await page.goto(`http://${host}:${port}/`);
    await checkDialog(page, 'side menu', () => page.getByRole('button', { name: t('common:topBar.openMenu') }).click());
    await checkDialog(page, 'hotel dialog', () => page.getByRole('button', { name: t('home:services.hotel.title'), exact: true }).click(), t('travel:hotels.dialogTitle'));
  });
}
