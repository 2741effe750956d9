import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

// The Local Marketplace at phone size, as a shopper goes: /shop → a filter → the
// product dialog → quantity → Add to Cart → the cart drawer → checkout → 'Payment Successful'
// → the order in My Bookings. The cart is filled signed out and follows the shopper when they
// sign in. Screenshots of the shop, the dialog and the cart go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string, { fullPage = false } = {}) {
  if (!shots) return;
  await page.waitForTimeout(400); // let a dialog's or drawer's opening transition end
  await page.screenshot({ path: `${shots}/shop-${name}.png`, fullPage });
}

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

async function dismissToast(page: Page, title: string) {
  const shown = toast(page, title);
  await shown.locator('button').click();
  await expect(shown).toHaveCount(0);
}
const PASSWORD = 'shop-test-password';

test('shop, filter, product dialog, cart, checkout and the order in My Bookings', async ({ page }) => {
  test.setTimeout(90_000);
  const username = `shop${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const registered = await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(registered.status()).toBe(201);
  await page.request.post('/api/logout');

  // The shop opens on East Africa: its free-delivery banner and up to 4 featured products.
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Local Marketplace', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Region' }).locator('option:checked')).toHaveText('East Africa');
  await expect(page.getByTestId('banner-east-africa')).toContainText('Across East Africa');
  await expect(page.getByTestId('banner-east-africa')).toContainText('No minimum order');
  const featured = page.getByTestId('featured-products').getByTestId('product-card');
  await expect(featured.first()).toBeVisible();
  expect(await featured.count()).toBeLessThanOrEqual(4);
  await shot(page, 'shop');

  // A category filter hides Featured Products and narrows the grid.
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Spices' });
  await expect(page.getByTestId('featured-products')).toHaveCount(0);
  await expect(page.getByTestId('product-count')).toHaveText('6 products');
  await expect(page).toHaveURL(/category=spices/);

  // A typo still finds it (full-text + trigram search on the server).
  await page.getByRole('searchbox', { name: 'Search products' }).fill('zanzibar clovs');
  const cloves = page.getByTestId('product-card').filter({ hasText: 'Zanzibar Whole Cloves' });
  await expect(cloves).toBeVisible();

  // The product dialog: gallery, facts, quantity 1..stock, Add to Cart.
  await cloves.click();
  const dialog = page.getByRole('dialog', { name: 'Zanzibar Whole Cloves' });
  await expect(dialog).toBeVisible();
  // In the display currency (US dollars in an en-US browser), and in the product's own.
  await expect(dialog.getByTestId('product-price')).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(dialog.getByTestId('product-own-price')).toHaveText(/TZS\s?12,000\.00/);
  await expect(dialog).toContainText('Tanzania');
  await expect(dialog).toContainText('Shipping weight');
  await expect(dialog).toContainText(/\d+ reviews/);
  await dialog.getByRole('button', { name: 'Show picture 2 of 2' }).click();
  await expect(dialog.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  const less = dialog.getByRole('button', { name: 'Quantity: one less' });
  await expect(less).toBeDisabled();
  await dialog.getByRole('button', { name: 'Quantity: one more' }).click();
  await expect(dialog.getByTestId('quantity-value')).toHaveText('2');
  await shot(page, 'dialog');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to Cart').last()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  // More than is in stock: the server's message in an Error toast.
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All Categories' });
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Makonde Ebony Carving');
  await page.getByTestId('product-card').filter({ hasText: 'Makonde Ebony Carving' }).click();
  const carving = page.getByRole('dialog', { name: 'Makonde Ebony Carving' });
  await expect(carving.getByRole('button', { name: 'Quantity: one more' })).toBeDisabled(); // only 1 in stock
  await carving.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to Cart').last()).toBeVisible();
  await carving.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Error')).toContainText('Only 1 left, and 1 already in your cart');
  await page.keyboard.press('Escape');

  // A Gulf product too: the cart then holds two currencies.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('');
  await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'GCC' });
  await expect(page.getByTestId('banner-gcc')).toContainText('Free on orders from $50, else $5');
  await page.getByTestId('featured-products').getByTestId('product-card').filter({ hasText: 'Liwa Khalas Dates' }).click();
  await page.getByRole('dialog', { name: 'Liwa Khalas Dates' }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to Cart').last()).toBeVisible();
  await page.keyboard.press('Escape');

  // Signing in keeps the cart.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Side menu' }) });
  await menu.getByRole('button', { name: 'Login' }).click();
  const signIn = page.getByRole('dialog').filter({ has: page.getByRole('radiogroup', { name: 'Login or register' }) });
  await signIn.getByLabel(/^Username/).fill(username);
  await signIn.getByLabel(/^Password/).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(signIn).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible();
  await dismissToast(page, 'Welcome back!');

  // The cart drawer: lines, quantities, subtotal per currency, the USD total and its rates' date.
  await page.getByRole('button', { name: 'Cart, 4 items' }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByTestId('cart-line')).toHaveCount(3);
  await cart.getByRole('button', { name: 'Remove Makonde Ebony Carving' }).click();
  await expect(cart.getByTestId('cart-line')).toHaveCount(2);
  await expect(cart.getByTestId('cart-totals')).toContainText('Subtotal (TZS)');
  await expect(cart.getByTestId('cart-totals')).toContainText('Subtotal (AED)');
  await expect(cart.getByTestId('cart-total-usd')).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(cart).toContainText('At the exchange rates of Nov 1, 2026');
  await shot(page, 'cart');
  await cart.getByRole('button', { name: 'Checkout' }).click();

  // Checkout with the cart: delivery, the fee rule, the total; then the payment (2 s).
  await expect(page).toHaveURL(/\/checkout\?cart=1$/);
  await expect(page.getByTestId('checkout-line').filter({ hasText: 'Zanzibar' })).toContainText('2 × Zanzibar Whole Cloves');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Choose a country we deliver to')).toBeVisible();
  await page.getByLabel(/^Full name/).fill('Shop Tester');
  await page.getByLabel(/^Phone/).fill('+255 712 345 678');
  await page.getByLabel(/^Address/).fill('Kenyatta Road 5');
  await page.getByLabel(/^City/).fill('Stone Town');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Tanzania' }).click();
  await expect(page.getByTestId('order-pricing')).toContainText('Free across East Africa');
  await expect(page.getByTestId('order-pricing')).toContainText('To another region');
  await shot(page, 'checkout', { fullPage: true });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  await expect(page.getByTestId('price-breakdown')).toContainText('Zanzibar Whole Cloves × 2');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(toast(page, 'Payment Successful')).toBeVisible({ timeout: 15_000 });
  const code = ((await page.getByTestId('confirmation-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^MT[A-Z0-9]{6}$/);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toHaveCount(0);

  // The order in My Bookings with its lines and status, and its own page.
  await page.getByRole('link', { name: 'View My Bookings' }).click();
  const card = page.getByTestId('booking-card').filter({ hasText: code });
  await expect(card).toContainText('Order');
  await expect(card.getByTestId('booking-items')).toContainText('2 × Zanzibar Whole Cloves');
  await expect(card.getByTestId('booking-items')).toContainText('1 × Liwa Khalas Dates');
  // An order is placed (its own word, not a booking's 'confirmed') and has no e-voucher.
  await expect(card.locator('[data-state]')).toHaveText('placed');
  await expect(card.getByRole('link', { name: 'E-voucher' })).toHaveCount(0);
  await shot(page, 'bookings');
  await card.getByRole('link', { name: 'View details' }).click();
  await expect(page.getByRole('heading', { name: `Order ${code}` })).toBeVisible();
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByTestId('order-line').filter({ hasText: 'Zanzibar Whole Cloves' })).toContainText('2 ×');
  await shot(page, 'order', { fullPage: true });
});
