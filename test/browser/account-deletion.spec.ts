import { mkdirSync, readFileSync } from 'node:fs';
import { request, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage, settle } from './support/a11y';
import { textsFor } from './support/texts';
import type { Language } from '@shared/languages';

// 'Delete my account' at phone size in English, Swahili and Arabic: the profile's privacy
// section, the page listing an upcoming paid booking that stands in the way, and, once it is
// cancelled, the password confirmation that deletes the account (no sign-in afterwards).
// Screenshots go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** The server's refusal of a wrong password, in the language on screen. */
const wrongPasswordText = (language: Language) =>
  (JSON.parse(readFileSync(`src/server/locales/${language}/errors.json`, 'utf8')) as { account: { wrongCurrentPassword: string } }).account
    .wrongCurrentPassword;

for (const language of ['en', 'sw', 'ar'] as const satisfies Language[]) {
  test(`an account is deleted with its password once no paid booking is upcoming (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    const username = `leaving${language}${Date.now().toString(36)}`;
    const password = 'a long farewell phrase';
    expect((await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password, phone: null } })).status()).toBe(201);
    const tours = (await (await page.request.get('/api/tour-packages')).json()) as { id: string; departureDate: string | null }[];
    const tour = tours.find((candidate) => candidate.departureDate)!;
    const booking = (await (
      await page.request.post('/api/bookings', {
        data: { type: 'tour', itemId: tour.id, startDate: tour.departureDate, quantity: 1, tourTravellers: [{ givenNames: 'Amina', surname: 'Hassan' }] },
      })
    ).json()) as { id: string; confirmationCode: string };
    expect(
      (
        await page.request.post('/api/payments', { data: { bookingId: booking.id, method: 'paypal' }, headers: { 'Idempotency-Key': `leave-${booking.id}` } })
      ).ok(),
    ).toBe(true);

    await page.goto('/profile');
    const section = page.getByRole('region', { name: t('privacy:section.title') });
    await expect(section).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await settle(page);
    await shot(page, `profile-privacy-${language}`);
    await expectAccessible(page, 'profile with the privacy section');

    await section.getByRole('link', { name: t('privacy:delete.menu') }).click();
    await expect(page.getByRole('heading', { name: t('privacy:delete.title') })).toBeVisible();
    await expect(page.getByText(t('privacy:delete.blockedTitle'))).toBeVisible();
    await expect(page.getByText(booking.confirmationCode)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('privacy:delete.password'), exact: true })).toHaveCount(0);
    await settle(page);
    await shot(page, `delete-account-blocked-${language}`);
    await expectAccessible(page, 'deletion blocked by an upcoming booking');

    expect((await page.request.post(`/api/bookings/${booking.id}/cancel`)).ok()).toBe(true);
    await page.reload();
    const passwordBox = page.getByRole('textbox', { name: t('privacy:delete.password'), exact: true });
    await passwordBox.fill('not the password');
    await page.getByRole('button', { name: t('privacy:delete.confirm') }).click();
    await expect(page.getByText(wrongPasswordText(language))).toBeVisible();
    await passwordBox.fill(password);
    await settle(page);
    await shot(page, `delete-account-confirm-${language}`);
    await expectAccessible(page, 'deletion confirmation');
    await page.getByRole('button', { name: t('privacy:delete.confirm') }).click();
    await expect(page.getByTestId('account-deleted')).toContainText(t('privacy:delete.done'));
    await settle(page);
    await shot(page, `delete-account-done-${language}`);
    await expectAccessible(page, 'account deleted');
    expect(await (await page.request.get('/api/me')).json()).toBeNull();
    expect((await page.request.post('/api/login', { data: { username, password } })).status()).toBe(401);
  });
}

/** The newest data-export link in the outbox for `email`, read as staff read it (no SMTP in the browser tests). */
async function exportLinkFromOutbox(baseURL: string, email: string): Promise<string | undefined> {
  const staff = await request.newContext({ baseURL });
  try {
    expect((await staff.post('/api/login', { data: { username: 'staff', password: 'staff1234' } })).status()).toBe(200);
    const outbox = (await (await staff.get('/api/emails/outbox')).json()) as { to: string; text: string }[];
    return /\/data-export#id=[0-9a-f-]+&token=[A-Za-z0-9_-]+/.exec(outbox.find((item) => item.to === email)?.text ?? '')?.[0];
  } finally {
    await staff.dispose();
  }
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  test(`'Download my data' e-mails a link that downloads the export (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const t = textsFor(language);
    await openInLanguage(page, language);
    const username = `mydata${language}${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    expect((await page.request.post('/api/register', { data: { username, email, password: 'a long export phrase', phone: null } })).status()).toBe(201);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: t('privacy:section.title') });
    await section.getByRole('button', { name: t('privacy:export.request') }).click();
    await expect(page.getByText(t('privacy:export.requested'))).toBeVisible();

    let link: string | undefined;
    await expect.poll(async () => (link = await exportLinkFromOutbox(baseURL!, email)), { timeout: 30_000 }).toBeTruthy();
    await page.request.post('/api/logout');
    await page.goto('/');
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: t('privacy:exportPage.title') })).toBeVisible();
    await settle(page);
    await shot(page, `data-export-${language}`);
    await expectAccessible(page, 'data export page');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('privacy:export.html') }).click();
    expect((await download).suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.html$/);
  });
}
