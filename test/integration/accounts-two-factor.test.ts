// Two-factor sign-in (TOTP) and the active sessions of Profile → Security, over /api as a
// browser calls it. The test app requires a second factor of staff (REQUIRE_STAFF_2FA), as a
// deployment does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser } from '../../src/server/features/auth';
import { totpCode, totpStep } from '../../src/server/features/auth/totp';
import type { UserRole } from '@shared/schemas/auth';
import { api, freshAccount, freshIp, registerTraveller } from './accounts-support';
import { sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1, JOB_WORKER: false, REQUIRE_STAFF_2FA: true });
});
afterAll(() => app?.close());

const MUST_ENROL = 'Please set up two-factor sign-in before continuing';

async function newAccount(role: UserRole) {
  const account = freshAccount(role);
  const user = await createUser(app.orm.em.fork(), { ...account, role }, app.config.PASSWORD_HASH_COST);
  return { ...account, id: user.id };
}

/** The code an authenticator app shows `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) => totpCode(secret, totpStep(Date.now()) + steps);

/** Signs in with the password only: a session for an account without a second factor. */
async function signIn(username: string, password: string, ip = freshIp()) {
  return api(app, '/api/login', { body: { username, password }, ip });
}

/** Enrols the signed-in account: its secret and recovery codes. The code of the next step is the first a sign-in can use. */
async function enrol(cookie: string) {
  const started = await api(app, '/api/profile/second-factor/start', { method: 'POST', cookie, ip: freshIp() });
  expect(started.status).toBe(200);
  const { secret, uri } = started.body as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/ManasaTours%3A.+\?secret=[A-Z2-7]+&issuer=ManasaTours/);
  const confirmed = await api(app, '/api/profile/second-factor/confirm', { body: { code: codeAt(secret) }, cookie, ip: freshIp() });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

/** A member of staff with two-factor sign-in on. */
async function enrolledStaff(role: UserRole = 'staff') {
  const account = await newAccount(role);
  const first = await signIn(account.username, account.password);
  expect(first.sessionCookie).toBeDefined();
  return { ...account, ...(await enrol(first.sessionCookie!)) };
}

async function challengeFor(username: string, password: string, ip = freshIp()) {
  const answer = await signIn(username, password, ip);
  expect(answer.status).toBe(200);
  expect(answer.sessionCookie).toBeUndefined();
  const body = answer.body as { secondFactor?: { challenge: string }; username: string };
  expect(body.username).toBe(username);
  expect(body.secondFactor?.challenge).toEqual(expect.any(String));
  return body.secondFactor!.challenge;
}

const answerChallenge = (challenge: string, code: string, ip = freshIp()) => api(app, '/api/login/second-factor', { body: { challenge, code }, ip });

