// The assistant's API: POST /api/ai-chat answers the spec's `response` with cards
// that are real catalogue rows (grounding: every named item exists, with its database price),
// refuses bad input naming the field, keeps the last N turns per user or per visitor (cookie)
// so follow-ups work, stores plain text, answers fixed phrases in the caller's language,
// throttles per user and per network, and numbers turns safely when messages race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { AiChatReply, AssistantConversation } from '@shared/schemas/assistant';
import { createSession } from '../../src/server/features/auth';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { groundingProblems, loadCatalogueFacts, type CatalogueFacts } from '../assistant-eval/grounding-check';

let app: TestApp;
let facts: CatalogueFacts;
beforeAll(async () => {
  app = await createTestApp({
    TRUST_PROXY: 1,
    JOB_WORKER: false,
    ASSISTANT_MEMORY_TURNS: 3,
    ASSISTANT_MESSAGES_PER_USER_PER_HOUR: 15,
    ASSISTANT_MESSAGES_PER_IP_PER_HOUR: 16,
  });
  facts = await loadCatalogueFacts(app);
});
afterAll(() => app?.close());

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** A browser-like client: its own address and cookie jar. */
function visitor(options: { ip?: string; cookie?: string; language?: string } = {}) {
  const ip = options.ip ?? freshIp();
  const cookies = new Map<string, string>();
  if (options.cookie) cookies.set('session', options.cookie.replace(/^session=/, ''));
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (options.language) headers['accept-language'] = options.language;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await app.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of res.headers.getSetCookie()) {
      const [name, ...value] = cookie.split(';')[0].split('=');
      cookies.set(name, value.join('='));
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers, cookies };
  };
}

