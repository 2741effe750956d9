import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';

// Accounts at phone size: registration, the stored session across a reload, sign-out, the demo
// account and its profile, and the staff-only screens. Screenshots go to SCREENSHOT_DIR when
// set (e.g. SCREENSHOT_DIR=/tmp/shots).
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Side menu' }) });
  await expect(menu).toBeVisible();
  await settled(menu);
  return menu;
}

/** Waits until a sliding sheet has stopped moving (for screenshots and clicks). */
async function settled(locator: Locator) {
  let previous = await locator.boundingBox();
  for (let i = 0; i < 20; i++) {
    await locator.page().waitForTimeout(60);
    const current = await locator.boundingBox();
    if (current && previous && current.x === previous.x && current.width === previous.width) return;
    previous = current;
  }
}

async function closeMenu(page: Page) {
  await page.getByRole('button', { name: 'Close menu' }).click();
}

function toast(page: Page, title: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: title });
}

/** Closes the toast on screen: the app shows one at a time and queues the rest. */
async function dismissToast(page: Page, title: string) {
  const shown = toast(page, title);
  await expect(shown).toBeVisible();
  await shown.locator('button').click();
  await expect(shown).toHaveCount(0);
}

function authDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('radiogroup', { name: 'Login or register' }) });
}

async function signInThroughApi(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.status()).toBe(200);
}

