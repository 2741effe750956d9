import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';
import { textsFor } from './support/texts';
import { addDays, travelToday } from '@shared/travel-calendar';

// The pages before paying, at phone size in English, Swahili and Arabic: a hotel card in the
// search results opens the hotel's page for the stay searched (gallery, stay and price, map,
// policy, reviews), a Featured Deals card opens the tour's page (itinerary, inclusions, meeting
// point, departures). Both arrive server-rendered, pass axe and the 44 px targets, and mirror
// in Arabic; Book goes into the booking flow. Screenshots go to SCREENSHOT_DIR when set.
// The deal's title as the demo catalogue writes it in each language.
const ZANZIBAR_RESORT = { en: 'Zanzibar Resort', sw: 'Hoteli ya Mapumziko Zanzibar', ar: 'منتجع زنجبار' } as const;

const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/item-pages-${name}.png`, fullPage });
}

for (const language of ['en', 'sw', 'ar'] as const) {
  test(`a hotel card opens the hotel's page, and a deal opens the tour's page (${language}, 390×844)`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    const checkIn = addDays(travelToday(), 3);

    await page.goto(`/search?type=hotels&q=Nairobi&checkIn=${checkIn}&guests=2`);
    const card = page.getByRole('article', { name: 'Karen Garden Lodge' });
    await card.getByRole('link', { name: 'Karen Garden Lodge' }).click();
    await expect(page).toHaveURL(new RegExp(`/hotels/nairobi-karen-garden-lodge\\?checkIn=${checkIn}&checkOut=\\d{4}-\\d\\d-\\d\\d&rooms=1&adults=2$`));
    const hotel = page.getByTestId('hotel-page');
    await expect(hotel.getByRole('heading', { level: 1, name: 'Karen Garden Lodge' })).toBeVisible();
    await expect(hotel.getByTestId('hotel-stay-offer')).toContainText(
      t(language === 'ar' ? 'travel:count.adult_two' : 'travel:count.adult_other', { count: 2 }),
    );
    await expect(hotel.getByRole('heading', { name: t('travel:page.location') })).toBeVisible();
    await expect(hotel.getByTestId('location-map').locator('.ride-map-pin')).toHaveCount(1);
    await expect(hotel.getByTestId('cancellation-policy')).toBeVisible();
    await expect(hotel.getByText(t('travel:page.noReviews'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expectAccessible(page, `the hotel page (${language})`);
    await shot(page, `hotel-${language}`);

    // The gallery swipes (it scrolls by a picture); its arrows page through it too.
    const gallery = hotel.getByTestId('photo-gallery');
    await gallery.getByRole('button', { name: t('travel:page.nextPhoto') }).click();
    await expect(gallery).toContainText(/2\D* \/ \D*\d/);

    // The same page straight from the server: rendered, not left to the browser.
    const html = await (await page.request.get(page.url(), { headers: { 'accept-language': language } })).text();
    expect(html).toContain('data-testid="hotel-page"');

    // Home's deal → the tour page.
    await page.goto('/');
    await page
      .getByRole('list', { name: t('home:featuredTourPackages') })
      .getByRole('link', { name: ZANZIBAR_RESORT[language] })
      .click();
    await expect(page).toHaveURL(/\/tours\/tour-2$/);
    const tour = page.getByTestId('tour-page');
    await expect(tour.getByRole('heading', { level: 1, name: ZANZIBAR_RESORT[language] })).toBeVisible();
    await expect(tour.getByRole('heading', { name: t('travel:page.itinerary') })).toBeVisible();
    await expect(tour.getByText(t('travel:page.day', { day: 3, title: 'Stone Town' }))).toBeVisible();
    await expect(tour.getByText('Spice farm visit', { exact: true })).toBeVisible();
    await expect(tour.getByText(/Abeid Amani Karume/)).toBeVisible();
    await expect(tour.getByTestId('tour-departure').first()).toBeVisible();
    expect(await (await page.request.get('/tours/tour-2')).text()).toContain('data-testid="tour-page"');
    await expectAccessible(page, `the tour page (${language})`);
    await shot(page, `tour-${language}`);

    // Book on a departure opens the booking at that date; signed out, booking asks to sign in first.
    await tour.getByTestId('tour-departure').first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: t('travel:tours.bookTitle', { name: ZANZIBAR_RESORT[language] }) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('travel:tours.book') }).click();
    await expect(page.getByRole('dialog', { name: t('auth:welcomeBackTitle') })).toBeVisible();
  });
}

test('signed in, Book on the hotel page holds the stay and goes to checkout', async ({ page }) => {
  const username = `pages${Date.now().toString(36)}`;
  expect(
    (await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'pages-test-password', phone: null } })).status(),
  ).toBe(201);
  const checkIn = addDays(travelToday(), 4);
  await page.goto(`/hotels/nairobi-acacia-heights?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=1`);
  const offer = page.getByTestId('hotel-stay-offer');
  await expect(offer).toContainText('$270.00 in total');
  await expect(offer.getByTestId('room-types')).toContainText('Standard double');
  // Signed in, the review form shows; the server takes a review only after a stay.
  const form = page.getByTestId('write-review');
  await form.getByRole('button', { name: '4 stars' }).click();
  await form.getByLabel('Your review').fill('Looks lovely');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Only travellers with a confirmed booking of it can review it');
  await expectAccessible(page, 'the hotel page, signed in, review refused');
  await shot(page, 'hotel-review-refused-en');
  await offer.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=/);
  await expect(page.getByText('Acacia Heights Hotel').first()).toBeVisible();
});
