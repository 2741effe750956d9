import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

// The server's render of the first screen (src/client/entry-server.tsx, server/http/server-render.ts):
// the screens people land on arrive as HTML with their data, the app's code takes that HTML
// over without rendering it again or asking for the data again, the installed app (its service
// worker) still gets the plain shell, and a page with someone's bookings is never cached.

/** Console errors and uncaught exceptions: a hydration mismatch shows up as one (React #418). */
function problemsOn(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** tRPC procedures the page asked for over the network. */
function procedureCallsOn(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) calls.push(...decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(','));
  });
  return calls;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search results, the shop and a traveller’s bookings arrive rendered', async ({ page }) => {
    await page.goto('/search?type=hotels&q=Nairobi');
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();

    expect((await page.request.post('/api/login', { data: { username: 'demo', password: 'demo1234' } })).status()).toBe(200);
    await page.goto('/bookings');
    await expect(page.getByTestId('booking-card').first()).toBeVisible();
  });

  test('the page is in the language chosen on this device', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'sw', url: baseURL! }]);
    await page.goto('/search?type=hotels&q=Nairobi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tafuta');
  });
});

test('the rendered screen comes alive without rendering again or asking for its data again', async ({ page }) => {
  const problems = problemsOn(page);
  const calls = procedureCallsOn(page);
  await page.goto('/search?type=hotels&q=Nairobi');
  const firstCard = page.getByTestId('hotel-card').first();
  await expect(firstCard).toBeVisible();
  // Hydrated: a tap works (the booking dialog opens from the card's button).
  await firstCard.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
  expect(calls.filter((call) => call === 'hotels.search' || call === 'auth.me' || call === 'branding.domainContext')).toEqual([]);
});

test('signed in, My Bookings hydrates with the bookings in the page, and the page is kept private', async ({ page }) => {
  expect((await page.request.post('/api/login', { data: { username: 'demo', password: 'demo1234' } })).status()).toBe(200);
  const problems = problemsOn(page);
  const calls = procedureCallsOn(page);
  const response = await page.goto('/bookings');
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  await expect(page.getByTestId('booking-card').first()).toBeVisible();
  // My Bookings asks again on every visit, but not for the list the page arrived with; the
  // vouchers are fetched for offline use as before.
  await expect.poll(() => calls.includes('vouchers.list')).toBe(true);
  expect(problems).toEqual([]);
  expect(calls.filter((call) => call === 'bookings.list')).toEqual([]);
});

test('a screen whose data cannot be had is left to the browser, which says what is wrong', async ({ page }) => {
  expect((await page.request.post('/api/login', { data: { username: 'demo', password: 'demo1234' } })).status()).toBe(200);
  const url = '/checkout?booking=00000000-0000-4000-8000-000000000000';
  const html = await (await page.request.get(url)).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="server-state"');
  await page.goto(url);
  await expect(page.getByText('This booking was not found.')).toBeVisible();
});

test('the installed app asks for the plain shell, which the browser renders', async ({ request }) => {
  const rendered = await (await request.get('/search?type=hotels&q=Nairobi')).text();
  expect(rendered).toContain('data-testid="hotel-card"');
  expect(rendered).toContain('id="server-state"');

  const shell = await request.get('/search?type=hotels&q=Nairobi', { headers: { 'X-App-Shell': '1' } });
  const html = await shell.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="server-state"');
  expect(shell.headers()['cache-control']).toBe('no-cache');
});

test('until the app has taken the screen over it is inert, so nothing typed into it is dropped', async ({ context }) => {
  // A page of its own: the suite's page waits for the app after goto (support/test.ts).
  const page = await context.newPage();
  await page.route('**/start-after-paint.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/contact');
  await expect(page.getByLabel('Subject')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');

  await page.evaluate(() => import((JSON.parse(document.getElementById('app-files')!.textContent!) as { start: string[] }).start.at(-1)!));
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByLabel('Subject').fill('Typed once the app runs');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The form's state has the text: the subject is not reported missing.
  await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Subject')).not.toHaveAttribute('aria-invalid', 'true');
});