test.describe('accounts', () => {
  test('register, stay signed in across a reload, and log out', async ({ page }) => {
    const username = `traveller${Date.now().toString(36)}`;
    await page.goto('/');
    const menu = await openMenu(page);
    await expect(menu.getByTestId('demo-accounts-hint')).toContainText('Traveller: demo / demo1234');
    await expect(menu.getByTestId('demo-accounts-hint')).toContainText('Staff: staff / staff1234');
    await expect(menu.getByTestId('demo-accounts-hint')).toContainText('Admin: admin / admin1234');
    await shot(page, 'side-menu-signed-out');
    await menu.getByRole('button', { name: 'Register' }).click();

    const dialog = authDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Register' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Missing Information')).toContainText('Please fill in all required fields');
    await dismissToast(page, 'Missing Information');

    await dialog.getByLabel(/^Username/).fill(username);
    await dialog.getByLabel(/^Email/).fill(`${username}@example.com`);
    await dialog.getByLabel(/^Password/).fill('short');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Use at least 8 characters')).toBeVisible();
    await dialog.getByLabel(/^Password/).fill('safari-2026');
    await dialog.getByLabel(/^Phone \(optional\)/).fill('+255 712 345 678');
    await shot(page, 'auth-dialog-register');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page, 'Account Created!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ username, email: `${username}@example.com`, phone: '+255 712 345 678', role: 'traveller' });
    // No password (nor its hash) is kept in the browser; the mustChangePassword flag is not one.
    expect(Object.keys(stored).filter((key) => /^password|hash/i.test(key))).toEqual([]);
    expect(JSON.stringify(stored)).not.toContain('safari-2026');

    await page.reload();
    const reloaded = await openMenu(page);
    await expect(reloaded.getByText(username, { exact: true })).toBeVisible();
    await expect(reloaded.getByText('Welcome back!')).toBeVisible();
    await shot(page, 'side-menu-signed-in');
    await closeMenu(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: username })).toBeVisible();
    await expect(page.getByText('Silver Member')).toBeVisible();
    await expect(page.getByText('70 / 100 points to Gold')).toBeVisible();
    await expect(page.getByText('$0', { exact: true })).toBeVisible();

    const menuAgain = await openMenu(page);
    await menuAgain.getByRole('button', { name: 'Logout' }).click();
    await expect(menuAgain.getByRole('button', { name: 'Login' })).toBeVisible();
    await closeMenu(page);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();

    // Signed out on the server too: a reload stays signed out.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  });

  test('a corrupt or stale stored user is discarded on start', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('user', '{not json'));
    await page.reload();
    let menu = await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await closeMenu(page);

    // Well-formed, but no session behind it (signed out elsewhere, or expired).
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({
          id: '00000000-0000-4000-8000-000000000000',
          username: 'ghost',
          email: 'ghost@example.com',
          phone: null,
          fullName: null,
          role: 'staff',
          createdAt: '2026-01-01T00:00:00.000Z',
        }),
      ),
    );
    await page.reload();
    menu = await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(menu.getByText('ghost')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('the demo account, its profile, and the dialog messages', async ({ page }) => {
    await page.goto('/');
    // Home's header login button opens the same dialog.
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    const dialog = authDialog(page);
    await expect(dialog.getByRole('radio', { name: 'Login' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Missing Information')).toContainText('Please enter username and password');
    await dismissToast(page, 'Missing Information');

    await dialog.getByLabel(/^Username/).fill('demo');
    await dialog.getByLabel(/^Password/).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Login Failed')).toContainText('Invalid credentials.');
    await dismissToast(page, 'Login Failed');

    await dialog.getByRole('button', { name: 'Use Demo Account' }).click();
    await expect(dialog.getByLabel(/^Username/)).toHaveValue('demo');
    await expect(dialog.getByLabel(/^Password/)).toHaveValue('demo1234');
    await shot(page, 'auth-dialog-login');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Amina Demo' })).toBeVisible();
    await expect(page.getByText('demo@manasatours.example')).toBeVisible();
    await expect(page.getByText('+254 700 000 000')).toBeVisible();
    await expect(page.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText(/^(Silver|Gold|Platinum) Member$/)).toBeVisible();
    for (const label of ['Trips', 'Spent', 'Points']) await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+ \/ \d+ points to (Gold|Platinum)$/)).toBeVisible();
    await shot(page, 'profile-demo');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(edit.getByLabel(/^Full name/)).toHaveValue('Amina Demo');
    await edit.getByLabel(/^Phone \(optional\)/).fill('+254 711 222 333');
    await shot(page, 'profile-edit');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('+254 711 222 333')).toBeVisible();
    // Put the demo data back as it was.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await edit.getByLabel(/^Phone \(optional\)/).fill('+254 700 000 000');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('+254 700 000 000')).toBeVisible();

    await page.getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await change.getByLabel(/^Current password/).fill('not-the-password');
    await change.getByLabel(/^New password/).fill('new-password-1');
    await change.getByLabel(/^Repeat new password/).fill('new-password-1');
    await change.getByRole('button', { name: 'Change Password' }).click();
    await expect(change.getByText('Current password is incorrect')).toBeVisible();
    await change.getByRole('button', { name: 'Close' }).or(change.locator('.mantine-Modal-close')).first().click();
    await expect(change).toBeHidden();

    // The profile's own Sign Out, not Security's 'Sign out <device>' or 'Sign out everywhere else'.
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await shot(page, 'profile-signed-out');
  });

  test("a traveller and a signed-out visitor see 'staff only'; staff get through", async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
    await expect(page.getByText('Please sign in with a staff account.')).toBeVisible();

    await signInThroughApi(page, 'demo', 'demo1234');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
    await expect(page.getByText('You are signed in as demo, a traveller account.')).toBeVisible();
    await shot(page, 'staff-only-traveller');
    await page.goto('/email-dashboard');
    await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();

    await expect(page.getByRole('button', { name: 'Sign in as staff' })).toBeVisible();

    // Signed out, the gate's own Sign in lets staff through (switching straight from the
    // traveller's session: the test below).
    await page.request.post('/api/logout');
    await page.reload();
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = authDialog(page);
    await dialog.getByLabel(/^Username/).fill('staff');
    await dialog.getByLabel(/^Password/).fill('staff1234');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toBeHidden();
    // Whatever the staff screen shows, the gate has let them through.
    await expect(page.getByTestId('staff-only')).toHaveCount(0);
    await expect(page).toHaveURL(/\/email-dashboard$/);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  });

  // Signing in ends the traveller's session, whose live streams then ask who is signed in, still
  // with the old cookie: that answer (nobody) must not undo the sign-in.
  test("switching from a traveller's session to staff's at the gate keeps the staff session", async ({ page }) => {
    await signInThroughApi(page, 'demo', 'demo1234');
    await page.goto('/email-dashboard');
    await page.getByRole('button', { name: 'Sign in as staff' }).click();
    const dialog = authDialog(page);
    await dialog.getByLabel(/^Username/).fill('staff');
    await dialog.getByLabel(/^Password/).fill('staff1234');
    // Every `me` asked while the sign-in is on its way reaches the server at once but its answer
    // arrives only after the sign-in's: the order in which a slow network may deliver them.
    const signedIn = page.waitForResponse((response) => response.url().includes('auth.login'));
    await page.route('**/trpc/auth.me*', async (route) => {
      const response = await route.fetch();
      await signedIn;
      await route.fulfill({ response });
    });
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toBeHidden();
    await signedIn;
    await page.unroute('**/trpc/auth.me*');
    await expect(page.getByTestId('staff-only')).toHaveCount(0);
    // The staff session is the one the server knows, not only what the screen shows.
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ username: 'staff' });
  });

  test('the staff account opens the admin screen directly', async ({ page }) => {
    await signInThroughApi(page, 'staff', 'staff1234');
    await page.goto('/admin');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByTestId('staff-only')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Staff only');
    await shot(page, 'admin-staff');
  });
});
