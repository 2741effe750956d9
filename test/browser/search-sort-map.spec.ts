import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';
import { textsFor } from './support/texts';
import { addDays, travelToday } from '@shared/travel-calendar';

// /search at phone size: the hotels sort by price (server-side, so the order holds over the
// pages), the list turns into a map of price markers whose chosen hotel links to its page for
// the same stay and party, the tours filter by duration and region, and every choice stays in
// the URL through a reload and Back. axe and the 44 px targets in English and Arabic.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/search-${name}.png`, fullPage: true });
}

/** The prices per night of the hotel cards shown, in dollars. */
async function cardPrices(page: Page): Promise<number[]> {
  return page
    .getByTestId('hotel-card')
    .evaluateAll((cards) => cards.map((card) => Number((card.querySelector('[data-price-currency]')?.textContent ?? '').replace(/[^\d.]/g, ''))));
}

for (const language of ['en', 'ar'] as const) {
  test(`search sorts, filters tours and maps the hotels, all kept in the URL (${language}, 390×844)`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    const checkIn = addDays(travelToday(), 4);

    // Hotels in Nairobi, cheapest first.
    await page.goto(`/search?type=hotels&q=Nairobi&checkIn=${checkIn}&guests=2`);
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    await page.getByLabel(t('travel:search.sort.label')).selectOption('price');
    await expect(page).toHaveURL(/sort=price(&|$)/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
      })
      .toBe(true);
    await expect(page.getByTestId('hotel-facts').first()).toContainText(/\d/);
    await expectAccessible(page, `hotels sorted by price (${language})`);
    await shot(page, `hotels-price-${language}`);

    // The map: markers for the hotels found; a marker chosen with the keyboard shows the hotel.
    await page.getByText(t('travel:search.view.map'), { exact: true }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByTestId('hotel-results-map');
    await expect(map.getByTestId('hotel-marker').first()).toBeVisible();
    const markers = await map.getByTestId('hotel-marker').count();
    expect(markers).toBeGreaterThan(1);
    await map.getByTestId('hotel-marker').first().focus();
    await page.keyboard.press('Enter');
    const chosen = page.getByTestId('map-selected-hotel');
    await expect(chosen).toBeVisible();
    await expect(map.locator('.hotel-map-marker.is-selected')).toHaveCount(1);
    await expectAccessible(page, `the hotel map (${language})`);
    await shot(page, `hotels-map-${language}`);

    // Reload: the sort and the map are still chosen; Back returns to the list.
    await page.reload();
    await expect(page.getByTestId('hotel-results-map').getByTestId('hotel-marker').first()).toBeVisible();
    await expect(page.getByLabel(t('travel:search.sort.label'))).toHaveValue('price');
    await page.goBack();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();

    // The chosen hotel's link keeps the stay and the party.
    await page.goForward();
    await page.getByTestId('hotel-results-map').getByTestId('hotel-marker').first().click();
    await page.getByRole('link', { name: t('travel:search.map.open') }).click();
    await expect(page).toHaveURL(new RegExp(`/hotels/[a-z0-9-]+\\?checkIn=${checkIn}&checkOut=\\d{4}-\\d\\d-\\d\\d&rooms=1&adults=2$`));
    await page.goBack();
    await expect(page).toHaveURL(/view=map/);

    // Tours: 1–3 days in Kenya, sorted by price.
    await page.goto('/search?type=tours');
    await expect(page.getByRole('article').first()).toBeVisible();
    const allTours = await page.getByRole('article').count();
    await page.getByRole('button', { name: t('travel:filters.title') }).click();
    await page.getByTestId('tour-duration').getByText(t('travel:tours.filters.days_1-3'), { exact: true }).click();
    await page.getByLabel(t('travel:tours.filters.region')).selectOption('Kenya');
    await page.getByLabel(t('travel:search.sort.label')).selectOption('price');
    await expect(page).toHaveURL(/days=1-3/);
    await expect(page).toHaveURL(/region=Kenya/);
    await expect(page).toHaveURL(/sort=price/);
    // What the API keeps for the same filters, cheapest first: the screen shows exactly those.
    const expected = (await (
      await page.request.get('/api/tour-packages?minDays=1&maxDays=3&region=Kenya&sort=price', { headers: { 'accept-language': language } })
    ).json()) as { name: string }[];
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(allTours);
    const filtered = expected.length;
    await expect
      .poll(() => page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))))
      .toEqual(expected.map((tour) => tour.name));
    await expect(page.getByTestId('filters-summary')).toContainText(t('travel:tours.filters.days_1-3'));
    await expectAccessible(page, `the tours filtered (${language})`);
    await shot(page, `tours-filtered-${language}`);

    await page.reload();
    await expect(page.getByTestId('filters-summary')).toContainText(t('travel:tours.filters.days_1-3'));
    await expect(page.getByLabel(t('travel:search.sort.label'))).toHaveValue('price');
    await expect.poll(() => page.getByRole('article').count()).toBe(filtered);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  });
}
