import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { api, registerTraveller } from './accounts-support';

// The app language a signed-in traveller chooses is kept in their profile.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1 });
});
afterAll(() => app?.close());

describe('the saved language', () => {
  it('is null until chosen, then kept and returned with the user', async () => {
    const traveller = await registerTraveller(app);
    expect(traveller.user).toMatchObject({ language: null });

    const details = { fullName: 'Asha Mwangi', email: traveller.email, phone: null };
    const updated = await api(app, '/api/profile', { method: 'PATCH', cookie: traveller.cookie, body: { ...details, language: 'sw' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ language: 'sw', fullName: 'Asha Mwangi' });

    expect((await api(app, '/api/me', { cookie: traveller.cookie })).body).toMatchObject({ language: 'sw' });
    expect((await api(app, '/api/profile', { cookie: traveller.cookie })).body).toMatchObject({ user: { language: 'sw' } });
  });

  it('stays as it was when an update leaves it out', async () => {
    const traveller = await registerTraveller(app);
    const details = { fullName: null, email: traveller.email, phone: null };
    await api(app, '/api/profile', { method: 'PATCH', cookie: traveller.cookie, body: { ...details, language: 'ar' } });
    const updated = await api(app, '/api/profile', { method: 'PATCH', cookie: traveller.cookie, body: { ...details, phone: '+971 50 123 4567' } });
    expect(updated.body).toMatchObject({ language: 'ar', phone: '+971 50 123 4567' });
  });

  it('refuses a language the app does not have, naming the field', async () => {
    const traveller = await registerTraveller(app);
    const refused = await api(app, '/api/profile', {
      method: 'PATCH',
      cookie: traveller.cookie,
      body: { fullName: null, email: traveller.email, phone: null, language: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/^language: /) });
  });
});
