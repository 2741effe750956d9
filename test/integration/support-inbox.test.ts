// Support: the contact form into the staff inbox (idempotent, throttled, plain text),
// every /api/emails path with its role checks, replies stored with their thread, the trash
// (restore, purge after 30 days), compose into the outbox (no SMTP_URL), a traveller's own
// conversations and unread replies, the mail badge pushed live, and admin supportTickets.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'qrcode';
import { qrImage } from '@shared/qr-image';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import type { InboxEmail, OutboxItem, Thread, TrashedEmail } from '@shared/schemas/support';
import { EmailMessage } from '@db/entities/support';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { Inbox, sseClient } from './platform-support';
import type { MailLiveMessage } from '@shared/schemas/support';

let app: TestApp;
let staff: { user: SessionUser; cookie: string };
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1, JOB_WORKER: false, CONTACT_MESSAGES_PER_IP_PER_HOUR: 3, CONTACT_MESSAGES_PER_EMAIL_PER_HOUR: 2 });
  const user = await createUser(app, 'staff');
  staff = { user, cookie: await sessionCookie(app, user) };
});
afterAll(() => app?.close());

interface Call {
  status: number;
  body: unknown;
  headers: Headers;
}

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

async function call(path: string, options: { method?: string; cookie?: string; body?: unknown; key?: string; ip?: string } = {}): Promise<Call> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshIp() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.key) headers['idempotency-key'] = options.key;
  const res = await app.fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

async function traveller() {
  const user = await createUser(app);
  return { user, cookie: await sessionCookie(app, user) };
}

let messageCounter = 0;
function contactMessage(overrides: Record<string, string> = {}) {
  messageCounter++;
  return {
    name: 'Amina Demo',
    email: `amina${messageCounter}@example.com`,
    subject: `Visa question ${messageCounter}`,
    message: `Do I need a visa for Zanzibar?\nThanks (${messageCounter})`,
    ...overrides,
  };
}

async function sendContact(overrides: Record<string, string> = {}, options: { cookie?: string; key?: string; ip?: string } = {}) {
  const body = contactMessage(overrides);
  const res = await call('/api/contact-messages', { body, key: options.key ?? randomUUID(), cookie: options.cookie, ip: options.ip });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { body, id: (res.body as { id: string }).id };
}

async function inboxEmail(id: string): Promise<InboxEmail | undefined> {
  const res = await call('/api/emails?limit=100', { cookie: staff.cookie });
  return (res.body as InboxEmail[]).find((email) => email.id === id);
}

