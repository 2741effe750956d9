// Saved travellers on the profile: the owner's alone (someone else's id is not found), the
// passport number sealed in the row and answered masked, in the data export, and gone with the
// account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedTraveller } from '@shared/schemas/saved-travellers';
import { openSecret } from '../../src/server/core/secret-box';
import { createTestApp, type TestApp } from '../support/test-app';
import { findUserById, type SessionUser } from '../../src/server/features/auth';
import { api, freshIp, registerTraveller as register } from './accounts-support';
import { createUser, sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1, JOB_WORKER: false, PUBLIC_URL: 'https://tours.example' });
});
afterAll(() => app?.close());

/** A traveller with a password (for deleting the account), signed in. */
async function registerTraveller() {
  const account = await register(app);
  return { ...account, user: (await findUserById(app.orm.em.fork(), account.user.id)) as SessionUser };
}

const spouse = {
  label: 'Spouse',
  givenNames: 'Zawadi',
  surname: 'Otieno',
  dateOfBirth: '1988-06-02',
  nationality: 'ke',
  passportNumber: 'bk7654321',
  passportExpiry: '2034-05-31',
  dietary: { choice: 'halal' as const, note: 'No shellfish' },
};

describe('saved travellers', () => {
  it('adds, lists, changes and deletes, with the passport sealed in the row and masked in every answer', async () => {
    const owner = await registerTraveller();
    const added = await api(app, '/api/profile/travellers', { body: spouse, cookie: owner.cookie });
    expect(added.status).toBe(201);
    const traveller = added.body as SavedTraveller;
    expect(traveller).toMatchObject({
      label: 'Spouse',
      nationality: 'KE',
      passportNumber: '••••4321',
      passportExpiry: '2034-05-31',
      dietary: { choice: 'halal', note: 'No shellfish' },
    });

    const [row] = await sql<{ text: string; passport_sealed: string }>(
      app,
      `select row_to_json(s)::text as text, passport_sealed from saved_traveller s where id = ?`,
      [traveller.id],
    );
    expect(row.text).not.toContain('7654321');
    expect(openSecret(row.passport_sealed, app.config.SECRET_ENCRYPTION_KEY)).toBe('BK7654321');

    const listed = await api(app, '/api/profile/travellers', { cookie: owner.cookie });
    expect(listed.body).toEqual([traveller]);
    expect(JSON.stringify(listed.body)).not.toContain('7654321');

    // Changing the names keeps the passport when asked to; a new number replaces it.
    const kept = await api(app, `/api/profile/travellers/${traveller.id}`, {
      method: 'PUT',
      body: { ...spouse, passportNumber: undefined, givenNames: 'Zawadi Achieng', keepPassport: true },
      cookie: owner.cookie,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ givenNames: 'Zawadi Achieng', passportNumber: '••••4321' });
    const dropped = await app.caller(owner.user).profile.updateTraveller({ ...spouse, passportNumber: undefined, passportExpiry: undefined, id: traveller.id });
    expect(dropped).toMatchObject({ passportNumber: null, passportExpiry: null });
    expect(await sql(app, `select passport_sealed from saved_traveller where id = ?`, [traveller.id])).toEqual([{ passport_sealed: null }]);

    expect((await api(app, `/api/profile/travellers/${traveller.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    expect((await api(app, '/api/profile/travellers', { cookie: owner.cookie })).body).toEqual([]);
    expect((await api(app, `/api/profile/travellers/${traveller.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
  });

  it('names the field of bad input in a 400', async () => {
    const owner = await registerTraveller();
    const cases: [Record<string, unknown>, string][] = [
      [{ label: '' }, 'label'],
      [{ nationality: 'XX' }, 'nationality'],
      [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
      [{ passportNumber: 'AB 12' }, 'passportNumber'],
      [{ passportExpiry: undefined }, 'passportExpiry'],
      [{ dietary: { choice: 'allergy', note: 'n'.repeat(121) } }, 'dietary.note'],
    ];
    for (const [changes, field] of cases) {
      const res = await api(app, '/api/profile/travellers', { body: { ...spouse, ...changes }, cookie: owner.cookie });
      expect(res.status, field).toBe(400);
      const body = res.body as { field?: string; issues?: { path: string }[] };
      expect(body.field ?? body.issues?.[0]?.path, field).toBe(field);
    }
    expect(await sql(app, `select count(*)::int as n from saved_traveller where user_id = ?`, [owner.user.id])).toEqual([{ n: 0 }]);
  });

  it("is the owner's alone: someone else reads nothing of it and cannot change or delete it", async () => {
    const owner = await registerTraveller();
    const other = await createUser(app);
    const staff = await createUser(app, 'staff');
    const { id } = await app.caller(owner.user).profile.addTraveller({ ...spouse });
    expect(await app.caller(other).profile.savedTravellers()).toEqual([]);
    expect(await app.caller(staff).profile.savedTravellers()).toEqual([]);
    await expect(app.caller(other).profile.updateTraveller({ ...spouse, label: 'Mine now', id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(app.caller(other).profile.deleteTraveller({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await api(app, '/api/profile/travellers')).status).toBe(401);
    expect(await app.caller(owner.user).profile.savedTravellers()).toEqual([expect.objectContaining({ id, label: 'Spouse' })]);
  });

  it('keeps at most 20 an account, even when added at once', async () => {
    const owner = await registerTraveller();
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, index) => app.caller(owner.user).profile.addTraveller({ ...spouse, label: `Traveller ${index}` })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
    expect(results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason.code)).toEqual(
      Array(4).fill('CONFLICT'),
    );
  });

  it('is in the data export, masked, and goes with the account', async () => {
    const owner = await registerTraveller();
    const other = await registerTraveller();
    await app.caller(owner.user).profile.addTraveller({ ...spouse });
    await app.caller(other.user).profile.addTraveller({ ...spouse, label: 'Brother' });

    expect((await api(app, '/api/privacy/exports', { body: {}, cookie: owner.cookie, ip: freshIp() })).status).toBe(201);
    await app.runDueJobs();
    const [{ id }] = await sql<{ id: string }>(app, `select id from data_export where user_id = ? order by created_at desc limit 1`, [owner.user.id]);
    const exported = await api(app, `/api/privacy/exports/${id}/file`, { body: { format: 'json' }, cookie: owner.cookie, ip: freshIp() });
    expect(exported.status).toBe(200);
    const content = (exported.body as { content: string }).content;
    const data = JSON.parse(content) as { savedTravellers: SavedTraveller[] };
    expect(data.savedTravellers).toEqual([expect.objectContaining({ label: 'Spouse', passportNumber: '••••4321' })]);
    expect(content).not.toContain('7654321');

    const deleted = await api(app, '/api/account/delete', { body: { password: owner.password }, cookie: owner.cookie, ip: freshIp() });
    expect(deleted.status).toBe(200);
    expect(await sql(app, `select count(*)::int as n from saved_traveller where user_id = ?`, [owner.user.id])).toEqual([{ n: 0 }]);
    expect(await sql(app, `select count(*)::int as n from saved_traveller where user_id = ?`, [other.user.id])).toEqual([{ n: 1 }]);
    expect(await sql(app, `select count(*)::int as n from saved_traveller where surname = 'Otieno' and user_id is null`)).toEqual([{ n: 0 }]);
  });
});
