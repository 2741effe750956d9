import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/test-app';
import type { JsonSchema } from '../../src/server/http/binding';
import { appRouter } from '../../src/server/api/app-router';
import { BROKEN_CHARACTERS_REASON } from '@shared/schemas/text';
import { addDays, travelToday } from '@shared/schemas/travel';
import { createUser, sessionCookie, sql } from './travel-fixtures';

// Hardening, round two: bad input. Each part names the item it proves.
let app: TestApp;
let traveller: string;
let staff: string;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1 });
  traveller = await sessionCookie(app, await userWithoutUnderscore('traveller'));
  staff = await sessionCookie(app, await userWithoutUnderscore('staff'));
});

/** A user whose username has no '_' (the fixtures' have one), so a search for '_' has nothing of theirs to find. */
async function userWithoutUnderscore(role: 'traveller' | 'staff') {
  const user = await createUser(app, role);
  user.username = user.username.replace('_', '');
  await sql(app, 'update app_user set username = ? where id = ?', [user.username, user.id]);
  return user;
}
afterAll(() => app?.close());

interface Answer {
  status: number;
  body: { message?: string; issues?: { path: string; message: string }[]; [key: string]: unknown };
}

let address = 0;
/** A JSON call over HTTP, from an address of its own (throttles count per address). */
async function send(path: string, options: { method?: string; body?: unknown; cookie?: string } = {}): Promise<Answer> {
  address += 1;
  const res = await fetch(`${app.baseUrl}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      'x-forwarded-for': `10.26.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

const BROKEN = 'Must not contain broken characters (part of an emoji or symbol)';

describe('item 8: lone UTF-16 surrogates are refused with a 400 naming the field', () => {
  /** Half of 🦒 (U+1F992 is \ud83e\udd92): what a client that cuts text mid-character sends. */
  const halfGiraffe = (text: string) => `${text} \ud83e`;

  it('in every field the attack found giving a 500', async () => {
    // What each field needs around it to get as far as the database.
    const [product] = await sql<{ id: string }>(app, `select id from product where capacity - booked > 5 order by sort_order limit 1`);
    expect((await send('/api/cart', { body: { productId: product.id, quantity: 1 }, cookie: traveller })).status).toBe(200);
    const quote = await send('/api/orders/quote?country=Kenya', { cookie: traveller });
    const order = {
      recipientName: 'Amina Test',
      phone: '+254 700 000 000',
      addressLine: '12 Moi Avenue',
      city: 'Nairobi',
      country: 'Kenya',
      expectedTotal: quote.body.total,
    };
    const shipment = { fromLocation: 'Nairobi, Kenya', toLocation: 'Dubai, UAE', weight: '12.5', cargoType: 'air', price: '100.00' };
    const created = await send('/api/cargo-shipments', { body: shipment, cookie: traveller });
    expect(created.status).toBe(201);
    const tour = {
      name: 'Lamu Dhow Sailing',
      location: 'Lamu, Kenya',
      durationDays: 3,
      price: '640',
      discountPercent: 10,
      description: 'Three days between the islands.',
    };
    const draft = await send('/api/admin/tour-packages', { body: tour, cookie: staff });
    expect(draft.status).toBe(201);

    const cases: [string, string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/cargo-shipments', 'fromLocation', shipment, traveller],
      ['POST', '/api/cargo-shipments', 'toLocation', shipment, traveller],
      ['POST', '/api/orders', 'recipientName', order, traveller],
      ['POST', '/api/orders', 'addressLine', order, traveller],
      ['POST', '/api/orders', 'city', order, traveller],
      ['POST', '/api/admin/tour-packages', 'name', tour, staff],
      ['POST', '/api/admin/tour-packages', 'location', tour, staff],
      ['POST', '/api/admin/tour-packages', 'description', tour, staff],
      ['PUT', `/api/admin/tour-packages/${draft.body.id}`, 'name', tour, staff],
      ['PUT', `/api/admin/tour-packages/${draft.body.id}`, 'location', tour, staff],
      ['PUT', `/api/admin/tour-packages/${draft.body.id}`, 'description', tour, staff],
      ['POST', `/api/admin/shipments/${created.body.trackingNumber}/events`, 'location', { event: 'picked_up', location: 'Westlands depot' }, staff],
    ];
    const answers = [];
    for (const [method, path, field, body, cookie] of cases) {
      const answer = await send(path, { method, body: { ...body, [field]: halfGiraffe(String(body[field])) }, cookie });
      answers.push(`${method} ${path.replace(/\/[^/]*\d[^/]*(?=\/|$)/, '/:id')} ${field}: ${answer.status} ${answer.body.message}`);
    }
    expect(answers).toEqual(
      cases.map(([method, path, field]) => `${method} ${path.replace(/\/[^/]*\d[^/]*(?=\/|$)/, '/:id')} ${field}: 400 ${field}: ${BROKEN}`),
    );
    // Nothing was written: the one order, shipment and package are the ones placed above.
    expect(await sql(app, `select 1 from tour_package where name like 'Lamu Dhow%'`)).toHaveLength(1);
  });

  it('through tRPC too, in the caller language; a whole emoji (a surrogate pair) is text like any other', async () => {
    const res = await fetch(`${app.baseUrl}/trpc/cargo.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: traveller, 'accept-language': 'sw' },
      body: JSON.stringify({ fromLocation: 'Nairobi \ud83e', toLocation: 'Dubai, UAE', weight: '2', cargoType: 'air', price: '1.00' }),
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toBe('fromLocation: Haipaswi kuwa na herufi zilizovunjika (sehemu ya emoji au alama)');

    const giraffe = await send('/api/admin/tour-packages', {
      body: { name: 'Giraffe Manor 🦒', location: 'Nairobi', durationDays: 1, price: '90', discountPercent: 0, description: 'Breakfast with giraffes 🦒.' },
      cookie: staff,
    });
    expect(giraffe.status).toBe(201);
    expect(giraffe.body.name).toBe('Giraffe Manor 🦒');
  });
});

describe('item 8: bytes that are not UTF-8 are refused at the edge, not stored as replacement characters', () => {
  /** Over-long '/' (2, 3 and 4 bytes), an encoded surrogate, past U+10FFFF, a stray continuation byte, 0xFF. */
  const MALFORMED = [[0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xf0, 0x80, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80], [0xff]];

  it.each(MALFORMED.map((bytes) => [Buffer.from(bytes).toString('hex'), bytes] as const))('%s in a JSON body: 400 on the body', async (_hex, bytes) => {
    const [before, after] = JSON.stringify({ fromLocation: 'Nairobi MARK', toLocation: 'Dubai, UAE', weight: '2', cargoType: 'air', price: '16.00' }).split(
      'MARK',
    );
    const body = Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
    for (const path of ['/api/cargo-shipments', '/trpc/cargo.create']) {
      const res = await fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: traveller }, body });
      const answer = (await res.json()) as { message?: string; error?: { message: string } };
      expect([path, res.status, answer.message ?? answer.error?.message]).toEqual([path, 400, 'body: Not valid UTF-8 text']);
    }
  });

  it('in a query string: 400 on the query; a well-formed one, the same text escaped, is searched', async () => {
    for (const escaped of ['%C0%AF', '%ED%A0%80', '%F4%90%80%80', '%FF']) {
      const rest = await send(`/api/search?type=hotels&query=a${escaped}`);
      expect([escaped, rest.status, rest.body.message]).toEqual([escaped, 400, 'query: Not valid UTF-8 text']);
      const trpc = await fetch(
        `${app.baseUrl}/trpc/search.find?input=${encodeURIComponent('{"type":"hotels","query":"a')}${escaped}${encodeURIComponent('"}')}`,
      );
      expect([escaped, trpc.status]).toEqual([escaped, 400]);
    }
    expect((await send(`/api/search?type=hotels&query=${encodeURIComponent('Zanzibar 🦒 100%')}`)).status).toBe(200);
  });
});

// Every text field of every procedure's input, however deep (REST paths call the same
// procedures with the same schemas): each refuses a lone surrogate at its own path, and a
// free-text field says why. A field declared without the shared text rule fails here.
describe('item 8: every text field of every input schema', () => {
  type Leaf = { procedure: string; path: string; schema: JsonSchema; input: unknown };

  /** A text that is otherwise valid for the field's format, with a lone surrogate in it. */
  function brokenSample(schema: JsonSchema): string {
    if (schema.format === 'email') return 'a\ud800b@example.com';
    if (schema.format === 'uri') return 'https://example.com/a\ud800b';
    return 'a\ud800b';
  }

  function textLeaves(procedure: string, schema: JsonSchema | undefined, path: string[], build: (value: unknown) => unknown, found: Leaf[], depth = 0): void {
    if (!schema || depth > 10) return;
    const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (variants) {
      for (const variant of variants) textLeaves(procedure, variant, path, build, found, depth + 1);
      return;
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('string') && !schema.enum && !('const' in schema))
      found.push({ procedure, path: path.join('.'), schema, input: build(brokenSample(schema)) });
    if (types.includes('array') && schema.items) textLeaves(procedure, schema.items as JsonSchema, [...path, '0'], (value) => build([value]), found, depth + 1);
    if (schema.properties) {
      // A discriminated union's variant needs its tag to be read at all.
      const tags = Object.fromEntries(
        Object.entries(schema.properties)
          .filter(([, property]) => 'const' in property)
          .map(([name, property]) => [name, property.const]),
      );
      for (const [name, property] of Object.entries(schema.properties))
        textLeaves(procedure, property, [...path, name], (value) => build({ ...tags, [name]: value }), found, depth + 1);
    }
    // Free-form keys (records) would carry text the walk cannot see.
    expect(typeof schema.additionalProperties === 'object' ? `${procedure} ${path.join('.')}` : undefined).toBeUndefined();
  }

  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { inputs: z.ZodType[] } }> } })._def.procedures;
  const leaves: Leaf[] = [];
  for (const [name, procedure] of Object.entries(procedures)) {
    const input = procedure._def.inputs[0];
    if (input) textLeaves(name, z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema, [], (value) => value, leaves);
  }

  it('finds the text fields of every feature, nested ones included', () => {
    const found = new Set(leaves.map((leaf) => `${leaf.procedure} ${leaf.path}`));
    for (const field of [
      'cargo.create fromLocation',
      'shop.orders.place addressLine',
      'packages.create description',
      'cargo.setStatus location',
      'branding.update partnerLinks.0.name',
      'branding.update partnerLinks.0.url',
      'branding.update contact.email',
      'assistant.chat domainContext.branding.name',
    ]) {
      expect(found).toContain(field);
    }
    expect(leaves.length).toBeGreaterThan(150);
  });

  it('refuses a lone surrogate in each, at its path, and a free-text field names the problem', () => {
    const problems: string[] = [];
    for (const leaf of leaves) {
      const procedure = procedures[leaf.procedure]._def.inputs[0];
      const result = procedure.safeParse(leaf.input);
      const issues = result.success ? [] : result.error.issues.filter((issue) => issue.path.join('.') === leaf.path);
      const freeText = !leaf.schema.pattern && !leaf.schema.format;
      const says = issues.some((issue) => issue.code === 'custom' && (issue as { params?: { reason?: string } }).params?.reason === BROKEN_CHARACTERS_REASON);
      if (issues.length === 0 || (freeText && !says)) problems.push(`${leaf.procedure} ${leaf.path}: ${result.success ? 'accepted' : JSON.stringify(issues)}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('item 9: PATCH /api/profile changes only the fields it is given', () => {
  async function traveller9() {
    const user = await createUser(app, 'traveller');
    const cookie = await sessionCookie(app, user);
    const filled = await send('/api/profile', { method: 'PATCH', body: { fullName: 'Zawadi Mwangi', email: user.email, phone: '+255 700 111 222' }, cookie });
    expect(filled.status).toBe(200);
    return { user, cookie };
  }

  it('leaves out full name and phone: they stay; sends an explicit null: only that one is cleared', async () => {
    const { user, cookie } = await traveller9();
    const emailAndLanguage = await send('/api/profile', { method: 'PATCH', body: { email: `new-${user.email}`, language: 'sw' }, cookie });
    expect(emailAndLanguage.status).toBe(200);
    // A new email waits for its verification link (accounts-email-verification.test.ts).
    expect(emailAndLanguage.body).toMatchObject({ fullName: 'Zawadi Mwangi', phone: '+255 700 111 222', email: user.email, language: 'sw' });

    const nothing = await send('/api/profile', { method: 'PATCH', body: {}, cookie });
    expect(nothing.body).toMatchObject({ fullName: 'Zawadi Mwangi', phone: '+255 700 111 222', email: user.email, language: 'sw' });

    const phoneCleared = await send('/api/profile', { method: 'PATCH', body: { phone: null }, cookie });
    expect(phoneCleared.body).toMatchObject({ fullName: 'Zawadi Mwangi', phone: null, email: user.email });
    const nameEmptied = await send('/api/profile', { method: 'PATCH', body: { fullName: '' }, cookie });
    expect(nameEmptied.body).toMatchObject({ fullName: null, phone: null, email: user.email, language: 'sw' });

    // The email can be changed, never cleared.
    const noEmail = await send('/api/profile', { method: 'PATCH', body: { email: null }, cookie });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toMatch(/^email: /);
  });

  it('the same through the tRPC procedure, as the app changes the language alone', async () => {
    const { user } = await traveller9();
    const updated = await app.caller(user).profile.update({ language: 'ar' });
    expect(updated).toMatchObject({ fullName: 'Zawadi Mwangi', phone: '+255 700 111 222', email: user.email, language: 'ar' });
    const [row] = await sql<{ full_name: string | null; phone: string | null }>(app, 'select full_name, phone from app_user where id = ?', [user.id]);
    expect(row).toEqual({ full_name: 'Zawadi Mwangi', phone: '+255 700 111 222' });
  });
});

describe('item 10: text searched with LIKE matches literally: % _ and \\ are characters like any other', () => {
  let trackingNumber: string;
  beforeAll(async () => {
    const user = await userWithoutUnderscore('traveller');
    const traveller$ = app.caller(user);
    const trip = { pickupLocation: 'Westlands', dropoffLocation: 'JKIA', passengers: 2 };
    const quote = await traveller$.taxi.estimate(trip);
    await traveller$.taxi.book({ ...trip, quoteId: quote.quoteId, estimatedFare: quote.estimatedFare });
    ({ trackingNumber } = await traveller$.cargo.create({
      fromLocation: 'Nairobi, Kenya',
      toLocation: 'Dubai, UAE',
      weight: '12.5',
      cargoType: 'air',
      price: '100.00',
    }));
  });

  const wildcards = ['%', '_', '\\', 'a\\', '%%', '\\%'];

  it('GET /api/admin/rides/active?city=', async () => {
    const nairobi = await send('/api/admin/rides/active?city=Nairobi', { cookie: staff });
    expect(nairobi.body.total).toBeGreaterThan(0);
    for (const city of wildcards) {
      const answer = await send(`/api/admin/rides/active?city=${encodeURIComponent(city)}`, { cookie: staff });
      expect([city, answer.status, answer.body.total]).toEqual([city, 200, 0]);
    }
  });

  it('GET /api/places?query=', async () => {
    const westlands = await send('/api/places?query=westl');
    expect((westlands.body as unknown as { name: string }[]).map((place) => place.name)).toContain('Westlands');
    // Place search ignores punctuation ('St. Mary' finds St Mary's): punctuation alone finds nothing.
    for (const query of wildcards.filter((text) => !/\w/.test(text))) {
      const answer = await send(`/api/places?query=${encodeURIComponent(query)}`);
      expect([query, answer.status, answer.body]).toEqual([query, 200, []]);
    }
    expect((await send(`/api/places?query=${encodeURIComponent('westl\\')}`)).body).toEqual(westlands.body);
  });

  it('GET /api/admin/shipments?search=', async () => {
    const found = await send(`/api/admin/shipments?search=${encodeURIComponent(trackingNumber.slice(-6))}`, { cookie: staff });
    expect(found.body.total).toBe(1);
    for (const search of wildcards) {
      const answer = await send(`/api/admin/shipments?search=${encodeURIComponent(search)}`, { cookie: staff });
      expect([search, answer.status, answer.body.total]).toEqual([search, 200, 0]);
    }
  });

  it('GET /api/search?type=flights&query= (airports by country)', async () => {
    // Tomorrow: by the afternoon every flight to Kenya today has departed, and departed flights are not listed.
    const date = addDays(travelToday(), 1);
    const all = await send(`/api/search?type=flights&date=${date}&query=Kenya`);
    expect(all.body.total).toBeGreaterThan(0);
    for (const query of wildcards) {
      const answer = await send(`/api/search?type=flights&date=${date}&query=${encodeURIComponent(query)}`);
      expect([query, answer.status, answer.body.total]).toEqual([query, 200, 0]);
    }
  });
});
