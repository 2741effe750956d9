import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage, settle } from './support/a11y';

// Saved travellers and a tour's travellers, at phone size: a traveller saves 'Me' on the
// profile, books a tour for two, fills the first place from the saved traveller and types the
// second with a dietary need, pays, and sees both names and their dietary needs on the
// e-voucher. Arabic: the profile's list and the tour's form, mirrored. Screenshots go to
// SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/saved-travellers-${name}.png`, fullPage: true });
};

const PASSWORD = 'saved-travellers-password';

async function signedIn(page: Page) {
  const username = `saved${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(res.status(), await res.text()).toBe(201);
  expect((await page.request.post('/api/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
}

/** A pending booking of two places on the first tour with a departure, made without names. */
async function heldTourForTwo(page: Page): Promise<string> {
  const tours = (await (await page.request.get('/api/tour-packages')).json()) as { id: string; departureDate: string | null }[];
  const tour = tours.find((candidate) => candidate.departureDate)!;
  const res = await page.request.post('/api/bookings', { data: { type: 'tour', itemId: tour.id, startDate: tour.departureDate, quantity: 2 } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Picks `option` in the combobox named `name` inside `scope`. */
async function choose(page: Page, scope: ReturnType<Page['getByTestId']>, name: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name }).click();
  // On a 844 px screen the list of a field near the bottom can open past the edge, where a
  // pointer cannot reach: the option is chosen as a click on it all the same.
  const wanted = page.getByRole('option', { name: option });
  await expect(wanted).toBeAttached();
  await wanted.evaluate((element) => (element as HTMLElement).click());
}

test('save a traveller on the profile, pick them for a tour of two, see names and dietary needs on the voucher', async ({ page }) => {
  await openInLanguage(page, 'en');
  await signedIn(page);

  await page.goto('/profile');
  const section = page.getByTestId('saved-travellers');
  await expect(section).toContainText('No saved travellers yet.');
  await section.getByRole('button', { name: 'Add a traveller' }).click();
  const form = page.getByTestId('saved-traveller-form');
  await form.getByLabel('Label').fill('Me');
  await form.getByLabel('Given names (as on passport)').fill('Amina');
  await form.getByLabel('Surname (as on passport)').fill('Hassan');
  await form.getByLabel('Date of birth').fill('1990-04-12');
  await form.getByLabel('Nationality').fill('KE');
  await form.getByLabel('Passport number (optional)').fill('AK7654321');
  await form.getByLabel('Passport expiry date (optional)').fill('2034-06-30');
  await choose(page, form, 'Dietary needs', 'Vegetarian');
  await form.getByLabel('Note for the kitchen (optional)').fill('No mushrooms');
  await settle(page);
  await shot(page, 'profile-form-en');
  await expectAccessible(page, 'saved traveller form', '[data-testid="saved-traveller-form"]');
  await form.getByRole('button', { name: 'Save traveller' }).click();
  const saved = section.getByTestId('saved-traveller');
  await expect(saved).toContainText('Amina Hassan');
  await expect(saved).toContainText('Passport ••••4321');
  await expect(saved).toContainText('Vegetarian: No mushrooms');
  await expect(page.locator('body')).not.toContainText('AK7654321');
  await settle(page);
  await shot(page, 'profile-en');
  await expectAccessible(page, 'profile with a saved traveller', '[data-testid="saved-travellers"]');

  await page.goto(`/checkout?booking=${await heldTourForTwo(page)}`);
  const travellers = page.getByTestId('tour-travellers-form');
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  const place = (n: number) => travellers.getByRole('group', { name: /^Traveller / }).nth(n - 1);
  await choose(page, place(1), 'Fill from a saved traveller', 'Me · Amina Hassan');
  await expect(place(1).getByLabel('Given names')).toHaveValue('Amina');
  await expect(place(1).getByLabel('Note for the kitchen (optional)')).toHaveValue('No mushrooms');
  await place(2).getByLabel('Given names').fill('Juma');
  await place(2).getByLabel('Surname').fill('Hassan');
  await choose(page, place(2), 'Dietary needs', 'Allergy');
  await place(2).getByLabel('Note for the kitchen (optional)').fill('Peanuts');
  await settle(page);
  await shot(page, 'checkout-en');
  await expectAccessible(page, 'checkout tour travellers', '[data-testid="tour-travellers-form"]');
  await travellers.getByRole('button', { name: 'Continue to payment' }).click();
  const who = page.getByTestId('who-travels');
  await expect(who).toContainText('Juma Hassan');
  await expect(who).toContainText('Allergy: Peanuts');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByTestId('booking-confirmation')).toContainText('Juma Hassan', { timeout: 15_000 });

  await page.goto('/bookings');
  await page
    .getByRole('link', { name: /voucher/i })
    .first()
    .click();
  const onVoucher = page.getByTestId('voucher').getByTestId('who-travels');
  await expect(onVoucher).toContainText('Amina Hassan');
  await expect(onVoucher).toContainText('Vegetarian: No mushrooms');
  await expect(onVoucher).toContainText('Juma Hassan');
  await expect(onVoucher).toContainText('Allergy: Peanuts');
  await settle(page);
  await shot(page, 'voucher-en');
  await expectAccessible(page, 'voucher with a tour’s travellers');
});

test('saved travellers and the tour travellers form in Arabic, mirrored', async ({ page }) => {
  await openInLanguage(page, 'ar');
  await signedIn(page);
  expect(
    (
      await page.request.post('/api/profile/travellers', {
        data: { label: 'أنا', givenNames: 'Amina', surname: 'Hassan', dateOfBirth: '1990-04-12', nationality: 'KE', dietary: { choice: 'halal' } },
      })
    ).status(),
  ).toBe(201);
  await page.goto('/profile');
  const section = page.getByTestId('saved-travellers');
  await expect(section.getByTestId('saved-traveller')).toContainText('حلال');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await settle(page);
  await shot(page, 'profile-ar');
  await expectAccessible(page, 'saved travellers (ar)', '[data-testid="saved-travellers"]');

  await page.goto(`/checkout?booking=${await heldTourForTwo(page)}`);
  const travellers = page.getByTestId('tour-travellers-form');
  await expect(travellers.getByRole('group', { name: /^المسافر / })).toHaveCount(2);
  await travellers.getByRole('button', { name: 'متابعة إلى الدفع' }).click();
  await expect(travellers.getByText('مطلوب').first()).toBeVisible();
  await settle(page);
  await shot(page, 'checkout-ar');
  await expectAccessible(page, 'tour travellers (ar)', '[data-testid="tour-travellers-form"]');
});
