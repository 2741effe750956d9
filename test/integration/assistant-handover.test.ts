// 'Talk to a person': the conversation's transcript lands in the staff inbox as a
// support thread (source 'assistant'). Signed in, the thread is the traveller's (their
// conversations, staff replies reach them); signed out, name and e-mail are asked. Asking again
// with nothing new is the same thread; later turns join it; two taps at once store one message;
// it is throttled like the contact form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import type { HandOverResult } from '@shared/schemas/assistant';
import { createUser, sessionCookie, sql } from './travel-fixtures';

let app: TestApp;
let staff: SessionUser;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1, JOB_WORKER: false, CONTACT_MESSAGES_PER_IP_PER_HOUR: 4 });
  staff = await createUser(app, 'staff');
});
afterAll(() => app?.close());

let ipCounter = 0;
function client(options: { cookie?: string; ip?: string } = {}) {
  const ip = options.ip ?? `192.0.2.${++ipCounter}`;
  const cookies = new Map<string, string>();
  if (options.cookie) cookies.set('session', options.cookie.replace(/^session=/, ''));
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await app.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of res.headers.getSetCookie()) {
      const [name, ...value] = cookie.split(';')[0].split('=');
      cookies.set(name, value.join('='));
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}

const say = async (call: ReturnType<typeof client>, message: string) => expect((await call('POST', '/api/ai-chat', { message })).status).toBe(200);

async function inboxEmail(id: string) {
  const page = await app.caller(staff).emails.list({});
  return page.items.find((email) => email.id === id);
}

