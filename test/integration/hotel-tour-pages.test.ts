// The hotel and tour pages' answers and the review rule: a traveller reviews a hotel or tour
// from a confirmed booking of theirs once its last day is past, once per booking.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import type { HotelDetail } from '@shared/schemas/hotels';
import type { TourPackageDetail } from '@shared/schemas/tours';
import type { TravelReview, TravelReviewPage } from '@shared/schemas/travel-reviews';
import { createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';
import { api, freshIp, registerTraveller } from './accounts-support';
import { findUserById } from '../../src/server/features/auth';
import { collectAccountData } from '../../src/server/features/privacy/data-export';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DELAY_MS: 0 });
});
afterAll(() => app?.close());

async function call<T>(path: string, cookie?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await app.fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A paid stay of two nights from `startDays` days on; moved into the past afterwards by `endInPast`. */
async function paidStay(user: SessionUser, hotelId: string, startDays = 5): Promise<string> {
  const booking = await app.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(startDays), endDate: inDays(startDays + 2) });
  await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
  return booking.id;
}

/** The trip happened: its dates move to `endDays` (negative: past) as its last day. */
async function endOn(bookingId: string, endDays: number, nights = 2): Promise<void> {
  await sql(app, `update booking set start_date = ?::date, end_date = ?::date where id = ?`, [inDays(endDays - nights), inDays(endDays), bookingId]);
}

