import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, travelToday } from '@shared/schemas/travel';
import { BROWSER_ADMIN } from './support/accounts';

// The back office, as staff use it: a new tour package with a photo reaches
// Featured Deals on a phone; reports render with data on a laptop and export CSV; a disabled
// traveller is signed out; a staff password reset forces a new password; an admin's brand
// settings show on About. Screenshots go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shots) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${shots}/backoffice-${name}.png`, fullPage });
}

async function signIn(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
}

const PASSWORD = 'backoffice-test-password';

/** A traveller of its own, in a browser context of its own (signed in there). */
async function travellerContext(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = `bo${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
  return { context, page, username };
}

function toast(page: Page, title: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: title });
}

/** Picks a day in the app's calendar field (a dialog on phones), moving to the next month when needed. */
async function pickDate(page: Page, label: string, date: string) {
  await page.getByRole('button', { name: label }).click();
  const calendar = page.getByRole('dialog', { name: label });
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
  if (date.slice(0, 7) !== travelToday().slice(0, 7)) await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name, exact: true }).click();
  await expect(calendar).toBeHidden();
}

test('staff create a package with a photo, publish it, and it appears in Featured Deals (390×844)', async ({ page }) => {
  test.setTimeout(90_000);
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c2410c' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1000"><circle cx="1100" cy="380" r="220" fill="#ffd8a8"/><path d="M0 1000 L520 420 L820 700 L1100 460 L1600 1000z" fill="#5c1f05"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const name = `Kilimanjaro Sunrise Trek ${Date.now().toString(36).slice(-4)}`;
  await signIn(page, 'staff', 'staff1234');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Add Package' }).click();
  await expect(page.getByRole('heading', { name: 'Tour Packages' })).toBeVisible();
  await page.getByRole('link', { name: 'New package' }).click();

  // The form checks its fields before sending.
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByTestId('package-form').getByText('Required').first()).toBeVisible();
  const form = page.getByTestId('package-form');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Location', exact: true }).fill('Moshi, Tanzania');
  await form.getByRole('textbox', { name: 'Duration (days)' }).fill('6');
  await form.getByRole('textbox', { name: 'Deal price (USD)' }).fill('1450');
  await form.getByRole('textbox', { name: 'Discount' }).fill('20');
  await expect(page.getByText('Before the discount: $1,813')).toBeVisible();
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Six days on the Machame route to Uhuru Peak, with guides, porters and park fees.');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(toast(page, 'Package created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/packages\/tour-[0-9a-f]{8}$/);
  await expect(page.getByTestId('tour-status')).toHaveText('Draft');

  await page.locator('input[type="file"]').setInputFiles({ name: 'kilimanjaro.png', mimeType: 'image/png', buffer: photo });
  await expect(toast(page, 'Photo added')).toBeVisible();
  await expect(page.getByTestId('photo')).toHaveCount(1);
  await expect(page.getByTestId('photo').getByRole('img', { name: /^Photo 1 of/ })).toHaveAttribute(
    'srcset',
    /-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w/,
  );

  await pickDate(page, 'Departure date', addDays(travelToday(), 10));
  await page.getByTestId('add-departure').getByRole('textbox', { name: 'Places' }).fill('8');
  await page.getByRole('button', { name: 'Add departure' }).click();
  await expect(page.getByTestId('departure')).toContainText('0 of 8 places booked');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Package published')).toBeVisible();
  await expect(page.getByTestId('tour-status')).toHaveText('Published');
  await shot(page, 'package-editor');

  await page.goto('/');
  const card = page.getByRole('list', { name: 'Featured tour packages' }).getByRole('listitem').filter({ hasText: name });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  await expect(card).toContainText('20% OFF');
  await expect(card).toContainText('$1,450');
  const image = card.getByRole('img', { name });
  await expect(image).toHaveAttribute('src', /^\/media\/photos\/[0-9a-f-]{36}-640\.webp$/);
  await expect(image).toHaveAttribute('srcset', /1280w/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'featured-deals', { fullPage: false });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('reports render with data, and export what they show as CSV', async ({ page }) => {
    await signIn(page, 'staff', 'staff1234');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'View Reports' }).click();
    await expect(page.getByRole('heading', { name: 'View Reports', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Last 365 days' }).click();
    await page.getByText('Week', { exact: true }).click();
    await expect(page).toHaveURL(/bucket=week/);
    // The demo traveller's twelve paid trips are in the last year.
    await expect(page.getByTestId('report-bookings')).toContainText(/\d+/);
    expect(Number((await page.getByTestId('report-bookings').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(12);
    await expect(page.getByTestId('chart-bookings').locator('.recharts-bar-rectangle path').first()).toBeVisible();
    await expect(page.getByTestId('chart-revenue').locator('.recharts-bar-rectangle path').first()).toBeVisible();
    await expect(page.getByTestId('chart-destinations')).toContainText(/Nairobi\d/);
    await expect(page.getByTestId('chart-occupancy').locator('.recharts-line-curve')).toHaveCount(1);
    await page
      .getByTestId('chart-revenue')
      .getByRole('button', { name: /Figures/ })
      .click();
    await expect(page.getByTestId('chart-revenue').getByRole('table')).toContainText('Hotel');
    await shot(page, 'reports-laptop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-week\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    for (const heading of ['Summary', 'Bookings and revenue per week', 'By type', 'Top destinations', 'Hotel occupancy (rooms taken)'])
      expect(csv).toContain(heading);
    expect(csv).toMatch(/^Nairobi,\d+,/m);
  });
});

test('a disabled traveller is signed out at once and cannot sign in again', async ({ page, browser }) => {
  const traveller = await travellerContext(browser);
  await traveller.page.goto('/profile');
  await expect(traveller.page.getByText(traveller.username).first()).toBeVisible();

  await signIn(page, 'staff', 'staff1234');
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(traveller.username);
  const row = page.getByTestId('user-row').filter({ hasText: traveller.username });
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${traveller.username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable ${traveller.username}?` });
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  await expect(toast(page, 'Account disabled')).toBeVisible();
  await expect(row.getByText('disabled', { exact: true })).toBeVisible();
  await shot(page, 'users-disabled');

  // The traveller's open page hears its live stream end with the session and forgets the user,
  // without a reload or a click.
  await expect.poll(() => traveller.page.evaluate(() => localStorage.getItem('user')), { timeout: 10_000 }).toBeNull();
  // The traveller's next step finds the session gone: the app shows them signed out.
  await traveller.page.goto('/bookings');
  // The server's render says so at once; the stored copy of the user is dropped when the app
  // has started on it (after the first paint).
  await expect(traveller.page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => traveller.page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await traveller.page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = traveller.page.getByRole('dialog');
  await dialog.getByLabel(/^Username/).fill(traveller.username);
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(traveller.page, 'Login Failed')).toContainText('This account has been disabled. Please contact support.');
  await shot(traveller.page, 'disabled-sign-in', { fullPage: false });
  await traveller.context.close();
});

