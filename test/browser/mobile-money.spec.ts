import { mkdirSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';
import { textsFor } from './support/texts';
import { addDays, travelToday } from '@shared/travel-calendar';
import { usdCentsToMinor } from '@shared/local-money';
import { amountToCents } from '@shared/money';
import { demoRateFor } from '@db/seeders/demo/exchange-rates';

// Paying a hotel by mobile money at phone size: the number is checked per operator, the push
// says 'Check your phone to approve KES …' until the simulated wallet answers (PAYMENT_DELAY_MS),
// and the booking is confirmed. In Arabic, a test number the wallet's owner cancels first: the
// booking stays unpaid with the message, and a second push pays it. Screenshots go to
// SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/mobile-money-${name}.png`, fullPage: true });
}

const PASSWORD = 'mobile-money-test-password';
const HOTEL = 'nairobi-acacia-heights';

async function registerAndSignIn(browser: Browser, page: Page) {
  const context = await browser.newContext();
  const username = `momo${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await context.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
  expect((await page.request.post('/api/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
}

for (const language of ['en', 'ar'] as const) {
  test(`pays a hotel by mobile money (${language}, 390×844)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    await registerAndSignIn(browser, page);

    const startDate = addDays(travelToday(), 10);
    const created = await page.request.post('/api/bookings', { data: { type: 'hotel', itemId: HOTEL, startDate, endDate: addDays(startDate, 2) } });
    expect(created.status(), await created.text()).toBe(201);
    const booking = (await created.json()) as { id: string; confirmationCode: string; totalAmount: string };

    await page.goto(`/checkout?booking=${booking.id}`);
    const form = page.getByRole('form', { name: t('checkout:payment.label') });
    await form.getByRole('radio', { name: new RegExp(t('checkout:payment.mobileMoney')) }).check();
    const phone = form.getByRole('textbox', { name: t('checkout:payment.phone') });
    const pay = form.locator('button[type="submit"]');

    // An Airtel Kenya number: no M-Pesa wallet answers it.
    await phone.fill('0733 123 456');
    await pay.click();
    await expect(form.getByText(t('checkout:payment.phoneProblem.operator'))).toBeVisible();
    await expectAccessible(page, `mobile money form (${language})`);
    await shot(page, `form-${language}`);

    if (language === 'ar') {
      await phone.fill('0708 000 001');
      await pay.click();
      await expect(page.getByTestId('mobile-money-waiting')).toBeVisible();
      const failed = page.getByTestId('mobile-money-failed');
      await expect(failed).toContainText('أُلغي الدفع', { timeout: 20_000 });
      await expect(page.getByTestId('booking-confirmation')).toHaveCount(0);
      await shot(page, `cancelled-${language}`);
    }

    await phone.fill('0712 345 678');
    await pay.click();
    const waiting = page.getByTestId('mobile-money-waiting');
    const kesMinor = usdCentsToMinor(amountToCents(booking.totalAmount), 'KES', demoRateFor('KES').unitsPerUsd, 100);
    if (language === 'en') {
      const amount = `KES ${(kesMinor / 100).toLocaleString('en-US')}`;
      await expect(waiting).toContainText(`Check your phone to approve ${amount}`.replace(/ /g, ' '), { useInnerText: true });
    } else {
      await expect(waiting).toContainText(
        t('checkout:payment.checkPhone', { amount: '' })
          .replace(/[\u2068\u2069]/g, '')
          .trim(),
      );
    }
    await expect(waiting).toContainText('+254 712 ••• 678');
    await expectAccessible(page, `mobile money waiting (${language})`);
    await shot(page, `waiting-${language}`);

    await expect(page.getByTestId('booking-confirmation')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('confirmation-code')).toHaveText(booking.confirmationCode);
    await shot(page, `confirmed-${language}`);
    const after = await page.request.get(`/api/bookings/${booking.id}`);
    expect(((await after.json()) as { status: string }).status).toBe('confirmed');
  });
}