describe('the REST additions', () => {
  it('are in /api/openapi.json, from the procedures’ meta', async () => {
    const doc = (await call<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>('/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/tour-packages/{id}'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/hotels/{id}/reviews']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/tour-packages/{id}/reviews']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/hotels/{id}/reviews'].post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '409']));
  });
});

describe('GET /api/hotels/:id (the hotel page)', () => {
  it('answers the stay asked, with the hotel on the map and the landmarks near it', async () => {
    const res = await call<HotelDetail>(`/api/hotels/nairobi-karen-garden-lodge?checkIn=${inDays(3)}&checkOut=${inDays(5)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'nairobi-karen-garden-lodge',
      name: 'Karen Garden Lodge',
      checkIn: inDays(3),
      checkOut: inDays(5),
      nights: 2,
      pricePerNight: '165.00',
    });
    expect(res.body.amenities.length).toBeGreaterThan(0);
    expect(res.body.map).toMatchObject({ tileUrl: null, tileAttribution: null });
    expect(res.body.map!.lat).toBeCloseTo(-1.3, 0);
    expect(res.body.map!.landmarks.length).toBeGreaterThan(0);
  });

  it('a hotel without a place in the gazetteer has no map; an unknown one is a 404', async () => {
    const hotelId = await createHotel(app, { rooms: 2 });
    expect((await call<HotelDetail>(`/api/hotels/${hotelId}`)).body.map).toBeNull();
    expect((await call(`/api/hotels/no-such-hotel`)).status).toBe(404);
  });
});

describe('GET /api/tour-packages/:id (the tour page)', () => {
  it('answers the demo itinerary, one day per day of the tour, with inclusions and the meeting point', async () => {
    const res = await call<TourPackageDetail>('/api/tour-packages/tour-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'tour-1', name: 'Serengeti National Park', durationDays: 5 });
    expect(res.body.itinerary.map((day) => day.day)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.included).toContain('Park entry fees');
    expect(res.body.excluded).toContain('Visa fees');
    expect(res.body.meetingPoint).toMatch(/Arusha/);
    expect(res.body.departureDate).not.toBeNull();
  });

  it('a package without details answers empty lists; a draft or unknown one is a 404', async () => {
    await sql(app, `update tour_package set itinerary = null, included = null, excluded = null, meeting_point = null where id = 'tour-3'`);
    expect((await call<TourPackageDetail>('/api/tour-packages/tour-3')).body).toMatchObject({ itinerary: [], included: [], excluded: [], meetingPoint: null });
    await sql(app, `update tour_package set status = 'draft' where id = 'tour-3'`);
    expect((await call('/api/tour-packages/tour-3')).status).toBe(404);
    await sql(app, `update tour_package set status = 'published' where id = 'tour-3'`);
    expect((await call('/api/tour-packages/nope')).status).toBe(404);
  });
});

describe('hotel reviews: only after the stay, once per booking', () => {
  it('refuses a review before check-out has passed, then takes it after, and refuses a second one', async () => {
    const user = await createUser(app);
    await sql(app, `update app_user set full_name = 'Amina Wanjiku Otieno' where id = ?`, [user.id]);
    user.fullName = 'Amina Wanjiku Otieno';
    const cookie = await sessionCookie(app, user);
    const hotelId = await createHotel(app, { rooms: 3 });
    const bookingId = await paidStay(user, hotelId);

    const early = await call<{ field?: string }>(`/api/hotels/${hotelId}/reviews`, cookie, { rating: 5, text: 'Lovely' });
    expect(early.status).toBe(403);
    expect(early.body.field).toBe('id');

    await endOn(bookingId, 0);
    const onCheckOutDay = await call(`/api/hotels/${hotelId}/reviews`, cookie, { rating: 5, text: 'Lovely' });
    expect(onCheckOutDay.status).toBe(403);

    await endOn(bookingId, -1);
    const after = await call<TravelReview>(`/api/hotels/${hotelId}/reviews`, cookie, { rating: 4, text: '  Quiet garden, kind staff.  ' });
    expect(after.status).toBe(201);
    expect(after.body).toMatchObject({ rating: 4, text: 'Quiet garden, kind staff.', reviewerName: 'Amina O.', travelledOn: inDays(-3) });

    const twice = await call<{ field?: string }>(`/api/hotels/${hotelId}/reviews`, cookie, { rating: 1, text: 'Again', bookingId });
    expect(twice.status).toBe(409);
    expect(twice.body.field).toBe('bookingId');

    const page = await call<TravelReviewPage>(`/api/hotels/${hotelId}/reviews`);
    expect(page.body).toMatchObject({ total: 1, averageRating: '4.0', items: [{ rating: 4, reviewerName: 'Amina O.' }] });
  });

  it('two reviews of one stay sent at once: exactly one is taken', async () => {
    const user = await createUser(app);
    const hotelId = await createHotel(app, { rooms: 3 });
    const bookingId = await paidStay(user, hotelId);
    await endOn(bookingId, -2);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => app.caller(user).reviews.reviewHotel({ id: hotelId, bookingId, rating: 5, text: `Review ${index}` })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason.code)).toEqual(
      Array(7).fill('CONFLICT'),
    );
  });

  it('two past stays give two reviews; a traveller who never stayed, an unpaid booking and a signed-out caller are refused', async () => {
    const user = await createUser(app);
    const hotelId = await createHotel(app, { rooms: 3 });
    await endOn(await paidStay(user, hotelId, 5), -10);
    await endOn(await paidStay(user, hotelId, 9), -3);
    await app.caller(user).reviews.reviewHotel({ id: hotelId, rating: 5, text: 'First' });
    await app.caller(user).reviews.reviewHotel({ id: hotelId, rating: 3, text: 'Second' });
    await expect(app.caller(user).reviews.reviewHotel({ id: hotelId, rating: 3, text: 'Third' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await app.caller().reviews.hotel({ id: hotelId })).averageRating).toBe('4.0');

    const stranger = await createUser(app);
    await expect(app.caller(stranger).reviews.reviewHotel({ id: hotelId, rating: 5, text: 'Never went' })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const unpaid = await app.caller(stranger).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(5), endDate: inDays(7) });
    await endOn(unpaid.id, -1);
    await expect(app.caller(stranger).reviews.reviewHotel({ id: hotelId, bookingId: unpaid.id, rating: 5, text: 'Unpaid' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    expect((await call(`/api/hotels/${hotelId}/reviews`, undefined, { rating: 5, text: 'Hi' })).status).toBe(401);
  });

  it('a bad rating or missing text is a 400 naming the field; an unknown hotel is a 404', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const hotelId = await createHotel(app, { rooms: 1 });
    for (const [body, field] of [
      [{ rating: 0, text: 'Bad' }, 'rating'],
      [{ rating: 6, text: 'Bad' }, 'rating'],
      [{ rating: 4.5, text: 'Bad' }, 'rating'],
      [{ rating: 'five', text: 'Bad' }, 'rating'],
      [{ rating: 4 }, 'text'],
      [{ rating: 4, text: '   ' }, 'text'],
      [{ rating: 4, text: 'x'.repeat(1001) }, 'text'],
      [{ rating: 4, text: 'Fine', bookingId: 'not-a-uuid' }, 'bookingId'],
    ] as const) {
      const res = await call(`/api/hotels/${hotelId}/reviews`, cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(`"${field}"`);
    }
    expect((await call(`/api/hotels/no-such-hotel/reviews`, cookie, { rating: 4, text: 'Fine' })).status).toBe(404);
    expect((await call(`/api/hotels/no-such-hotel/reviews`)).status).toBe(404);
  });
});

describe('tour reviews: only after the tour', () => {
  it('refuses a review before the tour’s last day has passed and takes one after', async () => {
    const user = await createUser(app);
    const [departure] = (await app.caller().tours.departures({ id: 'tour-5' })).filter((entry) => entry.placesAvailable > 0);
    const booking = await app.caller(user).bookings.create({
      type: 'tour',
      itemId: 'tour-5',
      startDate: departure.date,
      quantity: 1,
      tourTravellers: [{ givenNames: 'Amina', surname: 'Hassan' }],
    });
    await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
    await expect(app.caller(user).reviews.reviewTour({ id: 'tour-5', rating: 5, text: 'Elephants!' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await endOn(booking.id, -1, 1);
    const review = await app.caller(user).reviews.reviewTour({ id: 'tour-5', rating: 5, text: 'Elephants!' });
    expect(review).toMatchObject({ rating: 5, text: 'Elephants!', travelledOn: inDays(-2) });
    expect((await call<TravelReviewPage>('/api/tour-packages/tour-5/reviews')).body).toMatchObject({ total: 1, averageRating: '5.0' });
    // A hotel review is not a tour's: the tour's booking does not review a hotel.
    await expect(app.caller(user).reviews.reviewHotel({ id: 'nairobi-karen-garden-lodge', rating: 5, text: 'No' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('reviews and the reviewer’s data', () => {
  it('a review is in the data export, and deleting the account keeps only its anonymous rating', async () => {
    const account = await registerTraveller(app);
    await sql(app, `update app_user set full_name = 'Baraka Juma' where id = ?`, [account.user.id]);
    const user = (await findUserById(app.orm.em.fork(), account.user.id)) as SessionUser;
    const hotelId = await createHotel(app, { rooms: 3 });
    const bookingId = await paidStay(user, hotelId);
    await endOn(bookingId, -1);
    await app.caller(user).reviews.reviewHotel({ id: hotelId, rating: 2, text: 'Noisy road outside' });
    const exported = await collectAccountData(app.orm.em.fork(), user.id);
    expect(exported.reviews).toEqual([expect.objectContaining({ itemType: 'hotel', itemId: hotelId, rating: 2, text: 'Noisy road outside' })]);

    const deleted = await api(app, '/api/account/delete', { body: { password: account.password }, cookie: account.cookie, ip: freshIp() });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const page = await call<TravelReviewPage>(`/api/hotels/${hotelId}/reviews`);
    expect(page.body).toMatchObject({ total: 1, averageRating: '2.0', items: [{ rating: 2, reviewerName: null, text: null }] });
  });
});
