import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage } from './support/a11y';
import { textsFor } from './support/texts';
import { addDays, travelToday } from '@shared/travel-calendar';

// Catalogue texts in Kiswahili and Arabic at phone size: Home's deals, a hotel's page (its
// description, amenities and room types) and a car card's features show in the page's language;
// a text the catalogue has only in English shows in English marked lang="en"; staff write a
// package's Kiswahili description in the back office and a Kiswahili reader sees it. Screenshots
// go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/catalogue-${name}.png`, fullPage });
}

/** The demo catalogue's texts the spec looks for (prisma-free-db/seeders/demo/catalogue-translations.ts). */
const DEMO = {
  sw: {
    serengeti: 'Hifadhi ya Taifa ya Serengeti',
    karenDescription: 'Loji yenye miti mingi karibu na Kituo cha Twiga na Hifadhi ya Taifa ya Nairobi, yenye vyumba vya vibanda na spa.',
    gardenCottage: 'Kibanda cha bustanini cha watu 3',
  },
  ar: {
    serengeti: 'منتزه سيرينغيتي الوطني',
    karenDescription: 'نُزُل تحيط به الأشجار قرب مركز الزرافات ومنتزه نيروبي الوطني، بغرف على هيئة أكواخ ومنتجع صحي.',
    gardenCottage: 'كوخ في الحديقة لثلاثة أشخاص',
  },
} as const;

for (const language of ['sw', 'ar'] as const) {
  test(`Home, a hotel page and a car card show the catalogue in ${language}; an English-only text is marked lang="en" (390×844)`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = textsFor(language);
    const demo = DEMO[language];
    await openInLanguage(page, language);

    await page.goto('/');
    const deals = page.getByRole('list', { name: t('home:featuredTourPackages') });
    await expect(deals.getByRole('link', { name: demo.serengeti })).toBeVisible();
    // Translated: no English marker on the deal's title.
    await expect(deals.getByRole('link', { name: demo.serengeti })).not.toHaveAttribute('lang', 'en');
    await expect(deals).not.toContainText('Serengeti National Park');
    await expectAccessible(page, `Home (${language})`);
    await shot(page, `home-${language}`, { fullPage: false });

    const checkIn = addDays(travelToday(), 5);
    await page.goto(`/hotels/nairobi-karen-garden-lodge?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&adults=2`);
    const hotel = page.getByTestId('hotel-page');
    await expect(hotel.getByText(demo.karenDescription)).toBeVisible();
    await expect(hotel.getByText(demo.karenDescription)).not.toHaveAttribute('lang', 'en');
    const amenities = hotel.getByRole('list', { name: t('travel:page.amenities') });
    await expect(amenities).toContainText(t('travel:vocabulary.amenity.Free WiFi'));
    await expect(amenities).toContainText(t('travel:vocabulary.amenity.Breakfast Included'));
    await expect(amenities.locator('[lang="en"]')).toHaveCount(0);
    await expect(hotel.getByTestId('room-types')).toContainText(demo.gardenCottage);
    await expect(hotel.getByTestId('hotel-stay-offer')).not.toContainText('Garden cottage for 3');
    await expectAccessible(page, `the hotel page (${language})`);
    await shot(page, `hotel-${language}`);

    // The same page as the server renders it, in the page's language.
    const html = await (await page.request.get(page.url(), { headers: { cookie: `language=${language}` } })).text();
    expect(html).toContain(demo.karenDescription);

    // A hotel whose description the catalogue has only in English: shown, and read with an English voice.
    await page.goto(`/hotels/mombasa-tudor-creek-hotel?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&adults=2`);
    const english = page.getByTestId('hotel-page').getByText('Creek-side rooms near Fort Jesus and the alleys of Mombasa Old Town.');
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('lang', 'en');
    await expectAccessible(page, `an English-only description (${language})`);
    await shot(page, `english-only-${language}`, { fullPage: false });

    // A deal's page: its title and description translated, its day-by-day texts (English only) marked.
    await page.goto('/tours/tour-1');
    const tour = page.getByTestId('tour-page');
    await expect(tour.getByRole('heading', { level: 1, name: demo.serengeti })).toBeVisible();
    await expect(tour.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en');
    await expect(tour.locator('[lang="en"]').first()).toBeVisible();
    await expectAccessible(page, `a deal's page (${language})`);
    await shot(page, `tour-${language}`);

    await page.goto('/search?type=cars&q=Nairobi');
    const card = page.getByTestId('car-card').first();
    await expect(card).toContainText(t('travel:vocabulary.feature.Air Conditioning'));
    await expect(card).not.toContainText('Air Conditioning');
    await expectAccessible(page, `car cards (${language})`);
    await shot(page, `cars-${language}`, { fullPage: false });
  });
}

test('staff save a package’s Kiswahili description in the back office, and a Kiswahili reader sees it (390×844)', async ({ page }) => {
  test.setTimeout(90_000);
  const t = textsFor('sw');
  const description = `Fuata makundi makubwa ya nyumbu yanapovuka Mto Mara, kwa magari ya safari yenye paa linalofunguka (${Date.now().toString(36)}).`;
  await openInLanguage(page, 'sw');
  const res = await page.request.post('/api/login', { data: { username: 'staff', password: 'staff1234' } });
  expect(res.status(), await res.text()).toBe(200);

  await page.goto('/admin/packages/tour-7');
  const form = page.getByTestId('package-form');
  const swDescription = form.getByRole('textbox', { name: t('backoffice:packages.translated.sw.description'), exact: true });
  await expect(swDescription).toHaveValue(/nyumbu/);
  await expect(swDescription).toHaveAttribute('lang', 'sw');
  await expect(form.getByRole('textbox', { name: t('backoffice:packages.translated.ar.name'), exact: true })).toHaveCSS('direction', 'rtl');
  await swDescription.fill(description);
  await expectAccessible(page, 'the package form (sw)');
  await form.getByRole('button', { name: t('backoffice:packages.save') }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: t('backoffice:packages.saved') })).toBeVisible();
  await shot(page, 'package-form-sw');

  await page.goto('/tours/tour-7');
  await expect(page.getByTestId('tour-page').getByText(description)).toBeVisible();
  // English readers still read the English description.
  const english = (await (await page.request.get('/api/tour-packages/tour-7', { headers: { 'accept-language': 'en' } })).json()) as { description: string };
  expect(english.description).toBe('Follow the wildebeest migration and the Mara River crossings from Tanzania into Kenya.');
});

test('choosing another language in the side menu brings the deals in that language without a reload (390×844)', async ({ page }) => {
  await openInLanguage(page, 'en');
  await page.goto('/');
  const deals = page.getByRole('list', { name: textsFor('en')('home:featuredTourPackages') });
  await expect(deals.getByRole('link', { name: 'Serengeti National Park' })).toBeVisible();
  await page.getByRole('button', { name: textsFor('en')('common:topBar.openMenu') }).click();
  await page.getByRole('dialog').getByText('Kiswahili').click();
  await page.keyboard.press('Escape');
  const swDeals = page.getByRole('list', { name: textsFor('sw')('home:featuredTourPackages') });
  await expect(swDeals.getByRole('link', { name: DEMO.sw.serengeti })).toBeVisible();
});
