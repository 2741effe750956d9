import { mkdirSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';
import { textsFor } from './support/texts';

// A taxi booked for later at phone size, in English and Arabic: Now / Later, the pickup date
// and time, the estimate naming the time, 'Taxi Booked!', the booked ride with its time and
// Cancel (on its page, in the taxi screen and in My Bookings), and cancelling it. Screenshots
// go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shots) return;
  await page.waitForTimeout(400); // let a dialog's opening transition end
  await page.screenshot({ path: `${shots}/taxi-scheduled-${name}.png`, fullPage });
}

const PASSWORD = 'taxi-later-password';

async function registerAndSignIn(browser: Browser, page: Page) {
  const context = await browser.newContext();
  const username = `later${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await context.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
  expect((await page.request.post('/api/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
}

/** The browser's local date `days` from now, as a date input takes it. */
function localDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

for (const language of ['en', 'ar'] as const) {
  test(`a taxi booked for later: date and time, booked, shown with its time, cancelled (${language}, 390×844)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    await registerAndSignIn(browser, page);
    await page.goto('/');
    await page.getByRole('button', { name: t('home:services.taxi.title'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('taxi:dialogTitle') });
    await expect(dialog).toBeVisible();

    const pickup = dialog.getByRole('combobox', { name: t('taxi:pickup') });
    await pickup.fill('Westlands');
    await page
      .getByRole('option', { name: /^Westlands/ })
      .first()
      .click();
    const dropoff = dialog.getByRole('combobox', { name: t('taxi:dropoff') });
    await dropoff.fill('Sarit');
    await page
      .getByRole('option', { name: /^Sarit Centre/ })
      .first()
      .click();

    // Later, with a time that has passed: refused on the field before any request.
    await dialog.getByTestId('taxi-when').getByText(t('taxi:later.later'), { exact: true }).click();
    await dialog.getByLabel(t('taxi:later.date')).fill(localDay(0));
    await dialog.getByLabel(t('taxi:later.time')).fill('00:00');
    await dialog.getByRole('button', { name: t('taxi:getEstimate') }).click();
    await expect(dialog.getByText(t('taxi:later.past'))).toBeVisible();

    await dialog.getByLabel(t('taxi:later.date')).fill(localDay(2));
    await dialog.getByLabel(t('taxi:later.time')).fill('09:30');
    await expectAccessible(page, `taxi dialog: later (${language})`, '[role="dialog"]');
    await shot(page, `later-${language}`, { fullPage: false });
    await dialog.getByRole('button', { name: t('taxi:getEstimate') }).click();

    await expect(dialog.getByTestId('estimate-pickup-at')).toBeVisible();
    await dialog.getByRole('button', { name: t('taxi:estimate.confirm') }).click();
    const booked = dialog.getByTestId('scheduled-ride');
    await expect(booked).toBeVisible();
    await expect(booked.getByTestId('scheduled-status')).toHaveAttribute('data-status', 'scheduled');
    const pickupText = await booked.getByTestId('scheduled-pickup-at').innerText();
    expect(pickupText).toMatch(/09:30|٠٩:٣٠/);
    await shot(page, `booked-${language}`, { fullPage: false });
    await dialog.getByRole('button', { name: t('taxi:confirmation.done') }).click();

    // The taxi screen lists it, and leads to its page.
    await page.getByRole('button', { name: t('home:services.taxi.title'), exact: true }).click();
    const notice = page.getByRole('dialog', { name: t('taxi:dialogTitle') }).getByTestId('scheduled-notice');
    await expect(notice).toContainText(pickupText);
    await notice.getByRole('link', { name: t('taxi:later.view') }).click();
    await expect(page).toHaveURL(/\/rides\/[0-9a-f-]{36}$/);
    const card = page.getByTestId('scheduled-ride');
    await expect(card.getByTestId('scheduled-pickup-at')).toHaveText(pickupText);
    await expectAccessible(page, `/rides/:id booked for later (${language})`);
    await shot(page, `ride-page-${language}`);
    const rideUrl = page.url();

    // My Bookings shows its pickup time.
    await page.goto('/bookings');
    await expect(page.getByTestId('booking-pickup-at').first()).toContainText(pickupText);
    await shot(page, `my-bookings-${language}`);

    await page.goto(rideUrl);
    await card.getByRole('button', { name: t('taxi:later.cancel') }).click();
    await expect(card.getByTestId('scheduled-status')).toHaveAttribute('data-status', 'cancelled');
    await expect(card.getByRole('button', { name: t('taxi:later.cancel') })).toHaveCount(0);
    await expect(card.getByTestId('scheduled-fare')).toHaveText(t('taxi:track.noCharge'));
    await shot(page, `cancelled-${language}`);
  });
}
