// E-mail verification: a new address is verified by a link (waiting in the outbox without
// SMTP_URL); until then the profile says so. Changing the address sends the link to the new
// one and a notice to the old one, and nothing changes until the link is opened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutbox } from '@db/entities/support';
import { createTestApp, type TestApp } from '../support/test-app';
import { api, freshIp, login, registerTraveller } from './accounts-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1, PUBLIC_URL: 'https://tours.example/' });
});
afterAll(() => app?.close());

async function accountMailsTo(to: string) {
  return app.orm.em.fork().find(MailOutbox, { toAddress: to, email: null }, { orderBy: { createdAt: 'desc' } });
}

async function verificationTokenFor(to: string): Promise<string> {
  const mails = await accountMailsTo(to);
  const token = mails.map((mail) => /https:\/\/tours\.example\/verify-email#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]).find(Boolean);
  if (!token) throw new Error(`no verification link for ${to}`);
  return token;
}

const verify = (token: string) => api(app, '/api/email/verify', { body: { token }, ip: freshIp() });
const profileOf = async (cookie: string) =>
  (await api(app, '/api/profile', { cookie })).body as { user: { email: string; emailVerified: boolean }; pendingEmail: string | null };

describe('e-mail verification', () => {
  it('a new account is unverified until the link sent at registration is opened, once', async () => {
    const traveller = await registerTraveller(app);
    expect(await profileOf(traveller.cookie)).toMatchObject({ user: { email: traveller.email, emailVerified: false }, pendingEmail: null });
    const [mail] = await accountMailsTo(traveller.email);
    expect(mail).toMatchObject({ status: 'stored', subject: 'Verify your e-mail address' });

    const token = await verificationTokenFor(traveller.email);
    expect((await verify(token)).body).toEqual({ email: traveller.email });
    expect(await profileOf(traveller.cookie)).toMatchObject({ user: { emailVerified: true } });
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ field: 'token' });
  });

  it('a change of address: link to the new one, notice to the old one, nothing changes until the link is opened', async () => {
    const traveller = await registerTraveller(app);
    await verify(await verificationTokenFor(traveller.email));
    const newEmail = `moved-${traveller.email}`;
    const patched = await api(app, '/api/profile', { method: 'PATCH', cookie: traveller.cookie, body: { email: newEmail }, ip: freshIp() });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ email: traveller.email, emailVerified: true });
    expect(await profileOf(traveller.cookie)).toMatchObject({ user: { email: traveller.email, emailVerified: true }, pendingEmail: newEmail });

    const [notice] = await accountMailsTo(traveller.email);
    expect(notice.subject).toBe('Your e-mail address is being changed');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toMatch(/verify-email#token=/);
    // Until the link is opened, the old address still signs the account up for a reset link, the new one does not.
    expect((await login(app, traveller.username, traveller.password)).user).toMatchObject({ email: traveller.email });

    const token = await verificationTokenFor(newEmail);
    expect((await verify(token)).body).toEqual({ email: newEmail });
    expect(await profileOf(traveller.cookie)).toMatchObject({ user: { email: newEmail, emailVerified: true }, pendingEmail: null });
    expect((await verify(token)).status).toBe(400);
  });

  it('a link refused after its 48 hours; sending it again gives a working one', async () => {
    const traveller = await registerTraveller(app);
    const stale = await verificationTokenFor(traveller.email);
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update account_token set expires_at = now() - interval '1 second' where user_id = ? and purpose = 'email-verification'`, [traveller.user.id]);
    expect((await verify(stale)).status).toBe(400);

    const resent = await api(app, '/api/profile/email/verification', { cookie: traveller.cookie, body: {}, ip: freshIp() });
    expect(resent.body).toEqual({ sentTo: traveller.email });
    const fresh = await verificationTokenFor(traveller.email);
    expect(fresh).not.toBe(stale);
    expect((await verify(fresh)).status).toBe(200);
    expect((await api(app, '/api/profile/email/verification', { cookie: traveller.cookie, body: {}, ip: freshIp() })).body).toEqual({ sentTo: null });
  });

  it('refuses the link (409) when the new address was registered by someone else meanwhile', async () => {
    const traveller = await registerTraveller(app);
    const wanted = `wanted-${traveller.email}`;
    await api(app, '/api/profile', { method: 'PATCH', cookie: traveller.cookie, body: { email: wanted }, ip: freshIp() });
    const token = await verificationTokenFor(wanted);
    await registerTraveller(app, { username: `taker${Date.now().toString(36)}`, email: wanted, password: 'correct horse', phone: null });
    const refused = await verify(token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ field: 'email' });
    expect(await profileOf(traveller.cookie)).toMatchObject({ user: { email: traveller.email } });
  });
});
