import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, inDays, sessionCookie, sql } from './travel-fixtures';

// The messages the shared schemas set themselves (English in src/shared/schemas) and the
// HTTP edge's own answers reach a Kiswahili or Arabic caller in their language, over /api and
// /trpc, naming the field, as a 4xx; English stays exactly as it was.
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = await sessionCookie(app, await createUser(app));
});
afterAll(() => app?.close());

type ErrorBody = { message: string; code: string; issues?: { path: string; message: string }[] };

const headersFor = (language: string | undefined, extra: Record<string, string> = {}) => ({ ...(language ? { 'accept-language': language } : {}), ...extra });

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

describe('messages a shared schema sets itself', () => {
  const sameDayStay = { type: 'hotel', itemId: randomUUID(), startDate: inDays(10), endDate: inDays(10) };
  const book = async (language: string | undefined, body: unknown) =>
    answer(
      await app.fetch('/api/bookings', {
        method: 'POST',
        headers: headersFor(language, { cookie, 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      }),
    );

  it.each([
    [undefined, 'Check-out must be after check-in'],
    ['sw-TZ,sw;q=0.9', 'Tarehe ya kuondoka lazima iwe baada ya tarehe ya kuingia'],
    ['ar', 'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول'],
  ])('POST /api/bookings with Accept-Language %s: endDate reads %s', async (language, text) => {
    expect(await book(language, sameDayStay)).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: `endDate: ${text}`, issues: [{ path: 'endDate', message: text }] },
    });
  });

  it.each([
    [undefined, 'Must be at most 5 for a hotel booking'],
    ['sw', 'Lazima isizidi 5 kwa uhifadhi wa aina hotel'],
    ['ar', 'يجب ألا يزيد على 5 لحجز من نوع hotel'],
  ])('a message built at run time, with Accept-Language %s, reads %s', async (language, text) => {
    const { status, body } = await book(language, { ...sameDayStay, endDate: inDays(11), quantity: 9 });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: 'quantity', message: text }]);
  });

  it.each([
    [undefined, 'guests: Must be 1 to 10'],
    ['sw', 'guests: Lazima iwe kuanzia 1 hadi 10'],
    ['ar', 'guests: يجب أن يكون من 1 إلى 10'],
  ])('GET /api/hotels (a query string) with Accept-Language %s reads %s', async (language, message) => {
    expect(await answer(await app.fetch('/api/hotels?guests=11', { headers: headersFor(language) }))).toMatchObject({ status: 400, body: { message } });
  });

  // The tRPC error shape carries the same body in `data`.
  const trpcSearch = async (headers: Record<string, string>) => {
    const input = encodeURIComponent(JSON.stringify({ guests: 11, checkIn: inDays(5), checkOut: inDays(4) }));
    const response = await fetch(`${app.baseUrl}/trpc/hotels.search?input=${input}`, { headers });
    return { status: response.status, error: ((await response.json()) as { error: { message: string; data: ErrorBody & { httpStatus: number } } }).error };
  };

  it.each([
    [undefined, ['Must be 1 to 10', 'Must be after checkIn']],
    ['sw', ['Lazima iwe kuanzia 1 hadi 10', 'Lazima iwe baada ya checkIn']],
    ['ar', ['يجب أن يكون من 1 إلى 10', 'يجب أن يكون بعد checkIn']],
  ])('the tRPC procedure hotels.search with Accept-Language %s', async (language, [guests, checkOut]) => {
    const { status, error } = await trpcSearch(headersFor(language));
    expect(status).toBe(400);
    expect(error.data.issues).toEqual([
      { path: 'guests', message: guests },
      { path: 'checkOut', message: checkOut },
    ]);
    expect(error.message).toBe(`guests: ${guests}; checkOut: ${checkOut}`);
  });

  it('follows the language a signed-in user saved, over Accept-Language', async () => {
    const user = await createUser(app);
    await sql(app, `update app_user set language = 'ar' where id = ?`, [user.id]);
    const { error } = await trpcSearch({ cookie: await sessionCookie(app, user), 'accept-language': 'sw' });
    expect(error.data.issues?.[0]).toEqual({ path: 'guests', message: 'يجب أن يكون من 1 إلى 10' });
  });

  it("keeps zod's default messages in the caller language too", async () => {
    const { body } = await book('sw', { ...sameDayStay, quantity: 'two' });
    expect(body.issues).toEqual([{ path: 'quantity', message: 'Lazima iwe namba kamili' }]);
  });
});

