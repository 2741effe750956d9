import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

const shots = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test.describe('Home and chrome', () => {
  test('shows the default brand Home with data from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Tours' })).toBeVisible();
    await expect(page.getByTestId('hero-tagline')).toHaveText('Discover amazing deals on hotels, flights, and more');
    await expect(page.getByPlaceholder('Where would you like to go?')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Hotels' })).toBeChecked();
    await expect(page.getByLabel('Check-in')).toContainText(/Dec 25/);
    // The phone's own picker (a native select): its chosen option reads '2 Adults'.
    await expect(page.getByRole('combobox', { name: 'Guests' }).locator('option:checked')).toHaveText('2 Adults');

    const deals = page.getByRole('list', { name: 'Featured tour packages' });
    await expect(deals.getByRole('listitem').nth(7)).toBeVisible(); // the 8 demo tours; back-office specs may publish more
    await expect(deals.getByRole('listitem').first()).toContainText('Serengeti National Park');
    await expect(deals.getByRole('listitem').first()).toContainText('40% OFF');
    await expect(deals.getByRole('listitem').nth(1)).toContainText('Zanzibar Resort');
    await expect(deals.getByRole('listitem').nth(1)).toContainText('45% OFF');
    await expect(deals.getByRole('img', { name: 'Serengeti National Park' })).toHaveAttribute('src', '/images/tours/tour-1.svg');

    for (const service of ['Hotels', 'Flights', 'Car Rental', 'Taxi', 'Tours', 'Cargo']) {
      await expect(page.getByRole('button', { name: service, exact: true })).toBeVisible();
    }
    for (const [name, price] of [
      ['Dubai', '$399'],
      ['Nairobi, Kenya', '$299'],
      ['Zanzibar, Tanzania', '$349'],
      ['Addis Ababa, Ethiopia', '$249'],
      ['Kampala, Uganda', '$219'],
      ['Kigali, Rwanda', '$279'],
    ]) {
      // The card is named by what it shows: 'Nairobi Kenya From $299'.
      await expect(page.getByRole('link', { name: new RegExp(`^${name.replace(', ', ' ')} From`) })).toContainText(`From ${price}`);
    }
    await expect(page.getByText('Up to 40% off your first booking')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim Now' })).toBeVisible();
    await expect(page.getByRole('link', { name: /My Bookings/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /24\/7 Support/ })).toBeVisible();
    const whatsapp = page.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('button', { name: 'AI travel assistant' })).toBeVisible();
    await expect(page.getByText('Partner Booking Apps')).toHaveCount(0);
    await shot(page, 'home-default');
  });

  test('top bar, bottom bar and the side menu', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('Tours', { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Mail', exact: true })).toBeVisible();
    // The badges are real unread counts: signed out there are none, never a fixed '2' or '3'.
    await expect(header.getByText('2', { exact: true })).toHaveCount(0);
    await expect(header.getByText('3', { exact: true })).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(5);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Register' })).toBeVisible();
    for (const link of ['Home', 'Search', 'Shop', 'My Bookings', 'Email Dashboard', 'About', 'Contact', 'Profile']) {
      await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(menu.getByText('© 2024 Tours')).toBeVisible();
    await expect(menu.getByText('Partner Apps')).toHaveCount(0);
    await shot(page, 'side-menu-default');
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'About Tours' })).toBeVisible();
  });

  test('Search on Home opens /search with the query and the chosen service', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder('Where would you like to go?').fill('Zanzibar');
    await page
      .locator('label')
      .filter({ hasText: /^Flights$/ })
      .click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?type=flights&q=Zanzibar&checkIn=\d{4}-12-25&guests=2/);
  });

  test('unknown paths show the 404 page, answered with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await shot(page, 'not-found');
  });
});

test.describe('brand variants', () => {
  test('the flagged ManasaTours variant on manasa.localhost', async ({ page, appServer: { port } }) => {
    await page.goto(`http://manasa.localhost:${port}/`);
    await expect(page.getByRole('heading', { name: 'Welcome to ManasaTours' })).toBeVisible();
    await expect(page.getByTestId('hero-tagline')).toHaveText('Premium travel experiences await you');
    await expect(page.getByText('Partner Booking Apps')).toBeVisible();
    const partnerLinks = page.getByRole('link', { name: /Booking\.com|Airbnb/ });
    await expect(partnerLinks).toHaveCount(2);
    for (const link of await partnerLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await shot(page, 'home-manasa');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText('Partner Apps')).toBeVisible();
    await expect(menu.getByRole('link', { name: /Booking\.com/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByText('© 2024 ManasaTours')).toBeVisible();
    await shot(page, 'side-menu-manasa');
    await page.goto(`http://manasa.localhost:${port}/about`);
    await expect(page.getByTestId('about-mission')).toContainText('premium journeys');
  });

  test('the eco variant on eco.localhost', async ({ page, appServer: { port } }) => {
    await page.goto(`http://eco.localhost:${port}/`);
    await expect(page.getByRole('heading', { name: 'Welcome to EcoTours' })).toBeVisible();
    await expect(page.getByTestId('hero-tagline')).toHaveText('Eco-friendly adventures for every traveler');
    await expect(page.getByText('Partner Booking Apps')).toHaveCount(0);
    await shot(page, 'home-eco');
    await page.goto(`http://eco.localhost:${port}/about`);
    await expect(page.getByTestId('about-mission')).toContainText('low-impact adventures');
  });

  test('the page passes its Content Security Policy (no violations)', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Featured tour packages' }).getByRole('listitem').nth(7)).toBeVisible(); // the 8 demo tours; back-office specs may publish more;
    expect(violations).toEqual([]);
  });
});