const ask = async (client: ReturnType<typeof visitor>, message: string) => {
  const res = await client('POST', '/api/ai-chat', {
    message,
    domainContext: { branding: { name: 'Tours', theme: 'ocean' }, domain: 'localhost', isManasaTours: false },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AiChatReply;
};

describe('POST /api/ai-chat', () => {
  it("answers the spec's response field with cards of real catalogue items, each linking to its booking", async () => {
    const reply = await ask(visitor(), 'safari in Kenya under $1500');
    expect(reply.source).toBe('builtin');
    expect(reply.response).toContain('Maasai Mara Safari');
    expect(reply.response).toContain('$749.00');
    expect(reply.cards.map((card) => card.id)).toEqual(['tour-4', 'tour-5', 'tour-8']);
    expect(reply.cards[0]).toMatchObject({
      kind: 'tour',
      title: 'Maasai Mara Safari',
      price: { amount: '749.00', currency: 'USD', per: 'person' },
      action: { type: 'open', path: '/search?type=tours&book=tour-4' },
    });
    expect(reply.offerHandOver).toBe(false);
    expect(await groundingProblems(app, facts, 'safari in Kenya under $1500', reply)).toEqual([]);
  });

  it('names only items that exist, at their database prices and availability, for every kind of answer', async () => {
    const questions = [
      'hotels in Zanzibar under $200 a night',
      'flights from Dubai to Paris tomorrow',
      'rent a car at Dubai Airport',
      'do you sell coffee?',
      'cargo price for 100 kg',
      'business hours',
    ];
    for (const question of questions) {
      const reply = await ask(visitor(), question);
      expect(await groundingProblems(app, facts, question, reply), question).toEqual([]);
    }
    const hotels = await ask(visitor(), 'hotels in Zanzibar under $200 a night');
    const [hotel] = hotels.cards;
    const [row] = await sql<{ rooms: number }>(app, 'select rooms from hotel where id = ?', [hotel.id]);
    expect(hotel).toMatchObject({
      kind: 'hotel',
      available: row.rooms,
      action: { type: 'book', booking: { type: 'hotel', itemId: hotel.id, startDate: hotel.date, endDate: hotel.endDate, adults: 1 } },
    });
  });

  it('sees the booked units: a hold taken on a tour departure shows fewer places left', async () => {
    const before = (await ask(visitor(), 'a one-day tour near Nairobi')).cards[0];
    const user = await createUser(app);
    await app.caller(user).bookings.create({ type: 'tour', itemId: 'tour-8', startDate: before.date!, quantity: 2 });
    const after = (await ask(visitor(), 'a one-day tour near Nairobi')).cards[0];
    expect(after.available).toBe(before.available! - 2);
  });

  it('refuses an empty, blank, too long or control-character message with a 400 naming the field', async () => {
    const client = visitor();
    for (const message of ['', '   \n\t', 'x'.repeat(1001), 'hi\u0000there', 42]) {
      const res = await client('POST', '/api/ai-chat', { message });
      expect(res.status, JSON.stringify(message)).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^message: /);
    }
    expect((await client('POST', '/api/ai-chat', {})).status).toBe(400);
  });

  it('answers odd messages without failing: far dates, huge numbers, long stays, other scripts, markup, SQL', async () => {
    const client = visitor();
    const odd = [
      'hotels in Dubai on Dec 24 9999',
      'a car in Nairobi from 2026-12-01 to 2027-11-30',
      'hotel in Kigali for 400 nights',
      'tours under $99999999999999999999',
      'flights from Dubai to Paris on 2026-02-30',
      "hotels in '; drop table hotel; --",
      'فنادق في دبي',
      'hoteli Nairobi 🦒🦒🦒',
      'track MT%_\\',
      'between $5 and $1 hotels in Nairobi',
      '4.9.9 stars 1e400 kg by air',
      'hotels in Nairobi in 99999999999 days for 99999999999 nights',
      '99999999999999999999 kg by air',
      '0.0001 kg by sea',
      'x'.repeat(1000),
    ];
    for (const message of odd) {
      const res = await client('POST', '/api/ai-chat', { message });
      expect(res.status, message).toBe(200);
      expect(await groundingProblems(app, facts, message, res.body as AiChatReply), message).toEqual([]);
    }
  });

  it('says so and offers a person when it cannot answer', async () => {
    const reply = await ask(visitor(), 'what is the weather in Nairobi?');
    expect(reply.response).toContain("I'm sorry, I can't answer that");
    expect(reply).toMatchObject({ offerHandOver: true, cards: [] });
  });

  it('answers in the language the question is written in, whatever the app is set to', async () => {
    const english = await ask(visitor({ language: 'sw' }), 'hotels in Kigali');
    expect(english.response).toContain('Here are the hotels that match');
    const swahili = await ask(visitor({ language: 'ar' }), 'hoteli nafuu Kigali');
    expect(swahili.response).toContain('Hizi ndizo hoteli zinazolingana');
    expect(swahili.cards.length).toBeGreaterThan(0);
    const arabic = await ask(visitor(), 'ما هي ساعات العمل؟');
    expect(arabic.response).toContain('مواعيد العمل لدينا');
    expect(arabic.response).toContain('9:00-18:00');
  });

  it("answers a message that does not tell its language in the conversation's language, else the app's", async () => {
    const client = visitor();
    await ask(client, 'فنادق في دبي');
    const followUp = await ask(client, 'Doha?');
    expect(followUp.response).toContain('إليك الفنادق');
    // The place as it is named in Arabic.
    expect(followUp.response).toContain('ما تبحث عنه: الدوحة');
    expect(followUp.cards.every((card) => card.kind === 'hotel')).toBe(true);
    const fresh = await ask(visitor({ language: 'sw' }), 'Doha?');
    expect(fresh.response).toContain('Samahani');
  });
});

describe('conversations', () => {
  it("keep a visitor's turns under the 'assistant' cookie, so follow-ups work; another visitor starts afresh", async () => {
    const client = visitor();
    await ask(client, 'safari in Kenya under $1500');
    const cookie = (await client('GET', '/api/ai-chat/conversation')).cookies.get('assistant');
    expect(cookie).toMatch(/^[\w-]{40,}$/);
    const cheaper = await ask(client, 'and cheaper?');
    expect(cheaper.cards.map((card) => card.title)).toEqual(['Giraffe Conservation Safari', 'Amboseli Elephant Safari']);
    expect(cheaper.response).toContain('cheaper than $749.00');
    const kigali = await ask(client, 'what about Tanzania?');
    expect(kigali.response).toContain('Tanzania');

    const stranger = await ask(visitor(), 'and cheaper?');
    expect(stranger.cards).toEqual([]);
    // The cookie holds a random token; the database keeps only its hash.
    const [row] = await sql<{ token_hash: string }>(app, 'select token_hash from assistant_conversation where token_hash is not null limit 1');
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toBe(cookie);
  });

  it('remember only the last ASSISTANT_MEMORY_TURNS turns, oldest first, as plain text', async () => {
    const client = visitor();
    const said = ['hello', 'hotels in Dubai', '<b>tours</b> & <script>alert(1)</script>', 'thanks'];
    for (const message of said) await ask(client, message);
    const conversation = (await client('GET', '/api/ai-chat/conversation')).body as AssistantConversation;
    expect(conversation.turns.map((turn) => turn.message)).toEqual(said.slice(1));
    expect(conversation.turns[1].message).toBe('<b>tours</b> & <script>alert(1)</script>');
    const [stored] = await sql<{ count: number }>(
      app,
      `select count(*)::int as count from assistant_turn t join assistant_conversation c on c.id = t.conversation_id where c.token_hash is not null and t.message = 'hello'`,
    );
    expect(stored.count).toBe(0);
  });

  it("are a signed-in user's own: separate from the visitor's, and 'start over' forgets them", async () => {
    const user = await createUser(app);
    const client = visitor({ cookie: await sessionCookie(app, user) });
    await ask(client, 'hotels in Kigali');
    expect(((await client('GET', '/api/ai-chat/conversation')).body as AssistantConversation).turns).toHaveLength(1);
    expect(((await visitor()('GET', '/api/ai-chat/conversation')).body as AssistantConversation).turns).toEqual([]);
    expect((await client('DELETE', '/api/ai-chat/conversation')).body).toEqual({ forgotten: true });
    expect(((await client('GET', '/api/ai-chat/conversation')).body as AssistantConversation).turns).toEqual([]);
    expect((await sql(app, 'select 1 from assistant_conversation where user_id = ?', [user.id])).length).toBe(0);
  });

  it('answer the status of my bookings only when signed in, and mark those turns personal', async () => {
    const signedOut = await ask(visitor(), 'status of my bookings');
    expect(signedOut.response).toContain('sign in');
    const [demo] = await sql<{ id: string }>(app, `select id from app_user where username = 'demo'`);
    const { token } = await createSession(app.orm.em.fork(), demo.id, 1);
    const reply = await ask(visitor({ cookie: token }), 'status of my bookings');
    expect(reply.response).toMatch(/MTDEMO\d\d/);
    expect(reply.cards[0]).toMatchObject({ kind: 'booking', status: 'confirmed' });
    const [turn] = await sql<{ personal: boolean }>(
      app,
      `select t.personal from assistant_turn t join assistant_conversation c on c.id = t.conversation_id where c.user_id = ? order by t.seq desc limit 1`,
      [demo.id],
    );
    expect(turn.personal).toBe(true);
  });

  it('number turns under a lock: ten messages at once are ten turns, none lost', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const many = await createTestApp({ JOB_WORKER: false, ASSISTANT_MEMORY_TURNS: 20 }, { databaseUrl: app.databaseUrl });
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          many
            .fetch('/api/ai-chat', {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ message: `hotels in Dubai ${index}` }),
            })
            .then((res) => res.status),
        ),
      );
      expect(results).toEqual(Array(10).fill(200));
      const rows = await sql<{ seq: number }>(
        app,
        `select t.seq from assistant_turn t join assistant_conversation c on c.id = t.conversation_id where c.user_id = ? order by t.seq`,
        [user.id],
      );
      expect(rows.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    } finally {
      await many.close();
    }
  });

  it("'start over' racing messages and hand-overs: every answer is given, nothing fails", async () => {
    const user = await createUser(app);
    const caller = app.caller(user);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) => (index % 2 === 0 ? caller.assistant.chat({ message: 'hotels in Kigali' }) : caller.assistant.forget())),
    );
    expect(results.map((result) => result.status)).toEqual(Array(6).fill('fulfilled'));
    const handOvers = await Promise.allSettled([caller.assistant.handOver({}), caller.assistant.forget(), caller.assistant.handOver({})]);
    for (const result of handOvers) if (result.status === 'rejected') expect(String(result.reason)).toMatch(/Write to the assistant first/);
  });
});

describe('throttling', () => {
  it('limits messages per user (a visitor: per conversation) with 429 and Retry-After', async () => {
    const user = await createUser(app);
    const client = visitor({ cookie: await sessionCookie(app, user) });
    for (let i = 0; i < 15; i++) await ask(client, 'hello');
    const refused = await client('POST', '/api/ai-chat', { message: 'hello' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((refused.body as { message: string }).message).toBe('Too many messages to the assistant. Please wait a little and try again.');
  });

  it('limits messages per client network, whoever sends them', async () => {
    const ip = freshIp();
    for (let i = 0; i < 16; i++) await ask(visitor({ ip }), 'hello');
    expect((await visitor({ ip })('POST', '/api/ai-chat', { message: 'hello' })).status).toBe(429);
    expect((await visitor()('POST', '/api/ai-chat', { message: 'hello' })).status).toBe(200);
  });
});
