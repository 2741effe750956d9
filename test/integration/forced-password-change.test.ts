// After a staff password reset the session may only choose a new password, sign out and ask
// who it is: enforced in the base procedure, so every door is shut alike (the assistant, the
// cart, subscriptions, REST and tRPC), not only the procedures that require a signed-in user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createSession } from '../../src/server/features/auth';
import type { AiChatReply } from '@shared/schemas/assistant';
import { api, freshIp } from './accounts-support';
import { Inbox, sseClient } from './platform-support';
import { sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1, JOB_WORKER: false });
});
afterAll(() => app?.close());

const MUST_CHANGE = 'Please choose a new password before continuing';

/** The demo traveller (who has bookings), flagged as after a staff reset, with a session. */
async function demoAfterReset() {
  const [demo] = await sql<{ id: string }>(app, `update app_user set must_change_password = true where username = 'demo' returning id`);
  const { token } = await createSession(app.orm.em.fork(), demo.id, 1);
  return { id: demo.id, cookie: `session=${token}` };
}

const askBookings = (cookie: string) => api(app, '/api/ai-chat', { body: { message: 'status of my bookings' }, cookie, ip: freshIp() });

describe('a session that must choose a new password', () => {
  it('cannot list its bookings through the assistant, nor use any other public or signed-in door', async () => {
    const { cookie } = await demoAfterReset();

    const chat = await askBookings(cookie);
    expect(chat.status).toBe(403);
    expect(chat.body).toMatchObject({ code: 'FORBIDDEN', message: MUST_CHANGE });
    expect(JSON.stringify(chat.body)).not.toMatch(/MTDEMO/);

    for (const path of ['/api/bookings', '/api/profile', '/api/cart', '/api/ai-chat/conversation', '/api/taxi-bookings']) {
      const answer = await api(app, path, { cookie, ip: freshIp() });
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toMatchObject({ message: MUST_CHANGE });
    }
    const handOver = await api(app, '/api/ai-chat/hand-over', { body: { message: 'hello' }, cookie, ip: freshIp() });
    expect(handOver.status).toBe(403);

    // Subscriptions are procedures too.
    const errors = new Inbox<unknown>();
    const subscription = sseClient(app, cookie).notifications.live.subscribe(undefined, { onData: () => errors.push('data'), onError: errors.push });
    try {
      expect(await errors.next()).toMatchObject({ data: { code: 'FORBIDDEN' }, message: MUST_CHANGE });
    } finally {
      subscription.unsubscribe();
    }
  });

  it('may ask who it is, read the catalogue, sign out, and change the password, after which everything works', async () => {
    const { cookie } = await demoAfterReset();
    expect((await api(app, '/api/me', { cookie })).body).toMatchObject({ username: 'demo', mustChangePassword: true });
    expect((await api(app, '/api/tour-packages', { cookie })).status).toBe(200);

    const changed = await api(app, '/api/profile/password', {
      body: { currentPassword: 'demo1234', newPassword: 'a brand new passphrase' },
      cookie,
      ip: freshIp(),
    });
    expect(changed.status).toBe(200);
    const chat = await askBookings(cookie);
    expect(chat.status).toBe(200);
    expect((chat.body as AiChatReply).response).toMatch(/MTDEMO\d\d/);

    const other = await demoAfterReset();
    expect((await api(app, '/api/logout', { method: 'POST', cookie: other.cookie })).status).toBe(200);
    expect((await api(app, '/api/me', { cookie: other.cookie })).body).toBeNull();
  });
});
