import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage, settle } from './support/a11y';
import { textsFor } from './support/texts';

// Catalogue texts at phone size (390×844): staff open /admin/texts from the dashboard, write a
// product's Arabic name, and the Arabic shop shows it; the screen in English and in Arabic
// (right to left), a hotel's editor with its room types among them. Screenshots go to
// SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });

async function shot(page: Page, name: string, { fullPage = false } = {}) {
  if (!shots) return;
  await settle(page);
  await page.screenshot({ path: `${shots}/texts-${name}.png`, fullPage });
}

const PRODUCT = { id: 'prod-camel-milk-chocolate', name: 'Camel Milk Chocolate' };

test('staff write a product’s Arabic name in the back office and the Arabic shop shows it (390×844)', async ({ page }) => {
  test.setTimeout(120_000);
  const en = textsFor('en');
  const ar = textsFor('ar');
  const arabicName = `شوكولاتة بحليب النوق ${Date.now().toString(36).slice(-4)}`;
  await openInLanguage(page, 'en');
  const res = await page.request.post('/api/login', { data: { username: 'staff', password: 'staff1234' } });
  expect(res.status(), await res.text()).toBe(200);

  try {
    await page.goto('/admin');
    await page.getByRole('link', { name: en('admin:tools.texts') }).click();
    await expect(page.getByRole('heading', { level: 1, name: en('admin:tools.texts') })).toBeVisible();
    await expect(page.getByTestId('texts-row').first()).toBeVisible();
    await expectAccessible(page, '/admin/texts (en)');
    await shot(page, 'hotels-en');

    // SegmentedControl hides its radio inputs; a finger touches the label.
    await page
      .getByRole('radiogroup', { name: en('backoffice:texts.kind') })
      .locator('label')
      .filter({ hasText: en('backoffice:texts.products') })
      .click();
    await page.getByRole('textbox', { name: en('backoffice:texts.search') }).fill('Camel Milk');
    const row = page.getByTestId('texts-row').filter({ hasText: PRODUCT.name });
    await expect(page.getByTestId('texts-row')).toHaveCount(1);
    await row.getByRole('button', { name: en('backoffice:texts.editFor', { name: PRODUCT.name }) }).click();

    const dialog = page.getByRole('dialog', { name: en('backoffice:texts.textsOf', { name: PRODUCT.name }) });
    const form = dialog.getByTestId('product-texts-form');
    await expect(form.getByTestId('english-name')).toHaveText(PRODUCT.name);
    await expect(form.getByTestId('english-name')).toHaveAttribute('lang', 'en');
    const arabic = form.getByRole('textbox', { name: en('backoffice:texts.labels.ar.name'), exact: true });
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toHaveCSS('direction', 'rtl');
    const kiswahili = form.getByRole('textbox', { name: en('backoffice:texts.labels.sw.name'), exact: true });
    await expect(kiswahili).toHaveAttribute('lang', 'sw');
    await expect(kiswahili).toHaveCSS('direction', 'ltr');
    await arabic.fill(arabicName);
    await expectAccessible(page, 'the product texts dialog (en)', '[role="dialog"]');
    await shot(page, 'product-en');
    await form.getByRole('button', { name: en('backoffice:texts.save') }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: en('backoffice:texts.saved') })).toBeVisible();

    // The same screens in Arabic, right to left; a hotel's editor with its room types.
    const arabicPage = await page.context().newPage();
    await openInLanguage(arabicPage, 'ar');
    await arabicPage.goto('/admin/texts');
    await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabicPage.getByRole('heading', { level: 1, name: ar('admin:tools.texts') })).toBeVisible();
    await expect(arabicPage.getByTestId('texts-row').first()).toBeVisible();
    await expectAccessible(arabicPage, '/admin/texts (ar)');
    await shot(arabicPage, 'hotels-ar');
    await arabicPage.getByRole('textbox', { name: ar('backoffice:texts.search') }).fill('Karen');
    await expect(arabicPage.getByTestId('texts-row')).toHaveCount(1);
    await arabicPage.getByTestId('texts-row').getByRole('button').click();
    const hotel = arabicPage.getByRole('dialog').getByTestId('hotel-texts');
    await expect(hotel.getByTestId('room-type-form').first()).toBeVisible();
    await expect(hotel.getByRole('textbox', { name: ar('backoffice:texts.labels.ar.description'), exact: true })).toHaveValue(/نُزُل/);
    await expectAccessible(arabicPage, 'the hotel texts dialog (ar)', '[role="dialog"]');
    await shot(arabicPage, 'hotel-ar');
    await arabicPage.keyboard.press('Escape');

    // The Arabic shop shows the new name, not marked as English.
    await arabicPage.goto('/shop?q=Camel%20Milk&region=gcc');
    const card = arabicPage.getByTestId('product-card').filter({ hasText: arabicName });
    await expect(card).toBeVisible();
    await expect(card.getByText(arabicName)).not.toHaveAttribute('lang', 'en');
    await shot(arabicPage, 'shop-ar');
  } finally {
    // Other specs of this worker read the demo catalogue as seeded.
    await page.request.put(`/api/admin/products/${PRODUCT.id}/texts`, { data: { translations: { ar: { name: '' } } } });
  }
});
