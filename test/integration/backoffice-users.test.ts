import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { PasswordResetResult, User } from '@shared/schemas/auth';
import type { AuditPage } from '@shared/schemas/audit';
import { actor, call, type Actor } from './backoffice-fixtures';
import { freshIp, login, registerTraveller, api } from './accounts-support';

let app: TestApp;
let staff: Actor;
let admin: Actor;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1 });
  staff = await actor(app, 'staff');
  admin = await actor(app, 'admin');
});
afterAll(() => app?.close());

const me = async (cookie: string) => (await call<User | null>(app, '/api/me', { cookie })).body;

describe('Manage Users', () => {
  it('changes roles, for admins only, and never their own', async () => {
    const traveller = await registerTraveller(app);
    const byStaff = await call(app, `/api/admin/users/${traveller.user.id}/role`, { body: { role: 'staff' }, cookie: staff.cookie });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body).toMatchObject({ message: 'Admins only' });
    const promoted = await call<User>(app, `/api/admin/users/${traveller.user.id}/role`, { body: { role: 'staff' }, cookie: admin.cookie });
    expect(promoted.body).toMatchObject({ role: 'staff' });
    // The new role applies to the user's very next request, on their existing session.
    expect((await call(app, '/api/admin/stats', { cookie: traveller.cookie })).status).toBe(200);

    expect((await call(app, `/api/admin/users/${admin.user.id}/role`, { body: { role: 'traveller' }, cookie: admin.cookie })).status).toBe(403);
    const bad = await call(app, `/api/admin/users/${traveller.user.id}/role`, { body: { role: 'owner' }, cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(String((bad.body as { message: string }).message)).toMatch(/^role: /);
    expect((await call(app, '/api/admin/users/not-a-uuid/role', { body: { role: 'staff' }, cookie: admin.cookie })).status).toBe(400);
    expect((await call(app, '/api/admin/users/00000000-0000-4000-8000-000000000000/role', { body: { role: 'staff' }, cookie: admin.cookie })).status).toBe(404);
  });

  it('disabling signs the user out everywhere at once and refuses sign-in; enabling lets them back', async () => {
    const traveller = await registerTraveller(app);
    const otherDevice = await login(app, traveller.username, traveller.password);
    expect(await me(traveller.cookie)).toMatchObject({ username: traveller.username });

    const disabled = await call<User>(app, `/api/admin/users/${traveller.user.id}/disable`, { method: 'POST', cookie: staff.cookie });
    expect(disabled.body).toMatchObject({ disabled: true });
    expect(await me(traveller.cookie)).toBeNull();
    expect(await me(otherDevice.cookie)).toBeNull();
    expect((await call(app, '/api/bookings', { cookie: traveller.cookie })).status).toBe(401);

    const refused = await api(app, '/api/login', { body: { username: traveller.username, password: traveller.password }, ip: freshIp() });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'This account has been disabled. Please contact support.' });
    expect(refused.sessionCookie).toBeUndefined();
    const wrongPassword = await api(app, '/api/login', { body: { username: traveller.username, password: 'not the password' }, ip: freshIp() });
    expect(wrongPassword.status).toBe(401);

    await call(app, `/api/admin/users/${traveller.user.id}/enable`, { method: 'POST', cookie: staff.cookie });
    const back = await login(app, traveller.username, traveller.password);
    expect(await me(back.cookie)).toMatchObject({ disabled: false });

    const list = await call<{ items: User[] }>(app, `/api/admin/users?search=${traveller.username}`, { cookie: staff.cookie });
    expect(list.body.items[0]).toMatchObject({ username: traveller.username, disabled: false, mustChangePassword: false });
  });

  it('staff act on travellers only; admins on anyone but themselves', async () => {
    const otherStaff = await actor(app, 'staff');
    expect((await call(app, `/api/admin/users/${otherStaff.user.id}/disable`, { method: 'POST', cookie: staff.cookie })).status).toBe(403);
    expect((await call(app, `/api/admin/users/${otherStaff.user.id}/reset-password`, { method: 'POST', cookie: staff.cookie })).status).toBe(403);
    expect((await call(app, `/api/admin/users/${staff.user.id}/disable`, { method: 'POST', cookie: staff.cookie })).status).toBe(403);
    expect((await call(app, `/api/admin/users/${admin.user.id}/disable`, { method: 'POST', cookie: admin.cookie })).status).toBe(403);
    expect((await call<User>(app, `/api/admin/users/${otherStaff.user.id}/disable`, { method: 'POST', cookie: admin.cookie })).body).toMatchObject({
      disabled: true,
    });
    expect(await me(otherStaff.cookie)).toBeNull();
  });

  it('a staff password reset forces a new password at the next sign-in', async () => {
    const traveller = await registerTraveller(app);
    const reset = await call<PasswordResetResult>(app, `/api/admin/users/${traveller.user.id}/reset-password`, { method: 'POST', cookie: staff.cookie });
    expect(reset.status).toBe(200);
    const temporary = reset.body.temporaryPassword;
    expect(temporary).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
    expect(reset.body.user).toMatchObject({ mustChangePassword: true });
    expect(await me(traveller.cookie)).toBeNull(); // its sessions ended

    await expect(login(app, traveller.username, traveller.password)).rejects.toThrow(/401/);
    const signedIn = await login(app, traveller.username, temporary);
    expect(await me(signedIn.cookie)).toMatchObject({ mustChangePassword: true });
    const blocked = await call(app, '/api/bookings', { cookie: signedIn.cookie });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ message: 'Please choose a new password before continuing' });
    expect((await call(app, '/api/profile', { cookie: signedIn.cookie })).status).toBe(403);

    const changed = await call(app, '/api/profile/password', {
      body: { currentPassword: temporary, newPassword: 'my own new password' },
      cookie: signedIn.cookie,
    });
    expect(changed.status).toBe(200);
    expect(await me(signedIn.cookie)).toMatchObject({ mustChangePassword: false });
    expect((await call(app, '/api/bookings', { cookie: signedIn.cookie })).status).toBe(200);

    // Nothing secret in the audit trail.
    const audit = (await call<AuditPage>(app, `/api/admin/audit?itemType=user&itemId=${traveller.user.id}`, { cookie: staff.cookie })).body;
    expect(audit.items[0]).toMatchObject({
      action: 'user.password-reset',
      actor: { id: staff.user.id },
      itemLabel: traveller.username,
      after: { mustChangePassword: true, sessionsEnded: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain(temporary);
  });

  it('every action is staff only: 401 signed out, 403 for travellers', async () => {
    const traveller = await registerTraveller(app);
    for (const action of ['role', 'disable', 'enable', 'reset-password']) {
      const path = `/api/admin/users/${traveller.user.id}/${action}`;
      const body = action === 'role' ? { role: 'admin' } : undefined;
      expect((await call(app, path, { method: 'POST', body })).status, `${action} signed out`).toBe(401);
      expect((await call(app, path, { method: 'POST', body, cookie: traveller.cookie })).status, `${action} traveller`).toBe(403);
    }
    expect((await me(traveller.cookie))?.role).toBe('traveller');
  });
});
