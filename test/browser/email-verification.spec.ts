import { mkdirSync } from 'node:fs';
import { request, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage, settle } from './support/a11y';
import { textsFor } from './support/texts';
import type { Language } from '@shared/languages';

// E-mail verification at phone size: the profile says the address is not verified until the
// link (waiting in the outbox: no SMTP_URL here) is opened; a change of address waits likewise.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function verificationTokenFromOutbox(baseURL: string, email: string): Promise<string> {
  const staff = await request.newContext({ baseURL });
  try {
    expect((await staff.post('/api/login', { data: { username: 'staff', password: 'staff1234' } })).status()).toBe(200);
    const outbox = (await (await staff.get('/api/emails/outbox')).json()) as { to: string; text: string }[];
    const token = outbox.map((item) => (item.to === email ? /\/verify-email#token=([A-Za-z0-9_-]+)/.exec(item.text)?.[1] : undefined)).find(Boolean);
    if (!token) throw new Error(`no verification link for ${email} in the outbox`);
    return token;
  } finally {
    await staff.dispose();
  }
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  test(`a new e-mail address is verified by the link sent to it (${language})`, async ({ page, baseURL }) => {
    const t = textsFor(language);
    await openInLanguage(page, language);
    const username = `verify${language}${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    expect((await page.request.post('/api/register', { data: { username, email, password: 'a verified passphrase', phone: null } })).status()).toBe(201);

    await page.goto('/profile');
    const notice = page.getByTestId('email-verification-notice');
    await expect(notice).toContainText(t('profile:verification.unverifiedTitle'));
    await settle(page);
    await shot(page, `profile-unverified-${language}`);
    await expectAccessible(page, 'profile with an unverified e-mail');

    await page.goto(`/verify-email#token=${await verificationTokenFromOutbox(baseURL!, email)}`);
    await expect(page.getByTestId('verify-email-done')).toContainText(t('auth:verify.doneTitle'));
    await shot(page, `email-verified-${language}`);
    await expectAccessible(page, 'e-mail verified');
    await page.getByRole('link', { name: t('auth:verify.toProfile') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // A change of address waits for its own link; the profile says so.
    const moved = `moved-${email}`;
    expect((await page.request.patch('/api/profile', { data: { email: moved } })).status()).toBe(200);
    await page.reload();
    await expect(notice).toContainText(t('profile:verification.pendingTitle'));
    await expect(notice).toContainText(moved);
    await settle(page);
    await shot(page, `profile-email-pending-${language}`);
    await expectAccessible(page, 'profile with a new e-mail waiting');
  });
}
