import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage, settle } from './support/a11y';
import { text } from './support/texts';

// Prices in the traveller's currency at phone size: the side menu's currency turns every price
// on Home, /search, /shop and checkout into it (at the stored rates), whole shillings for UGX and
// three decimals for KWD, and checkout charges the amount shown. Screenshots go to SCREENSHOT_DIR
// when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/currency-${name}.png`, fullPage: true });
}

const PASSWORD = 'currency-test-password';

async function chooseCurrency(page: Page, currency: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Side menu' }) });
  await menu.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** No dollar price is left in `area`: every amount is in `currency`. */
async function expectPricesIn(area: Locator, currency: string) {
  await expect(area).toContainText(currency);
  await expect(area).not.toContainText(/\$\s?\d/);
}

/** Books a hotel through its dialog and lands at checkout. */
async function hotelCheckout(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Hotels', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hotel Booking' });
  await dialog.getByTestId('hotel-card').first().getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-total')).toBeVisible();
}

test('switching to KES changes every price on Home, /search, /shop and checkout; UGX has no decimals, KWD three', async ({ page }) => {
  const username = `cur${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);

  // Home in dollars first (an en-US browser, the brand's currency).
  await page.goto('/');
  const deals = page.getByRole('list', { name: 'Featured tour packages' });
  await expect(deals).toContainText(/\$\d/);
  await chooseCurrency(page, 'KES');
  await expectPricesIn(deals, 'KES');
  await expectPricesIn(page.locator('section[aria-labelledby="popular-destinations"]'), 'KES');
  await shot(page, 'home-kes');

  // /search: every tab's results.
  await page.goto('/search?type=hotels');
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();
  await expectPricesIn(page.getByRole('main'), 'KES');
  await shot(page, 'search-kes');
  // The base price and the rate are one tap away.
  await page
    .getByTestId('hotel-card')
    .first()
    .getByRole('button', { name: /show the original price/ })
    .click();
  await expect(page.getByText(/^Original price: \$\d/)).toBeVisible();
  await expect(page.getByText(/Converted at \u2066?1 USD = 129\.2 KES\u2069?, rates as of Nov 1, 2026/)).toBeVisible();
  await page.keyboard.press('Escape');
  for (const type of ['flights', 'cars', 'tours']) {
    await page.goto(`/search?type=${type}`);
    await expect(page.getByRole('main')).toContainText('KES');
    await expectPricesIn(page.getByRole('main'), 'KES');
  }

  // /shop: products of every country in shillings.
  await page.goto('/shop');
  const products = page.getByTestId('featured-products');
  await expect(products.getByTestId('product-card').first()).toBeVisible();
  await expectPricesIn(products, 'KES');
  await expect(products).not.toContainText(/TZS|AED|UGX/);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Zanzibar Whole Cloves');
  await page.getByTestId('product-card').filter({ hasText: 'Zanzibar Whole Cloves' }).first().click();
  const cloves = page.getByRole('dialog', { name: 'Zanzibar Whole Cloves' });
  await expect(cloves.getByTestId('product-price')).toContainText('KES');
  await expect(cloves.getByTestId('product-own-price')).toContainText(/TZS\s?12,000\.00/);
  await shot(page, 'shop-kes');
  await page.keyboard.press('Escape');

  // Checkout, signed in: the choice follows to the profile.
  await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  await hotelCheckout(page);
  const total = page.getByTestId('order-total');
  await expect(total).toHaveText(/^KES\s?[\d,]+\.\d{2}$/);
  await expectPricesIn(page.getByTestId('price-breakdown'), 'KES');
  const charge = page.getByTestId('charge-currency');
  await expect(charge.getByText('USD')).toBeVisible();
  await expect(charge.getByTestId('charge-note')).toContainText(/You pay KES\s?[\d,]+\.\d{2} for \$[\d,]+\.\d{2}, at the exchange rate of Nov 1, 2026/);
  const shown = (await total.textContent())!.trim();
  await shot(page, 'checkout-kes');
  await page.getByRole('button', { name: `Pay ${shown}` }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });
  const bookingId = new URL(page.url()).searchParams.get('booking')!;
  const paid = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as { charge: { currency: string; amount: string } };
  expect(paid.charge.currency).toBe('KES');
  expect(paid.charge.amount).toBe(shown.replace(/[^\d.]/g, ''));
  expect(((await (await page.request.get('/api/me')).json()) as { displayCurrency: string }).displayCurrency).toBe('KES');

  // UGX: whole shillings, no decimals, on cards and at checkout.
  await chooseCurrency(page, 'UGX');
  await page.goto('/search?type=hotels');
  await expect(page.getByTestId('hotel-card').first()).toContainText(/UGX\s?[\d,]+ per night/);
  await hotelCheckout(page);
  await expect(page.getByTestId('order-total')).toHaveText(/^UGX\s?[\d,]+$/);
  await expect(page.getByTestId('price-breakdown')).not.toContainText(/UGX\s?[\d,]+\.\d/);
  await shot(page, 'checkout-ugx');

  // KWD: three decimals.
  await chooseCurrency(page, 'KWD');
  await expect(page.getByTestId('order-total')).toHaveText(/^KWD\s?[\d,]+\.\d{3}$/);
  await expect(page.getByTestId('price-breakdown')).toContainText(/KWD\s?[\d,]+\.\d{3}/);
  await page.goto('/shop');
  await expect(page.getByTestId('featured-products').getByTestId('product-card').first()).toContainText(/KWD\s?[\d,]+\.\d{3}/);
  await shot(page, 'shop-kwd');
});

test.describe('an Arabic browser in the Emirates', () => {
  test.use({ locale: 'ar-AE' });

  test('shows dirhams before any choice; the picker and a price’s original are accessible and mirrored', async ({ page }) => {
    await openInLanguage(page, 'ar');
    await page.goto('/search?type=hotels');
    const card = page.getByTestId('hotel-card').first();
    await expect(card).toContainText(/AED|د\.إ/);
    await expect(page.getByRole('main')).not.toContainText(/\$\s?\d/);
    await settle(page);
    await expectAccessible(page, 'search in AED (ar)');
    await card.getByRole('button', { name: /اعرض السعر الأصلي/ }).click();
    await expect(page.getByText(/السعر الأصلي: /)).toBeVisible();
    await shot(page, 'search-aed-ar');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: text('ar', 'common:topBar.openMenu') }).click();
    const menu = page.getByRole('dialog').filter({ has: page.getByRole('navigation') });
    await expect(menu.getByRole('combobox', { name: 'العملة' })).toHaveValue('AED');
    await settle(page);
    await expectAccessible(page, 'side menu with the currency (ar)', '[role="dialog"]');
    if (shots) await page.screenshot({ path: `${shots}/currency-menu-ar.png` });
  });
});
