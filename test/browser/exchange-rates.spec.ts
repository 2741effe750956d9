import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';

// Exchange rates in the back office at phone size: staff open them from the dashboard, change a
// rate, and the audit trail records who changed it; a bad rate is refused under its field. The
// screen in Arabic passes axe.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

test('staff change the Kenyan shilling’s rate; the audit trail has it; a bad rate is refused (390×844)', async ({ page }) => {
  expect((await page.request.post('/api/login', { data: { username: 'staff', password: 'staff1234' } })).status()).toBe(200);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Exchange rates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();
  const kes = page.getByTestId('rate-KES');
  const field = kes.getByLabel('KES per US dollar');
  // Other tests of this worker's database price things in shillings: the rate is put back at the end.
  const before = ((await (await page.request.get('/api/exchange-rates')).json()) as { currency: string; unitsPerUsd: string; asOf: string }[]).find(
    (entry) => entry.currency === 'KES',
  )!;
  await field.fill('0');
  await kes.getByRole('button', { name: 'Save' }).click();
  await expect(kes.getByText('Enter a rate above 0 with at most 6 decimals, like "129.2"')).toBeVisible();

  // Not the rate it had: the change must show.
  const rate = Number(before.unitsPerUsd) === 131.25 ? '131.5' : '131.25';
  await field.fill(rate);
  await kes.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Rate saved' })).toContainText(`1 USD = ${Number(rate)} KES`);
  await expect(page.getByTestId('rate-KES').getByLabel('KES per US dollar')).toHaveValue(String(Number(rate)));
  if (shots) await page.screenshot({ path: `${shots}/exchange-rates.png`, fullPage: true });
  const rates = (await (await page.request.get('/api/exchange-rates')).json()) as { currency: string; unitsPerUsd: string }[];
  expect(Number(rates.find((entry) => entry.currency === 'KES')!.unitsPerUsd)).toBe(Number(rate));

  await page.goto('/admin/audit');
  await expect(page.getByRole('article', { name: 'Exchange rate changed' }).first()).toContainText('KES');
  const restored = await page.request.put('/api/admin/exchange-rates/KES', { data: { unitsPerUsd: before.unitsPerUsd, asOf: before.asOf } });
  expect(restored.status(), await restored.text()).toBe(200);
});

test('the exchange rates screen in Arabic passes axe', async ({ page }) => {
  await openInLanguage(page, 'ar');
  expect((await page.request.post('/api/login', { data: { username: 'staff', password: 'staff1234' } })).status()).toBe(200);
  await page.goto('/admin/rates');
  await expect(page.getByRole('heading', { level: 1, name: 'أسعار الصرف' })).toBeVisible();
  await expectAccessible(page, '/admin/rates (ar)');
  if (shots) await page.screenshot({ path: `${shots}/exchange-rates-ar.png`, fullPage: true });
});
