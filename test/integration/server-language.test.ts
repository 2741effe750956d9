import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createHotel, createUser, inDays, sessionCookie } from './travel-fixtures';
import { withLanguage } from '../../src/server/core/i18n';
import { resolveStay } from '../../src/server/features/hotels/hotels.service';

// Server-made texts follow the caller's language: Accept-Language when no language is saved.
describe('server texts in the caller language', () => {
  let app: TestApp;
  beforeAll(async () => {
    // One failed sign-in per network per minute, so the second answers 429.
    app = await createTestApp({ LOGIN_FAILURES_PER_IP_PER_MINUTE: 1 });
  });
  afterAll(() => app.close());

  const message = async (path: string, acceptLanguage: string | undefined, init: { cookie?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (acceptLanguage) headers['accept-language'] = acceptLanguage;
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.fetch(path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  };

  it.each([
    ['en', 'Please sign in'],
    ['sw-KE,sw;q=0.9', 'Tafadhali ingia'],
    ['ar', 'يرجى تسجيل الدخول'],
    ['fr-FR', 'Please sign in'],
  ])('a 401 with Accept-Language %s reads %s', async (acceptLanguage, text) => {
    expect(await message('/api/bookings', acceptLanguage)).toEqual({ status: 401, message: text });
  });

  it.each([
    [undefined, 'Booking not found'],
    ['sw', 'Uhifadhi haukupatikana'],
    ['ar', 'الحجز غير موجود'],
  ])('a 404 booking with Accept-Language %s reads %s', async (acceptLanguage, text) => {
    const cookie = await sessionCookie(app, await createUser(app));
    expect(await message(`/api/bookings/${randomUUID()}`, acceptLanguage, { cookie })).toEqual({ status: 404, message: text });
  });

  // The hotel rules themselves (the request schemas in src/shared check the same first, in English).
  it.each([
    [undefined, 'checkOut: Must be after checkIn'],
    ['sw', 'checkOut: Lazima iwe baada ya checkIn'],
    ['ar', 'checkOut: يجب أن يكون بعد checkIn'],
  ] as const)('a hotel stay of no nights in %s reads %s', (language, text) => {
    const stay = () => resolveStay(inDays(3), inDays(3));
    expect(() => (language ? withLanguage(language, stay) : stay())).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', message: text }));
  });

  it('names what is left, with the plural the language needs', async () => {
    const hotelId = await createHotel(app, { rooms: 3 });
    const cookie = await sessionCookie(app, await createUser(app));
    const stay = (quantity: number) => ({ type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(21), quantity });
    const tooMany = (acceptLanguage?: string) => message('/api/bookings', acceptLanguage, { cookie, body: stay(3) });
    expect((await message('/api/bookings', undefined, { cookie, body: stay(1) })).status).toBe(201);
    expect(await tooMany()).toEqual({ status: 409, message: 'Only 2 rooms left for these dates' });
    expect(await tooMany('sw')).toEqual({ status: 409, message: 'Vimebaki vyumba 2 tu kwa tarehe hizi' });
    expect(await tooMany('ar')).toEqual({ status: 409, message: 'لم تتبق إلا غرفتان لهذه التواريخ' });
    expect((await message('/api/bookings', undefined, { cookie, body: stay(2) })).status).toBe(201);
    expect(await tooMany()).toEqual({ status: 409, message: 'Sold out: no rooms left for these dates' });
    expect(await tooMany('sw')).toEqual({ status: 409, message: 'Zimeisha: hakuna vyumba vilivyobaki kwa tarehe hizi' });
    expect(await tooMany('ar')).toEqual({ status: 409, message: 'نفدت الغرف: لا غرف متبقية لهذه التواريخ' });
  });

  it('refuses too many failed sign-ins in the caller language', async () => {
    const body = { username: 'nobody-here', password: 'not the password' };
    expect(await message('/api/login', undefined, { body })).toEqual({ status: 401, message: 'Invalid credentials' });
    expect(await message('/api/login', undefined, { body })).toEqual({
      status: 429,
      message: 'Too many failed sign-in attempts. Please wait a minute and try again.',
    });
    expect(await message('/api/login', 'sw', { body })).toEqual({
      status: 429,
      message: 'Majaribio mengi mno ya kuingia yameshindwa. Tafadhali subiri dakika moja kisha ujaribu tena.',
    });
    expect(await message('/api/login', 'ar', { body })).toEqual({
      status: 429,
      message: 'محاولات دخول فاشلة كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    });
  });
});