describe("the HTTP edge's own answers", () => {
  const raw = (path: string, init?: RequestInit) => fetch(`${app.baseUrl}${path}`, init);
  const post = (path: string, language: string | undefined, body: string, headers: Record<string, string> = {}) =>
    raw(path, { method: 'POST', headers: headersFor(language, { 'content-type': 'application/json', ...headers }), body });

  it.each([
    [undefined, 'Cross-origin request refused'],
    ['sw', 'Ombi kutoka tovuti nyingine limekataliwa'],
    ['ar', 'رُفض طلب وارد من مصدر آخر'],
  ])('a cross-origin request, Accept-Language %s', async (language, message) => {
    const refused = await post('/api/login', language, '{}', { origin: 'http://elsewhere.example' });
    expect(await answer(refused)).toEqual({ status: 403, body: { message, code: 'FORBIDDEN' } });
  });

  it("a cross-origin request of a signed-in user, in the user's saved language", async () => {
    const user = await createUser(app);
    await sql(app, `update app_user set language = 'sw' where id = ?`, [user.id]);
    const refused = await post('/api/bookings', 'ar', '{}', { origin: 'http://elsewhere.example', cookie: await sessionCookie(app, user) });
    expect((await answer(refused)).body.message).toBe('Ombi kutoka tovuti nyingine limekataliwa');
  });

  it.each([
    [
      undefined,
      'No such API path: GET /api/no-such-thing',
      'body: Invalid JSON',
      'body: JSON nested deeper than 32 levels',
      'url: Longer than 8192 characters',
    ],
    [
      'sw',
      'Hakuna njia ya API kama hii: GET /api/no-such-thing',
      'body: JSON si sahihi',
      'body: JSON ina kina cha zaidi ya viwango 32',
      'url: Ni ndefu kuliko herufi 8192',
    ],
    [
      'ar',
      'لا يوجد مسار API كهذا: GET /api/no-such-thing',
      'body: JSON غير صالح',
      'body: عمق تداخل JSON يتجاوز الحد المسموح به (32)',
      'url: أطول من الحد المسموح به (8192 حرفًا)',
    ],
  ])('an unknown path, bad JSON, deep JSON and a long URL, Accept-Language %s', async (language, noSuchPath, invalidJson, tooDeep, urlTooLong) => {
    expect(await answer(await raw('/api/no-such-thing', { headers: headersFor(language) }))).toEqual({
      status: 404,
      body: { message: noSuchPath, code: 'NOT_FOUND' },
    });
    expect(await answer(await post('/api/login', language, '{"username":'))).toEqual({ status: 400, body: { message: invalidJson, code: 'BAD_REQUEST' } });
    expect(await answer(await post('/trpc/auth.login', language, `{"username":${'['.repeat(40)}${']'.repeat(40)}}`))).toEqual({
      status: 400,
      body: { message: tooDeep, code: 'BAD_REQUEST' },
    });
    expect(await answer(await raw(`/api/hotels?destination=${'a'.repeat(9_000)}`, { headers: headersFor(language) }))).toEqual({
      status: 414,
      body: { message: urlTooLong, code: 'URI_TOO_LONG' },
    });
  });

  it('a JSON body over the limit, headers over 16 KB, and a path that is not percent-encoding', async () => {
    const big = await post('/api/login', 'sw', JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' }));
    expect(await answer(big)).toEqual({ status: 413, body: { message: `body: Ni kubwa kuliko ${app.config.JSON_BODY_LIMIT}`, code: 'PAYLOAD_TOO_LARGE' } });
    const headers = await raw('/api/tour-packages', { headers: { 'accept-language': 'ar', 'x-padding': 'p'.repeat(20_000) } });
    expect(await answer(headers)).toEqual({ status: 431, body: { message: 'headers: كبيرة جدًا', code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' } });
    const undecodable = await raw('/api/bookings/%E0%A4%A', { headers: { 'accept-language': 'sw', cookie } });
    expect(await answer(undecodable)).toEqual({ status: 400, body: { message: 'url: Si anwani sahihi', code: 'BAD_REQUEST' } });
  });

  it.each([
    [undefined, 'No such photo'],
    ['sw', 'Picha hii haipo'],
    ['ar', 'الصورة غير موجودة'],
  ])('a photo that does not exist, Accept-Language %s', async (language, text) => {
    const missing = await raw(`/media/photos/${randomUUID()}-640.webp`, { headers: headersFor(language) });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await missing.text()).toBe(text);
  });
});
