import { mkdirSync } from 'node:fs';
import { request, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, openInLanguage, settle } from './support/a11y';
import { textsFor } from './support/texts';
import type { Language } from '@shared/languages';

// 'Forgot password?' at phone size, in English, Kiswahili and Arabic: the dialog asks for the address, the
// link waits in the outbox (no SMTP_URL in the browser tests; staff read it there), the reset
// page sets the new password once, and the used link says it cannot be used. Screenshots go to
// SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
};

/** The token of the newest reset link in the outbox for `email`, read as staff read it. */
async function resetTokenFromOutbox(baseURL: string, email: string): Promise<string> {
  const staff = await request.newContext({ baseURL });
  try {
    expect((await staff.post('/api/login', { data: { username: 'staff', password: 'staff1234' } })).status()).toBe(200);
    const outbox = (await (await staff.get('/api/emails/outbox')).json()) as { to: string; text: string }[];
    const mail = outbox.find((item) => item.to === email);
    const token = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link for ${email} in the outbox`);
    return token;
  } finally {
    await staff.dispose();
  }
}

for (const language of ['en', 'sw', 'ar'] as const satisfies Language[]) {
  test(`a forgotten password is set again from the e-mailed link, once (${language})`, async ({ page, baseURL }) => {
    const t = textsFor(language);
    await openInLanguage(page, language);
    const username = `forgot${language}${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const registered = await page.request.post('/api/register', { data: { username, email, password: 'the old passphrase', phone: null } });
    expect(registered.status()).toBe(201);
    await page.request.post('/api/logout');

    await page.goto('/');
    await page.getByRole('button', { name: t('common:topBar.openMenu') }).click();
    await page
      .getByTestId('side-menu-account')
      .getByRole('button', { name: t('auth:login'), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: t('auth:welcomeBackTitle') });
    await dialog.getByRole('button', { name: t('auth:forgot.link') }).click();
    const forgot = page.getByRole('dialog', { name: t('auth:forgot.title') });
    await expect(forgot).toBeVisible();
    await forgot.getByRole('button', { name: t('auth:forgot.submit') }).click();
    await expect(forgot.getByText(t('common:validation.email'))).toBeVisible();
    await forgot.getByLabel(t('auth:email')).fill(email);
    await settle(page);
    await shot(page, `forgot-password-${language}`);
    await expectAccessible(page, 'forgot password dialog', '[role="dialog"]');
    await forgot.getByRole('button', { name: t('auth:forgot.submit') }).click();
    await expect(forgot.getByTestId('forgot-password-sent')).toContainText(t('auth:forgot.sentTitle'));
    await shot(page, `forgot-password-sent-${language}`);
    await expectAccessible(page, 'forgot password sent', '[role="dialog"]');
    await page.keyboard.press('Escape');

    const token = await resetTokenFromOutbox(baseURL!, email);
    await page.goto(`/reset-password#token=${token}`);
    await expect(page.getByRole('heading', { name: t('auth:reset.title') })).toBeVisible();
    await page.getByRole('textbox', { name: t('auth:reset.new'), exact: true }).fill('a brand new passphrase');
    await page.getByRole('textbox', { name: t('auth:reset.repeat'), exact: true }).fill('a brand new passphrase');
    await settle(page);
    await shot(page, `reset-password-${language}`);
    await expectAccessible(page, 'reset password page');
    await page.getByRole('button', { name: t('auth:reset.submit') }).click();
    await expect(page.getByTestId('reset-password-done')).toContainText(t('auth:reset.doneTitle'));
    expect(new URL(page.url()).hash).toBe('');
    await shot(page, `reset-password-done-${language}`);
    await expectAccessible(page, 'password changed');
    expect((await page.request.post('/api/login', { data: { username, password: 'a brand new passphrase' } })).status()).toBe(200);
    await page.request.post('/api/logout');

    // The same link again, opened afresh: it has been used.
    await page.goto('/');
    await page.goto(`/reset-password#token=${token}`);
    await page.getByRole('textbox', { name: t('auth:reset.new'), exact: true }).fill('yet another passphrase');
    await page.getByRole('textbox', { name: t('auth:reset.repeat'), exact: true }).fill('yet another passphrase');
    await page.getByRole('button', { name: t('auth:reset.submit') }).click();
    await expect(page.getByTestId('reset-password-unusable')).toContainText(t('auth:reset.unusableTitle'));
    await shot(page, `reset-password-used-${language}`);
    await expectAccessible(page, 'used reset link');
    await page.getByRole('button', { name: t('auth:reset.askAgain') }).click();
    await expect(page.getByRole('dialog', { name: t('auth:forgot.title') })).toBeVisible();
  });
}
