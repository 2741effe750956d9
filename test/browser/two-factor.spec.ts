import { mkdirSync, readFileSync } from 'node:fs';
import { request, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, expectButtonTextsWhole, openInLanguage, settle } from './support/a11y';
import { textsFor } from './support/texts';
import { totpCode, totpStep } from '../../src/server/features/auth/totp';
import type { Language } from '@shared/languages';

/** A server error's text in a language ('secondFactor.wrongCode'), from the server's catalog. */
const serverText = (language: Language, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(`src/server/locales/${language}/errors.json`, 'utf8')),
    ) as string;

// Profile → Security at phone size: setting up two-factor sign-in (QR code, key, a code from
// the app, the recovery codes) and signing in with a code, in English, Kiswahili and Arabic; the
// section with its sessions in Swahili and Arabic. The authenticator app is played by the TOTP function itself.
// Screenshots go to SCREENSHOT_DIR when set.
const shots = process.env.SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
};

const PASSWORD = 'two factor passphrase';

async function registerOnPage(page: Page, prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const registered = await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD, phone: null } });
  expect(registered.status()).toBe(201);
  return username;
}

/** A second session of the account, as if from a laptop elsewhere. */
async function signInElsewhere(baseURL: string, username: string) {
  const laptop = await request.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  });
  expect((await laptop.post('/api/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
  expect((await laptop.get('/api/me')).status()).toBe(200);
  await laptop.dispose();
}

for (const language of ['en', 'sw', 'ar'] as const satisfies Language[]) {
  test(`a traveller sets up two-factor sign-in and signs in with a code (${language})`, async ({ page }) => {
    const t = textsFor(language);
    await openInLanguage(page, language);
    const username = await registerOnPage(page, 'totp');

    await page.goto('/profile');
    const section = page.getByTestId('security-section');
    await section.getByRole('button', { name: t('profile:security.twoFactor.setUp') }).click();
    const dialog = page.getByRole('dialog', { name: t('profile:security.twoFactor.setUpTitle') });
    await dialog.getByRole('button', { name: t('profile:security.enrolment.begin') }).click();
    await expect(dialog.getByTestId('two-factor-qr')).toBeVisible();
    const secret = (await dialog.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await settle(page);
    await shot(page, `two-factor-enrol-qr-${language}`);
    await expectAccessible(page, 'two-factor set-up', '[role="dialog"]');

    await dialog.getByLabel(t('profile:security.enrolment.codeLabel')).fill('000000');
    await dialog.getByRole('button', { name: t('profile:security.enrolment.confirm') }).click();
    await expect(dialog.getByText(serverText(language, 'secondFactor.wrongCode'))).toBeVisible();
    await dialog.getByLabel(t('profile:security.enrolment.codeLabel')).fill(totpCode(secret, totpStep(Date.now())));
    await dialog.getByRole('button', { name: t('profile:security.enrolment.confirm') }).click();
    const codes = dialog.getByTestId('recovery-codes');
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await settle(page);
    await shot(page, `two-factor-recovery-codes-${language}`);
    await expectAccessible(page, 'recovery codes', '[role="dialog"]');
    await dialog.getByRole('button', { name: t('profile:security.enrolment.saved') }).click();
    await expect(section.getByText(t('profile:security.twoFactor.on'), { exact: true })).toBeVisible();

    // Signed out, the password alone opens nothing: the dialog asks for the code.
    await page.request.post('/api/logout');
    await page.goto('/');
    await page.getByRole('button', { name: t('common:topBar.openMenu') }).click();
    await page
      .getByTestId('side-menu-account')
      .getByRole('button', { name: t('auth:login'), exact: true })
      .click();
    const login = page.getByRole('dialog', { name: t('auth:welcomeBackTitle') });
    await login.getByLabel(t('auth:username')).fill(username);
    await login.getByRole('textbox', { name: t('auth:password') }).fill(PASSWORD);
    await login.locator('button[type="submit"]').click();
    const codeStep = page.getByRole('dialog', { name: t('auth:secondFactor.title') });
    await expect(codeStep).toBeVisible();
    expect(await (await page.request.get('/api/me')).json()).toBeNull();
    await settle(page);
    await shot(page, `two-factor-sign-in-code-${language}`);
    await expectAccessible(page, 'sign-in code step', '[role="dialog"]');
    await expectButtonTextsWhole(page);
    // The code of the next step: the one enrolment used cannot be used again.
    await codeStep.getByLabel(t('auth:secondFactor.codeLabel')).fill(totpCode(secret, totpStep(Date.now()) + 1));
    await codeStep.getByRole('button', { name: t('auth:secondFactor.submit') }).click();
    await expect(codeStep).toBeHidden();
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ username, secondFactorEnabled: true });
  });
}

for (const language of ['sw', 'ar'] as const satisfies Language[]) {
  test(`Profile → Security lists the sessions, and signs one out (${language})`, async ({ page, baseURL }) => {
    const t = textsFor(language);
    await openInLanguage(page, language);
    const username = await registerOnPage(page, `sec${language}`);
    await signInElsewhere(baseURL!, username);

    await page.goto('/profile');
    const section = page.getByTestId('security-section');
    await expect(section.getByTestId('session-row')).toHaveCount(2);
    await expect(section.getByText(t('profile:security.sessions.thisDevice'))).toBeVisible();
    await expect(section.getByText(t('profile:security.sessions.browserOn', { browser: 'Safari', os: 'macOS' }))).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await settle(page);
    await section.screenshot({ path: shots ? `${shots}/security-section-${language}.png` : undefined });
    await expectAccessible(page, `security section (${language})`, '[data-testid="security-section"]');

    await section.getByRole('button', { name: t('profile:security.sessions.signOutOthers') }).click();
    await expect(section.getByTestId('session-row')).toHaveCount(1);
  });
}
