import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';

// Pay on delivery at phone size: a signed-in buyer's order under the limit offers 'Pay on
// delivery' with its limit; choosing it places the order without a charge, awaiting the cash.
// Screenshots go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

test('an order paid on delivery is placed awaiting cash', async ({ page }) => {
  test.setTimeout(60_000);
  const username = `cod${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'cod-test-password', phone: null },
  });
  expect(registered.status()).toBe(201);
  const products = (await (await page.request.get('/api/products?region=east_africa&limit=20')).json()) as { id: string; inStock: boolean }[];
  const product = products.find((candidate) => candidate.inStock)!;
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).ok()).toBe(true);
  const { total } = (await (await page.request.get('/api/orders/quote?country=Kenya')).json()) as { total: string };
  const address = { recipientName: 'Amina Cash', phone: '+254 700 000 000', addressLine: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya' };
  const placed = await page.request.post('/api/orders', { data: { ...address, expectedTotal: total } });
  expect(placed.status(), await placed.text()).toBe(201);
  const booking = (await placed.json()) as { id: string; confirmationCode: string };

  await page.goto(`/checkout?booking=${booking.id}`);
  const option = page.getByTestId('pay-on-delivery');
  await expect(option).toContainText('Pay on delivery');
  await expect(option).toContainText('Cash to the courier, for orders up to $300.00');
  await option.click();
  await expect(page.getByText('Nothing is charged now')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/shop-pay-on-delivery.png`, fullPage: true });
  await page.getByRole('button', { name: 'Place order, pay on delivery' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Order placed: awaiting cash' })).toBeVisible();
  await expect(page.getByTestId('confirmation-code')).toHaveText(booking.confirmationCode);

  await page.goto(`/shop/orders/${booking.id}`);
  await expect(page.getByTestId('cash-on-delivery')).toContainText('Pay on delivery: awaiting cash');
  await expect(page.getByText('Being prepared: pay on delivery')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/shop-order-awaiting-cash.png`, fullPage: true });
});