describe('Talk to a person', () => {
  it('signed in: the transcript goes to the staff inbox as the traveller’s thread, which their conversations list', async () => {
    const user = await createUser(app);
    const call = client({ cookie: await sessionCookie(app, user) });
    await say(call, 'do I need a visa for Kenya?');
    await say(call, 'safari in Kenya under $1500');
    const res = await call('POST', '/api/ai-chat/hand-over', { note: 'We are 2 adults, 1 child.' });
    expect(res.status).toBe(201);
    const result = res.body as HandOverResult;
    expect(result).toMatchObject({ created: true, conversationPath: `/contact?conversation=${result.threadId}` });

    const email = await inboxEmail(result.emailId);
    expect(email).toMatchObject({
      source: 'assistant',
      senderName: user.username,
      senderEmail: user.email,
      subject: 'Conversation with the AI assistant',
      isRead: false,
      isReplied: false,
    });
    expect(email!.message).toContain(`${user.username} asked to talk to a person.`);
    expect(email!.message).toContain('Traveller:\ndo I need a visa for Kenya?');
    expect(email!.message).toContain('Maasai Mara Safari');
    expect(email!.message).toContain('Note: We are 2 adults, 1 child.');

    const conversations = await app.caller(user).support.conversations();
    expect(conversations.items.map((thread) => thread.id)).toContain(result.threadId);
    const conversation = (await call('GET', '/api/ai-chat/conversation')).body as { handedOverAt: string | null };
    expect(conversation.handedOverAt).not.toBeNull();
  });

  it('keeps the conversation as data, so staff reading in another language see the framing in theirs', async () => {
    const user = await createUser(app);
    const call = client({ cookie: await sessionCookie(app, user) });
    await say(call, 'hotel in Nairobi under $150');
    const result = (await call('POST', '/api/ai-chat/hand-over', { note: 'Near the airport please' })).body as HandOverResult;
    const thread = await app.caller(staff).emails.thread({ id: result.emailId });
    const handOver = thread.messages.find((message) => message.id === result.emailId)!;
    expect(handOver.transcript).toMatchObject({ name: user.username, note: 'Near the airport please' });
    expect(handOver.transcript!.turns).toHaveLength(1);
    expect(handOver.transcript!.turns[0].message).toBe('hotel in Nairobi under $150');
    expect(handOver.message).toContain(handOver.transcript!.turns[0].response);
    // Only a hand-over carries one: the database refuses it on a message of another source.
    await expect(sql(app, `update email_message set source = 'contact' where id = ?`, [result.emailId])).rejects.toThrow(/email_message_transcript_check/);
  });

  it('asking again with nothing new is the same thread; later turns join it, without the ones staff have', async () => {
    const user = await createUser(app);
    const call = client({ cookie: await sessionCookie(app, user) });
    await say(call, 'what is the weather in Zanzibar?');
    const first = (await call('POST', '/api/ai-chat/hand-over', {})).body as HandOverResult;
    const again = await call('POST', '/api/ai-chat/hand-over', {});
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ ...first, created: false });

    await say(call, 'hotels in Zanzibar under $200 a night');
    const later = (await call('POST', '/api/ai-chat/hand-over', {})).body as HandOverResult;
    expect(later).toMatchObject({ created: true, threadId: first.threadId });
    expect(later.emailId).not.toBe(first.emailId);
    const email = await inboxEmail(later.emailId);
    expect(email!.message).toContain('hotels in Zanzibar under $200 a night');
    expect(email!.message).not.toContain('weather');
  });

  it('signed out: a name and an e-mail are required (400 naming the field), and replies go to that address', async () => {
    const call = client();
    await say(call, 'can you help me plan a honeymoon?');
    const noName = await call('POST', '/api/ai-chat/hand-over', { email: 'juma@example.com' });
    expect(noName).toMatchObject({ status: 400, body: { message: 'name: Tell us your name so our team can reply' } });
    const noEmail = await call('POST', '/api/ai-chat/hand-over', { name: 'Juma' });
    expect(noEmail).toMatchObject({ status: 400, body: { message: 'email: Tell us your email address so our team can reply' } });
    expect((await call('POST', '/api/ai-chat/hand-over', { name: 'Juma', email: 'not-an-email' })).status).toBe(400);

    const sent = await call('POST', '/api/ai-chat/hand-over', { name: 'Juma', email: 'juma@example.com' });
    expect(sent.status).toBe(201);
    const result = sent.body as HandOverResult;
    expect(result.conversationPath).toBeNull();
    const [thread] = await sql<{ user_id: string | null; contact_email: string }>(app, 'select user_id, contact_email from support_thread where id = ?', [
      result.threadId,
    ]);
    expect(thread).toEqual({ user_id: null, contact_email: 'juma@example.com' });
    expect((await inboxEmail(result.emailId))!.message).toContain('honeymoon');
  });

  it('needs a conversation first', async () => {
    const res = await client()('POST', '/api/ai-chat/hand-over', { name: 'Juma', email: 'juma@example.com' });
    expect(res).toMatchObject({ status: 409, body: { message: 'Write to the assistant first, then ask for a person.' } });
  });

  it('two taps at once store one message', async () => {
    const user = await createUser(app);
    const call = client({ cookie: await sessionCookie(app, user) });
    await say(call, 'talk to a human');
    const results = await Promise.all([call('POST', '/api/ai-chat/hand-over', {}), call('POST', '/api/ai-chat/hand-over', {})]);
    expect(results.map((res) => res.status)).toEqual([201, 201]);
    const [a, b] = results.map((res) => res.body as HandOverResult);
    expect(a.emailId).toBe(b.emailId);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    const [count] = await sql<{ count: number }>(app, `select count(*)::int as count from email_message where thread_id = ?`, [a.threadId]);
    expect(count.count).toBe(1);
  });

  it("is counted with the contact form's throttle per network", async () => {
    const ip = '192.0.2.250';
    for (let i = 0; i < 4; i++) {
      const call = client({ ip });
      await say(call, 'talk to a human');
      expect((await call('POST', '/api/ai-chat/hand-over', { name: 'Asha', email: `asha${i}@example.com` })).status).toBe(201);
    }
    const call = client({ ip });
    await say(call, 'talk to a human');
    expect((await call('POST', '/api/ai-chat/hand-over', { name: 'Asha', email: 'asha9@example.com' })).status).toBe(429);
  });
});