describe('two-factor sign-in', () => {
  it('gives a staff sign-in without the code no session, and one with the right code, which works once', async () => {
    const staff = await enrolledStaff();
    const ip = freshIp();
    const challenge = await challengeFor(staff.username, staff.password, ip);
    // The challenge is not a session.
    expect((await api(app, '/api/me', { cookie: `session=${challenge}` })).body).toBeNull();

    const signedIn = await answerChallenge(challenge, codeAt(staff.secret, 1), ip);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ username: staff.username, secondFactorEnabled: true, mustEnrolSecondFactor: false });
    expect((await api(app, '/api/admin/users', { cookie: signedIn.sessionCookie })).status).toBe(200);

    // The challenge is used up, and the same code is refused on a new one.
    expect((await answerChallenge(challenge, codeAt(staff.secret, 1))).status).toBe(401);
    const again = await challengeFor(staff.username, staff.password);
    const reused = await answerChallenge(again, codeAt(staff.secret, 1));
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ message: 'Wrong code' });
    expect(reused.sessionCookie).toBeUndefined();
  });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const staff = await enrolledStaff();
    const [row] = await sql<{ totp_secret: string }>(app, `select totp_secret from app_user where id = ?`, [staff.id]);
    expect(row.totp_secret).toMatch(/^v1:/);
    expect(row.totp_secret).not.toContain(staff.secret);
    const codes = await sql<{ code_hash: string }>(app, `select code_hash from recovery_code where user_id = ?`, [staff.id]);
    expect(codes).toHaveLength(10);
    expect(staff.recoveryCodes).toHaveLength(10);
    for (const code of staff.recoveryCodes) expect(codes.map((c) => c.code_hash)).not.toContain(code);
  });

  it('accepts a recovery code once', async () => {
    const staff = await enrolledStaff();
    const [recovery] = staff.recoveryCodes;
    const first = await answerChallenge(await challengeFor(staff.username, staff.password), recovery.toUpperCase());
    expect(first.status).toBe(200);
    expect(first.sessionCookie).toBeDefined();
    const second = await answerChallenge(await challengeFor(staff.username, staff.password), recovery);
    expect(second.status).toBe(401);
    expect(second.sessionCookie).toBeUndefined();
    const status = await api(app, '/api/profile/second-factor', { cookie: first.sessionCookie });
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 9, required: true });
  });

  it('counts wrong codes as failed sign-ins: the throttle refuses even the right code, and the password again does not reset it', async () => {
    const staff = await enrolledStaff();
    const ip = freshIp();
    // The password's attempt and four wrong codes reach the five failures allowed per account and network.
    const challenge = await challengeFor(staff.username, staff.password, ip);
    for (let i = 0; i < 2; i++) expect((await answerChallenge(challenge, '000000', ip)).status).toBe(401);
    const another = await challengeFor(staff.username, staff.password, ip);
    expect((await answerChallenge(another, 'wrong-code', ip)).status).toBe(401);
    const refused = await answerChallenge(another, codeAt(staff.secret, 1), ip);
    expect(refused.status).toBe(429);
    expect(refused.sessionCookie).toBeUndefined();
    // From another network the owner still signs in.
    const elsewhere = freshIp();
    const signedIn = await answerChallenge(await challengeFor(staff.username, staff.password, elsewhere), codeAt(staff.secret, 1), elsewhere);
    expect(signedIn.status).toBe(200);
  });

  it('makes staff without a second factor enrol before anything else, and lets travellers choose', async () => {
    const staff = await newAccount('staff');
    const first = await signIn(staff.username, staff.password);
    const cookie = first.sessionCookie!;
    expect(first.body).toMatchObject({ mustEnrolSecondFactor: true, secondFactorEnabled: false });
    expect((await api(app, '/api/me', { cookie })).body).toMatchObject({ mustEnrolSecondFactor: true });
    for (const path of ['/api/admin/users', '/api/emails', '/api/bookings', '/api/profile']) {
      const answer = await api(app, path, { cookie });
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toMatchObject({ message: MUST_ENROL });
    }
    await enrol(cookie);
    expect((await api(app, '/api/me', { cookie })).body).toMatchObject({ mustEnrolSecondFactor: false, secondFactorEnabled: true });
    expect((await api(app, '/api/admin/users', { cookie })).status).toBe(200);

    const traveller = await registerTraveller(app);
    expect((await api(app, '/api/bookings', { cookie: traveller.cookie })).status).toBe(200);
    expect((await api(app, '/api/profile/second-factor', { cookie: traveller.cookie })).body).toMatchObject({ enabled: false, required: false });
  });

  it("lets an admin reset a member of staff's second factor, audited; the staff member's sessions end", async () => {
    const admin = await enrolledStaff('admin');
    const adminSession = (await answerChallenge(await challengeFor(admin.username, admin.password), codeAt(admin.secret, 1))).sessionCookie!;
    const staff = await enrolledStaff();
    const staffSession = (await answerChallenge(await challengeFor(staff.username, staff.password), codeAt(staff.secret, 1))).sessionCookie!;

    // Staff may not; an admin may.
    expect((await api(app, `/api/admin/users/${admin.id}/reset-second-factor`, { method: 'POST', cookie: staffSession })).status).toBe(403);
    const reset = await api(app, `/api/admin/users/${staff.id}/reset-second-factor`, { method: 'POST', cookie: adminSession });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ secondFactorEnabled: false });
    expect((await api(app, '/api/me', { cookie: staffSession })).body).toBeNull();

    const [event] = await sql<{ actor_username: string; before: unknown; after: unknown }>(
      app,
      `select actor_username, before, after from audit_event where action = 'user.second-factor-reset' and item_id = ?`,
      [staff.id],
    );
    expect(event).toMatchObject({ actor_username: admin.username, before: { secondFactor: true }, after: { secondFactor: false, sessionsEnded: 2 } }); // the enrolling one and the code's
    expect(await sql(app, `select 1 from recovery_code where user_id = ?`, [staff.id])).toHaveLength(0);

    // The next sign-in is with the password alone, and must enrol again.
    const next = await signIn(staff.username, staff.password);
    expect(next.sessionCookie).toBeDefined();
    expect(next.body).toMatchObject({ mustEnrolSecondFactor: true });
  });
});