test('a staff password reset makes the traveller choose a new password at sign-in', async ({ page, browser }) => {
  const traveller = await travellerContext(browser);
  await signIn(page, 'staff', 'staff1234');
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(traveller.username);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for ${traveller.username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
  await page
    .getByRole('dialog', { name: `Reset the password of ${traveller.username}?` })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const temporary = (await page.getByTestId('temporary-password').innerText()).trim();
  expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
  await shot(page, 'temporary-password', { fullPage: false });

  await traveller.page.goto('/');
  await traveller.page.evaluate(() => localStorage.removeItem('user'));
  await traveller.page.reload();
  await traveller.page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  const signInDialog = traveller.page.getByRole('dialog');
  await signInDialog.getByLabel(/^Username/).fill(traveller.username);
  await signInDialog.getByLabel(/^Password/).fill(temporary);
  await signInDialog.getByRole('button', { name: 'Login', exact: true }).click();
  const change = traveller.page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(change).toBeVisible();
  await traveller.page.keyboard.press('Escape');
  await expect(change).toBeVisible(); // it cannot be dismissed
  await change.getByRole('textbox', { name: 'Temporary password', exact: true }).fill(temporary);
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('my brand new password');
  await change.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('my brand new password');
  await change.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(traveller.page, 'Password changed')).toBeVisible();
  await expect(change).toBeHidden();
  await traveller.page.goto('/bookings');
  await expect(traveller.page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  await traveller.context.close();
});

test("an admin's brand settings show on About at once; staff cannot open Settings", async ({ page }) => {
  await signIn(page, 'staff', 'staff1234');
  await page.goto('/admin/settings');
  await expect(page.getByTestId('admins-only')).toBeVisible();
  await page.request.post('/api/logout');

  await signIn(page, BROWSER_ADMIN.username, BROWSER_ADMIN.password);
  await page.goto('/admin/settings');
  const form = page.getByTestId('brand-form');
  const about = 'Tours is run by a small team in Nairobi and Dubai.';
  await form.getByLabel('About text').fill(about);
  await form.getByLabel('Phone').fill('+254 711 222 333');
  await form.getByRole('checkbox', { name: 'Open on Sun' }).uncheck();
  await shot(page, 'settings');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();

  await page.goto('/about');
  await expect(page.getByTestId('about-mission')).toHaveText(about);
  await expect(page.getByRole('main')).toContainText('+254 711 222 333');
  await expect(page.getByTestId('opening-hours').last()).toHaveText('Sun Closed');
  await shot(page, 'about-after-settings');

  // Put the default brand back as it was, for the other specs.
  await page.goto('/admin/settings');
  await form.getByLabel('About text').fill('');
  await form.getByLabel('Phone').fill('+971 50 000 0000');
  await form.getByRole('checkbox', { name: 'Open on Sun' }).check();
  await form.getByLabel('Opens on Sun').fill('12:00');
  await form.getByLabel('Closes on Sun').fill('16:00');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await page.goto('/admin/audit?itemType=brand&itemId=default');
  await expect(page.getByTestId('audit-event').first()).toContainText('Brand settings saved');
  await expect(page.getByTestId('audit-event').first()).toContainText(BROWSER_ADMIN.username);
  await shot(page, 'audit');
});