describe('role checks', () => {
  it('every /api/emails path answers 401 signed out and 403 to a traveller', async () => {
    const { cookie } = await traveller();
    const id = randomUUID();
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/emails'],
      ['PATCH', `/api/emails/${id}/read`],
      ['POST', '/api/emails/reply', { emailId: id, replyMessage: 'Hi' }],
      ['DELETE', `/api/emails/${id}`],
      ['POST', '/api/emails/send', { to: 'someone@example.com', subject: 'Hi', message: 'Hello' }],
      ['GET', '/api/emails/trash'],
      ['POST', `/api/emails/${id}/restore`],
      ['GET', '/api/emails/outbox'],
      ['GET', `/api/emails/${id}/thread`],
    ];
    for (const [method, path, body] of paths) {
      const signedOut = await call(path, { method, body });
      expect(signedOut.status, `${method} ${path} signed out`).toBe(401);
      const asTraveller = await call(path, { method, body, cookie });
      expect(asTraveller.status, `${method} ${path} as a traveller`).toBe(403);
      expect((asTraveller.body as { message: string }).message).toBe('Staff only');
    }
    await expect(app.caller(null).emails.counts()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(app.caller((await traveller()).user).emails.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('contact form → staff inbox', () => {
  it('stores the message as an Email with the spec’s fields, New (unread) and not replied', async () => {
    const before = Date.now();
    const { body, id } = await sendContact();
    const email = await inboxEmail(id);
    expect(email).toMatchObject({
      id,
      senderName: body.name,
      senderEmail: body.email,
      subject: body.subject,
      message: body.message,
      isRead: false,
      isReplied: false,
      source: 'contact',
      repliedAt: null,
    });
    expect(Date.parse(email!.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    const list = await call('/api/emails', { cookie: staff.cookie });
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    expect(Number(list.headers.get('x-unread-count'))).toBeGreaterThanOrEqual(1);
  });

  it('stores markup as the text it is, never as HTML', async () => {
    const { id } = await sendContact({ subject: '<b>Bold</b> subject', message: '<script>alert("x")</script><img src=x onerror=alert(1)> & more' });
    const email = await inboxEmail(id);
    expect(email?.subject).toBe('<b>Bold</b> subject');
    expect(email?.message).toBe('<script>alert("x")</script><img src=x onerror=alert(1)> & more');
  });

  it('stores a message once per Idempotency-Key: a retry replays; another body with the key is refused', async () => {
    const key = randomUUID();
    const body = contactMessage();
    const first = await call('/api/contact-messages', { body, key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await call('/api/contact-messages', { body, key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await call('/api/contact-messages', { body: { ...body, message: 'Something else' }, key });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ field: 'Idempotency-Key' });
    expect(await app.orm.em.fork().count(EmailMessage, { clientKey: key })).toBe(1);
  });

  it('stores it once when the same key arrives several times at once', async () => {
    const key = randomUUID();
    const body = contactMessage();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('/api/contact-messages', { body, key })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => (answer.body as { id: string }).id)).size).toBe(1);
    expect(await app.orm.em.fork().count(EmailMessage, { clientKey: key })).toBe(1);
  });

  it('refuses bad input with a 400 naming the field, and a missing key', async () => {
    const noKey = await call('/api/contact-messages', { body: contactMessage() });
    expect(noKey.status).toBe(400);
    expect((noKey.body as { message: string }).message).toMatch(/^idempotencyKey: Required/);
    const badEmail = await call('/api/contact-messages', { body: contactMessage({ email: 'not-an-address' }), key: randomUUID() });
    expect(badEmail.status).toBe(400);
    expect((badEmail.body as { message: string }).message).toBe('email: Enter a valid email address');
    const blank = await call('/api/contact-messages', { body: contactMessage({ subject: '   ' }), key: randomUUID() });
    expect(blank.status).toBe(400);
    expect((blank.body as { issues: { path: string }[] }).issues[0].path).toBe('subject');
    const control = await call('/api/contact-messages', { body: contactMessage({ name: 'Amina\u0000' }), key: randomUUID() });
    expect(control.status).toBe(400);
    expect((control.body as { issues: { path: string }[] }).issues[0].path).toBe('name');
  });

  it('is throttled per client network and per sender address (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await sendContact({}, { ip });
    const blocked = await call('/api/contact-messages', { body: contactMessage(), key: randomUUID(), ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((blocked.body as { message: string }).message).toBe('Too many messages from this network. Please try again later.');

    const email = `same${randomUUID().slice(0, 6)}@example.com`;
    await sendContact({ email });
    await sendContact({ email });
    const sameAddress = await call('/api/contact-messages', { body: contactMessage({ email }), key: randomUUID() });
    expect(sameAddress.status).toBe(429);
    expect((sameAddress.body as { message: string }).message).toBe('Too many messages from this email address. Please try again later.');
  });

  it('gives the brand’s contact card, with a vCard for the QR code', async () => {
    const card = await app.caller(null, 'manasa.localhost').support.card();
    expect(card).toMatchObject({ brandName: 'ManasaTours', email: 'support@manasatours.example', emergency: '24/7' });
    expect(card.hours).toEqual([
      { days: 'Mon-Fri', hours: '9:00-18:00' },
      { days: 'Sat', hours: '10:00-16:00' },
      { days: 'Sun', hours: '12:00-16:00' },
    ]);
    expect(card.vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(card.vcard).toContain('EMAIL;TYPE=INTERNET,WORK:support@manasatours.example');
    expect(card.vcard).toContain('ORG:ManasaTours');
    // The QR code the server drew is the vCard's, as the client would have drawn it.
    expect(card.qr).toEqual(qrImage(create(card.vcard, { errorCorrectionLevel: 'M' }).modules));
    const standard = (await (await app.fetch('/api/contact-card')).json()) as { brandName: string; email: string };
    expect(standard).toMatchObject({ brandName: 'Tours', email: 'support@tours.example' });
  });
});

describe('the staff inbox', () => {
  it('opening marks read (once), and the unread count follows', async () => {
    const { id } = await sendContact();
    const before = (await app.caller(staff.user).emails.counts()).unread;
    const read = await call(`/api/emails/${id}/read`, { method: 'PATCH', cookie: staff.cookie });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, isRead: true });
    const again = await call(`/api/emails/${id}/read`, { method: 'PATCH', cookie: staff.cookie });
    expect(again.status).toBe(200);
    expect((await app.caller(staff.user).emails.counts()).unread).toBe(before - 1);
    expect((await call(`/api/emails/${randomUUID()}/read`, { method: 'PATCH', cookie: staff.cookie })).status).toBe(404);
    expect((await call('/api/emails/not-an-id/read', { method: 'PATCH', cookie: staff.cookie })).status).toBe(400);
  });

  it('pages newest first and filters unread', async () => {
    const first = await sendContact();
    const second = await sendContact();
    const page = await app.caller(staff.user).emails.list({ limit: 2 });
    expect(page.items.map((email) => email.id)).toEqual([second.id, first.id]);
    expect(page.hasMore).toBe(true);
    await app.caller(staff.user).emails.markRead({ id: second.id });
    const unread = await app.caller(staff.user).emails.list({ filter: 'unread', limit: 100 });
    expect(unread.items.some((email) => email.id === second.id)).toBe(false);
    expect(unread.items.some((email) => email.id === first.id)).toBe(true);
    expect(unread.unread).toBe(unread.items.length);
  });

  it('a reply is stored with its thread, marks the email replied and read, and waits in the outbox without SMTP', async () => {
    const { user, cookie } = await traveller();
    const { id, body } = await sendContact({ name: 'Juma Traveller' }, { cookie });
    const res = await call('/api/emails/reply', { cookie: staff.cookie, body: { emailId: id, replyMessage: '  Yes: Zanzibar needs no separate visa.  ' } });
    expect(res.status).toBe(200);
    const { email, reply } = res.body as { email: InboxEmail; reply: Thread['messages'][number] };
    expect(email).toMatchObject({ id, isRead: true, isReplied: true });
    expect(reply).toMatchObject({
      direction: 'outbound',
      source: 'reply',
      to: body.email,
      subject: `Re: ${body.subject}`,
      message: 'Yes: Zanzibar needs no separate visa.',
      delivery: 'stored',
    });

    const thread = (await call(`/api/emails/${id}/thread`, { cookie: staff.cookie })).body as Thread;
    expect(thread.messages.map((message) => [message.direction, message.message])).toEqual([
      ['inbound', body.message],
      ['outbound', 'Yes: Zanzibar needs no separate visa.'],
    ]);

    const outbox = (await call('/api/emails/outbox', { cookie: staff.cookie })).body as OutboxItem[];
    const item = outbox.find((entry) => entry.emailId === reply.id);
    expect(item).toMatchObject({ to: body.email, status: 'stored', subject: `Re: ${body.subject}`, threadId: thread.id });
    expect(item?.text).toContain('Hello Juma Traveller,');
    expect(item?.text).toContain('Yes: Zanzibar needs no separate visa.');
    expect(item?.text).toContain(`> ${body.message.split('\n')[0]}`);

    // The traveller who wrote signed in is told, and sees the reply in their conversations.
    const notifications = await app.caller(user).notifications.list();
    expect(notifications.items[0]).toMatchObject({ kind: 'support.reply', link: `/contact?conversation=${thread.id}`, title: 'Support replied' });
    expect(await app.caller(user).support.unreadReplies()).toEqual({ unreadReplies: 1 });

    const empty = await call('/api/emails/reply', { cookie: staff.cookie, body: { emailId: id, replyMessage: '   ' } });
    expect(empty.status).toBe(400);
    expect((empty.body as { issues: { path: string }[] }).issues[0].path).toBe('replyMessage');
    expect((await call('/api/emails/reply', { cookie: staff.cookie, body: { emailId: randomUUID(), replyMessage: 'Hi' } })).status).toBe(404);
  });

  it('reply texts frame the staff member’s words in the traveller’s language', async () => {
    const res = await app.fetch('/api/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'accept-language': 'sw-TZ', 'x-forwarded-for': freshIp() },
      body: JSON.stringify(contactMessage({ name: 'Neema' })),
    });
    const { id } = (await res.json()) as { id: string };
    const { reply } = await app.caller(staff.user).emails.reply({ emailId: id, replyMessage: 'Karibu!' });
    const [row] = await sql<{ text: string }>(app, 'select text from mail_outbox where email_id = ?', [reply.id]);
    expect(row.text).toMatch(/^Habari Neema,\n\nKaribu!\n\nWako kwa dhati,\nHuduma kwa Wateja ya Tours/);

    // A signed-in traveller's saved language wins over the one the page was in.
    const { user, cookie } = await traveller();
    await sql(app, `update app_user set language = 'ar' where id = ?`, [user.id]);
    const signedIn = await sendContact({ name: 'Mariam' }, { cookie });
    const answered = await app.caller(staff.user).emails.reply({ emailId: signedIn.id, replyMessage: 'Welcome!' });
    const [arabic] = await sql<{ text: string }>(app, 'select text from mail_outbox where email_id = ?', [answered.reply.id]);
    expect(arabic.text).toMatch(/^مرحبًا Mariam،\n\nWelcome!\n\nمع أطيب التحيات،/);
  });

  it('delete moves to the trash, restorable as it was; a trashed email cannot be replied to', async () => {
    const { id } = await sendContact();
    await app.caller(staff.user).emails.markRead({ id });
    const deleted = await call(`/api/emails/${id}`, { method: 'DELETE', cookie: staff.cookie });
    expect(deleted.status).toBe(200);
    const { deletedAt, restoreUntil } = deleted.body as { deletedAt: string; restoreUntil: string };
    expect(Date.parse(restoreUntil) - Date.parse(deletedAt)).toBe(30 * 86_400_000);
    expect(await inboxEmail(id)).toBeUndefined();
    const trash = (await call('/api/emails/trash', { cookie: staff.cookie })).body as TrashedEmail[];
    expect(trash.find((email) => email.id === id)).toMatchObject({ id, isRead: true, deletedAt, restoreUntil });
    expect((await call(`/api/emails/${id}`, { method: 'DELETE', cookie: staff.cookie })).body).toEqual(deleted.body);
    expect((await call('/api/emails/reply', { cookie: staff.cookie, body: { emailId: id, replyMessage: 'Hi' } })).status).toBe(409);
    expect((await call(`/api/emails/${id}/read`, { method: 'PATCH', cookie: staff.cookie })).status).toBe(404);

    const restored = await call(`/api/emails/${id}/restore`, { method: 'POST', cookie: staff.cookie });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, isRead: true });
    expect(await inboxEmail(id)).toMatchObject({ id, isRead: true });
    expect(((await call('/api/emails/trash', { cookie: staff.cookie })).body as TrashedEmail[]).some((email) => email.id === id)).toBe(false);
  });

  it('the trash is emptied after 30 days, by the hourly purge', async () => {
    const recent = await sendContact();
    const old = await sendContact();
    await app.caller(staff.user).emails.delete({ id: recent.id });
    await app.caller(staff.user).emails.delete({ id: old.id });
    await sql(app, `update email_message set deleted_at = now() - interval '31 days' where id = ?`, [old.id]);
    await app.runDueJobs();
    const trash = await app.caller(staff.user).emails.trash();
    expect(trash.some((email) => email.id === recent.id)).toBe(true);
    expect(trash.some((email) => email.id === old.id)).toBe(false);
    await expect(app.caller(staff.user).emails.restore({ id: old.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('compose sends a new email in a thread of its own (kept in the outbox without SMTP)', async () => {
    const res = await call('/api/emails/send', {
      cookie: staff.cookie,
      body: { to: 'Guest@Example.com', subject: 'Your safari', message: 'Here are the details.' },
    });
    expect(res.status).toBe(201);
    const sent = res.body as Thread['messages'][number];
    expect(sent).toMatchObject({ direction: 'outbound', source: 'compose', to: 'guest@example.com', subject: 'Your safari', delivery: 'stored' });
    const counts = await app.caller(staff.user).emails.counts();
    expect(counts.outboxPending).toBeGreaterThanOrEqual(1);
    const item = (await app.caller(staff.user).emails.outbox()).find((entry) => entry.emailId === sent.id);
    expect(item?.text).toMatch(/^Hello,\n\nHere are the details\./);
    const blank = await call('/api/emails/send', { cookie: staff.cookie, body: { to: 'guest@example.com', subject: ' ', message: 'x' } });
    expect(blank.status).toBe(400);
    expect((blank.body as { issues: { path: string }[] }).issues[0].path).toBe('subject');
  });
});

describe('a traveller’s conversations', () => {
  it('lists their own threads with unread replies; reading clears them; a follow-up reaches the inbox', async () => {
    const { user, cookie } = await traveller();
    const other = await traveller();
    const { id } = await sendContact({ subject: 'Airport pickup' }, { cookie });
    await sendContact({ subject: 'Somebody else’s' }, { cookie: other.cookie });
    const anonymous = await sendContact({ subject: 'Anonymous' });
    expect(anonymous.id).toBeTruthy();

    let list = await app.caller(user).support.conversations();
    expect(list.items.map((item) => item.subject)).toEqual(['Airport pickup']);
    expect(list.unreadReplies).toBe(0);

    await app.caller(staff.user).emails.reply({ emailId: id, replyMessage: 'A driver will meet you.' });
    list = await app.caller(user).support.conversations();
    expect(list.items[0]).toMatchObject({ unreadReplies: 1, lastFromSupport: true, lastMessage: 'A driver will meet you.', messageCount: 2 });
    expect(list.unreadReplies).toBe(1);

    const threadId = list.items[0].id;
    const conversation = await app.caller(user).support.conversation({ id: threadId });
    expect(conversation.messages.map((message) => [message.direction, message.senderName, message.delivery])).toEqual([
      ['inbound', 'Amina Demo', null],
      ['outbound', 'Tours Support', null],
    ]);
    expect(await app.caller(user).support.markConversationRead({ id: threadId })).toEqual({ unreadReplies: 0 });
    await expect(app.caller(other.user).support.conversation({ id: threadId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(app.caller(other.user).support.markConversationRead({ id: threadId })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const followed = await app.caller(user).support.followUp({ threadId, message: 'Thank you! Flight lands at 9.' });
    expect(followed.messages).toHaveLength(3);
    const inbox = await app.caller(staff.user).emails.list({ limit: 5 });
    expect(inbox.items[0]).toMatchObject({ source: 'app', message: 'Thank you! Flight lands at 9.', subject: 'Re: Airport pickup', isRead: false, threadId });
    await expect(app.caller(null).support.conversations()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('pushes the mail badge live: staff see new mail, a traveller their replies', async () => {
    const { user, cookie } = await traveller();
    const staffBadge = new Inbox<MailLiveMessage>();
    const travellerBadge = new Inbox<MailLiveMessage>();
    const staffSub = sseClient(app, staff.cookie).support.live.subscribe(undefined, { onData: staffBadge.push });
    const travellerSub = sseClient(app, cookie).support.live.subscribe(undefined, { onData: travellerBadge.push });
    try {
      const staffStart = await staffBadge.next();
      expect(staffStart).toMatchObject({ type: 'snapshot', audience: 'staff' });
      expect(await travellerBadge.next()).toEqual({ type: 'snapshot', unread: 0, audience: 'traveller' });

      const { id } = await sendContact({}, { cookie });
      expect(await staffBadge.next()).toEqual({ type: 'changed', unread: staffStart.unread + 1, audience: 'staff' });
      expect(await travellerBadge.next()).toEqual({ type: 'changed', unread: 0, audience: 'traveller' });

      await app.caller(staff.user).emails.reply({ emailId: id, replyMessage: 'Hello!' });
      expect(await staffBadge.next()).toEqual({ type: 'changed', unread: staffStart.unread, audience: 'staff' });
      expect(await travellerBadge.next()).toEqual({ type: 'changed', unread: 1, audience: 'traveller' });

      const [conversation] = (await app.caller(user).support.conversations()).items;
      await app.caller(user).support.markConversationRead({ id: conversation.id });
      expect(await travellerBadge.next()).toEqual({ type: 'changed', unread: 0, audience: 'traveller' });
    } finally {
      staffSub.unsubscribe();
      travellerSub.unsubscribe();
    }
  });
});

describe('admin supportTickets', () => {
  it('counts open (unreplied) threads, with a trend computed from the last 30 days against the 30 before', async () => {
    const open = async () => (await app.caller(staff.user).admin.stats()).supportTickets;
    const before = await open();
    const first = await sendContact();
    const second = await sendContact();
    expect(await open()).toBe(before + 2);
    await app.caller(staff.user).emails.reply({ emailId: first.id, replyMessage: 'Answered.' });
    expect(await open()).toBe(before + 1);
    await app.caller(staff.user).emails.delete({ id: second.id });
    expect(await open()).toBe(before);

    // Trend: threads with customer messages in the last 30 days against the 30 before.
    await sql(
      app,
      `update email_message set created_at = now() - interval '45 days' where direction = 'inbound' and id in (select id from email_message where direction = 'inbound' and deleted_at is null order by created_at limit 2)`,
    );
    const stats = await app.caller(staff.user).admin.stats();
    const [{ last, previous }] = await sql<{ last: number; previous: number }>(
      app,
      `select count(distinct thread_id) filter (where created_at >= now() - interval '30 days')::int as last,
              count(distinct thread_id) filter (where created_at < now() - interval '30 days' and created_at >= now() - interval '60 days')::int as previous
         from email_message where direction = 'inbound' and deleted_at is null`,
    );
    expect(previous).toBeGreaterThan(0);
    expect(stats.trends.supportTickets).toBe(Math.round(((last - previous) / previous) * 1000) / 10);
  });
});