describe('active sessions', () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

  async function sessionOn(username: string, password: string, userAgent: string, ip: string) {
    const answer = await api(app, '/api/login', { body: { username, password }, ip, headers: { 'user-agent': userAgent } });
    const cookie = answer.sessionCookie!;
    await api(app, '/api/me', { cookie, ip, headers: { 'user-agent': userAgent } });
    return cookie;
  }

  type Listed = { id: string; device: { browser: string | null; os: string | null }; network: string | null; current: boolean; lastSeenAt: string };
  const list = async (cookie: string) =>
    (await api(app, '/api/profile/sessions', { cookie, headers: { 'user-agent': PHONE }, ip: '203.0.113.9' })).body as Listed[];

  it("lists only the user's own sessions, with device, network and this device first", async () => {
    const traveller = await registerTraveller(app);
    const other = await registerTraveller(app);
    const phone = await sessionOn(traveller.username, traveller.password, PHONE, '203.0.113.9');
    await sessionOn(traveller.username, traveller.password, LAPTOP, '192.0.2.77');
    await sessionOn(other.username, other.password, LAPTOP, '192.0.2.78');

    const sessions = await list(phone);
    expect(sessions).toHaveLength(3); // registration's, the phone's and the laptop's
    expect(sessions[0]).toMatchObject({ current: true, device: { browser: 'Chrome', os: 'Android' }, network: '203.0.113.0/24' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(expect.objectContaining({ current: false, device: { browser: 'Safari', os: 'macOS' }, network: '192.0.2.0/24' }));
  });

  it('signs out one session, and everywhere else keeps the current one', async () => {
    const traveller = await registerTraveller(app);
    const stranger = await registerTraveller(app);
    const phone = await sessionOn(traveller.username, traveller.password, PHONE, '203.0.113.9');
    const laptop = await sessionOn(traveller.username, traveller.password, LAPTOP, '192.0.2.77');

    const laptopId = (await list(phone)).find((s) => s.device.os === 'macOS')!.id;
    // Nobody signs out another user's session: it is not theirs to find.
    expect((await api(app, `/api/profile/sessions/${laptopId}/sign-out`, { method: 'POST', cookie: stranger.cookie })).status).toBe(404);
    expect((await api(app, '/api/me', { cookie: laptop })).body).toMatchObject({ username: traveller.username });

    expect((await api(app, `/api/profile/sessions/${laptopId}/sign-out`, { method: 'POST', cookie: phone })).status).toBe(200);
    expect((await api(app, '/api/me', { cookie: laptop })).body).toBeNull();
    expect(await list(phone)).toHaveLength(2);

    expect((await api(app, '/api/profile/sessions/sign-out-others', { method: 'POST', cookie: phone })).status).toBe(200);
    expect((await api(app, '/api/me', { cookie: traveller.cookie })).body).toBeNull();
    expect((await api(app, '/api/me', { cookie: phone })).body).toMatchObject({ username: traveller.username });
    expect(await list(phone)).toEqual([expect.objectContaining({ current: true })]);
    expect((await api(app, '/api/me', { cookie: stranger.cookie })).body).toMatchObject({ username: stranger.username });
  });

  it('records when a session was last seen at most once a minute', async () => {
    const traveller = await registerTraveller(app);
    await api(app, '/api/me', { cookie: traveller.cookie });
    const lastSeen = async () => {
      const [row] = await sql<{ seen: string }>(app, `select extract(epoch from last_seen_at)::text as seen from session where user_id = ?`, [
        traveller.user.id,
      ]);
      return Number(row.seen);
    };
    await sql(app, `update session set last_seen_at = now() - interval '30 seconds' where user_id = ?`, [traveller.user.id]);
    const before = await lastSeen();
    await api(app, '/api/me', { cookie: traveller.cookie });
    expect(await lastSeen()).toBe(before);
    await sql(app, `update session set last_seen_at = now() - interval '2 minutes' where user_id = ?`, [traveller.user.id]);
    const longAgo = await lastSeen();
    await api(app, '/api/me', { cookie: traveller.cookie });
    expect(await lastSeen()).toBeGreaterThan(longAgo + 60);
  });
});

describe('deleting an account with two-factor sign-in', () => {
  it('asks for the code after the password: refused without it or with a wrong one, done with a recovery code', async () => {
    const account = await newAccount('traveller');
    const first = await signIn(account.username, account.password);
    const { secret, recoveryCodes } = await enrol(first.sessionCookie!);
    const cookie = (await answerChallenge(await challengeFor(account.username, account.password), codeAt(secret, 1))).sessionCookie!;
    expect((await api(app, '/api/account/deletion', { cookie })).body).toMatchObject({ secondFactorRequired: true });

    const withoutCode = await api(app, '/api/account/delete', { body: { password: account.password }, cookie, ip: freshIp() });
    expect([withoutCode.status, (withoutCode.body as { field?: string }).field]).toEqual([400, 'code']);
    const wrongCode = await api(app, '/api/account/delete', { body: { password: account.password, code: '000000' }, cookie, ip: freshIp() });
    expect([wrongCode.status, (wrongCode.body as { field?: string }).field]).toEqual([400, 'code']);
    expect(await sql(app, 'select deleted_at is null as kept from app_user where id = ?', [account.id])).toEqual([{ kept: true }]);

    const deleted = await api(app, '/api/account/delete', { body: { password: account.password, code: recoveryCodes[0] }, cookie, ip: freshIp() });
    expect(deleted.status).toBe(200);
    expect(await sql(app, 'select deleted_at is not null as gone from app_user where id = ?', [account.id])).toEqual([{ gone: true }]);
  });
});
