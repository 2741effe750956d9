import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TourAdmin, TourAdminSummary } from '@shared/schemas/tour-admin';
import type { TourPackage } from '@shared/schemas/tours';
import type { AuditPage } from '@shared/schemas/audit';
import { actor, call, type Actor } from './backoffice-fixtures';
import { inDays, sql } from './travel-fixtures';

let app: TestApp;
let staff: Actor;
beforeAll(async () => {
  app = await createTestApp();
  staff = await actor(app, 'staff');
});
afterAll(() => app?.close());

const fields = {
  name: 'Kilimanjaro Machame Trek',
  location: 'Moshi, Tanzania',
  durationDays: 7,
  price: '1850',
  discountPercent: 15,
  description: 'Seven days on the Machame route.\nPorters, guides and park fees included.',
};

const publicTours = async () => (await call<TourPackage[]>(app, '/api/tour-packages')).body;

describe('the package manager', () => {
  it('creates a draft that travellers cannot see, publishes it into Featured Deals and search, and unpublishes it', async () => {
    const created = await call<TourAdmin>(app, '/api/admin/tour-packages', { body: fields, cookie: staff.cookie });
    expect(created.status).toBe(201);
    const tour = created.body;
    expect(tour).toMatchObject({
      status: 'draft',
      name: fields.name,
      duration: '7 Days / 6 Nights',
      price: '1850.00',
      originalPrice: '2176.00',
      discountPercent: 15,
      photos: [],
      departures: [],
      image: '/images/tours/default.svg',
    });
    expect(tour.id).toMatch(/^tour-[0-9a-f]{8}$/);
    expect((await publicTours()).map((t) => t.id)).not.toContain(tour.id);
    expect((await call(app, `/api/tour-packages/${tour.id}/departures`)).status).toBe(404);

    const departure = await call<TourAdmin>(app, `/api/admin/tour-packages/${tour.id}/departures`, {
      body: { date: inDays(14), capacity: 6 },
      cookie: staff.cookie,
    });
    expect(departure.status).toBe(201);
    expect(departure.body.departures).toEqual([{ id: `${tour.id}-${inDays(14).replaceAll('-', '')}`, date: inDays(14), capacity: 6, booked: 0 }]);

    const published = await call<TourAdmin>(app, `/api/admin/tour-packages/${tour.id}/publish`, { method: 'POST', cookie: staff.cookie });
    expect(published.body.status).toBe('published');
    const listed = (await publicTours()).find((t) => t.id === tour.id);
    expect(listed).toMatchObject({ name: fields.name, price: '1850.00', departureDate: inDays(14), placesAvailable: 6 });
    const search = await call<{ results: TourPackage[] }>(app, `/api/search?type=tours&query=${encodeURIComponent('Machame')}`);
    expect(search.body.results.map((t) => t.id)).toEqual([tour.id]);

    // A traveller books a place; the package is then unpublished: hidden and no longer bookable, the booking stays.
    const traveller = await actor(app, 'traveller');
    const booked = await call<{ id: string; status: string }>(app, '/api/bookings', {
      body: { type: 'tour', itemId: tour.id, startDate: inDays(14), quantity: 2 },
      cookie: traveller.cookie,
    });
    expect(booked.status).toBe(201);
    await call(app, `/api/admin/tour-packages/${tour.id}/unpublish`, { method: 'POST', cookie: staff.cookie });
    expect((await publicTours()).map((t) => t.id)).not.toContain(tour.id);
    const refused = await call(app, '/api/bookings', { body: { type: 'tour', itemId: tour.id, startDate: inDays(14), quantity: 1 }, cookie: traveller.cookie });
    expect(refused.status).toBe(404);
    expect((await call<{ status: string }>(app, `/api/bookings/${booked.body.id}`, { cookie: traveller.cookie })).body.status).toBe('pending');

    const staffList = await call<TourAdminSummary[]>(app, '/api/admin/tour-packages', { cookie: staff.cookie });
    expect(staffList.body.find((t) => t.id === tour.id)).toMatchObject({ status: 'draft', nextDeparture: inDays(14), departuresAhead: 1, photoCount: 0 });
  });

  it('edits a package; places cannot go below what is booked, and a booked departure cannot be removed', async () => {
    const tour = (await call<TourAdmin>(app, '/api/admin/tour-packages', { body: fields, cookie: staff.cookie })).body;
    const edited = await call<TourAdmin>(app, `/api/admin/tour-packages/${tour.id}`, {
      method: 'PUT',
      body: { ...fields, price: '1799.99', durationDays: 1 },
      cookie: staff.cookie,
    });
    expect(edited.body).toMatchObject({ price: '1799.99', duration: '1 Day' });

    const withDeparture = (
      await call<TourAdmin>(app, `/api/admin/tour-packages/${tour.id}/departures`, { body: { date: inDays(20), capacity: 4 }, cookie: staff.cookie })
    ).body;
    const departureId = withDeparture.departures[0].id;
    const twice = await call(app, `/api/admin/tour-packages/${tour.id}/departures`, { body: { date: inDays(20), capacity: 4 }, cookie: staff.cookie });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ field: 'date' });
    await call(app, `/api/admin/tour-packages/${tour.id}/publish`, { method: 'POST', cookie: staff.cookie });

    const traveller = await actor(app, 'traveller');
    expect(
      (await call(app, '/api/bookings', { body: { type: 'tour', itemId: tour.id, startDate: inDays(20), quantity: 3 }, cookie: traveller.cookie })).status,
    ).toBe(201);
    const below = await call(app, `/api/admin/departures/${departureId}`, { method: 'PATCH', body: { capacity: 2 }, cookie: staff.cookie });
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({ field: 'capacity', message: 'capacity: Already booked: 3. The places cannot go below that' });
    const raised = await call<TourAdmin>(app, `/api/admin/departures/${departureId}`, { method: 'PATCH', body: { capacity: 10 }, cookie: staff.cookie });
    expect(raised.body.departures[0]).toMatchObject({ capacity: 10, booked: 3 });
    expect((await call(app, `/api/admin/departures/${departureId}`, { method: 'DELETE', cookie: staff.cookie })).status).toBe(409);

    const free = (
      await call<TourAdmin>(app, `/api/admin/tour-packages/${tour.id}/departures`, { body: { date: inDays(27), capacity: 4 }, cookie: staff.cookie })
    ).body.departures[1];
    const removed = await call<TourAdmin>(app, `/api/admin/departures/${free.id}`, { method: 'DELETE', cookie: staff.cookie });
    expect(removed.body.departures.map((d) => d.date)).toEqual([inDays(20)]);
  });

  it('never sells more places than the departure has while staff lower them and travellers book at once', async () => {
    const tour = (await call<TourAdmin>(app, '/api/admin/tour-packages', { body: fields, cookie: staff.cookie })).body;
    const departure = (
      await call<TourAdmin>(app, `/api/admin/tour-packages/${tour.id}/departures`, { body: { date: inDays(30), capacity: 8 }, cookie: staff.cookie })
    ).body.departures[0];
    await call(app, `/api/admin/tour-packages/${tour.id}/publish`, { method: 'POST', cookie: staff.cookie });
    const travellers = await Promise.all(Array.from({ length: 8 }, () => actor(app, 'traveller')));
    const [lowered, ...bookings] = await Promise.all([
      call(app, `/api/admin/departures/${departure.id}`, { method: 'PATCH', body: { capacity: 4 }, cookie: staff.cookie }),
      ...travellers.map((traveller) =>
        call(app, '/api/bookings', { body: { type: 'tour', itemId: tour.id, startDate: inDays(30), quantity: 1 }, cookie: traveller.cookie }),
      ),
    ]);
    const [row] = await sql<{ capacity: number; booked: number }>(app, `select capacity, booked from tour_departure where id = ?`, [departure.id]);
    const sold = bookings.filter((booking) => booking.status === 201).length;
    expect(bookings.every((booking) => booking.status === 201 || booking.status === 409)).toBe(true);
    expect(row.booked).toBe(sold);
    expect(row.booked).toBeLessThanOrEqual(row.capacity);
    // Either the lowering came first (4 places, 4 sold) or too many were booked by then (400, 8 places kept).
    if (lowered.status === 200) expect(row).toEqual({ capacity: 4, booked: 4 });
    else expect([lowered.status, row.capacity]).toEqual([400, 8]);
  });

  it('refuses bad input with a 400 naming each field', async () => {
    const bad = await call<{ message: string; issues: { path: string }[] }>(app, '/api/admin/tour-packages', {
      body: { name: ' ', location: 'X', durationDays: 0, price: '12.345', discountPercent: 95, description: 'ok\u0000' },
      cookie: staff.cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue) => issue.path).sort()).toEqual(['description', 'discountPercent', 'durationDays', 'name', 'price']);
    const past = await call(app, '/api/admin/tour-packages/tour-1/departures', { body: { date: inDays(-1), capacity: 5 }, cookie: staff.cookie });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ field: 'date' });
    expect((await call(app, '/api/admin/tour-packages/tour-1/departures', { body: { date: inDays(3), capacity: 0 }, cookie: staff.cookie })).status).toBe(400);
    expect((await call(app, '/api/admin/tour-packages/no-such-tour', { cookie: staff.cookie })).status).toBe(404);
  });

  it('is for staff: 401 signed out, 403 for travellers', async () => {
    const traveller = await actor(app, 'traveller');
    for (const [path, method, body] of [
      ['/api/admin/tour-packages', 'GET', undefined],
      ['/api/admin/tour-packages', 'POST', fields],
      ['/api/admin/tour-packages/tour-1', 'PUT', fields],
      ['/api/admin/tour-packages/tour-1/publish', 'POST', undefined],
      ['/api/admin/tour-packages/tour-1/departures', 'POST', { date: inDays(5), capacity: 3 }],
      ['/api/admin/departures/tour-1-20990101', 'DELETE', undefined],
    ] as const) {
      expect((await call(app, path, { method, body })).status, `${method} ${path} signed out`).toBe(401);
      expect((await call(app, path, { method, body, cookie: traveller.cookie })).status, `${method} ${path} traveller`).toBe(403);
    }
  });
});

describe('the audit trail', () => {
  it('records who changed what, before and after, filterable by staff member and by item; it cannot be rewritten', async () => {
    const other = await actor(app, 'staff');
    const tour = (await call<TourAdmin>(app, '/api/admin/tour-packages', { body: fields, cookie: staff.cookie })).body;
    await call(app, `/api/admin/tour-packages/${tour.id}`, { method: 'PUT', body: { ...fields, price: '1900' }, cookie: other.cookie });
    // Saving the same values again changes nothing and records nothing.
    await call(app, `/api/admin/tour-packages/${tour.id}`, { method: 'PUT', body: { ...fields, price: '1900' }, cookie: other.cookie });
    await call(app, `/api/admin/tour-packages/${tour.id}/publish`, { method: 'POST', cookie: other.cookie });

    const byItem = (await call<AuditPage>(app, `/api/admin/audit?itemType=tour&itemId=${tour.id}`, { cookie: staff.cookie })).body;
    expect(byItem.items.map((event) => [event.action, event.actor.username])).toEqual([
      ['tour.publish', other.user.username],
      ['tour.update', other.user.username],
      ['tour.create', staff.user.username],
    ]);
    expect(byItem.items[1]).toMatchObject({
      itemType: 'tour',
      itemId: tour.id,
      itemLabel: fields.name,
      before: { price: '1850.00' },
      after: { price: '1900.00' },
    });
    expect(byItem.items[2]).toMatchObject({ before: null, after: { name: fields.name, status: 'draft', price: '1850.00' } });
    expect(Date.parse(byItem.items[0].at)).toBeGreaterThan(Date.now() - 60_000);

    const byActor = (await call<AuditPage>(app, `/api/admin/audit?actorId=${other.user.id}`, { cookie: staff.cookie })).body;
    expect(byActor.items.every((event) => event.actor.id === other.user.id)).toBe(true);
    expect(byActor.items).toHaveLength(2);

    const firstPage = (await call<AuditPage>(app, `/api/admin/audit?itemId=${tour.id}&limit=2`, { cookie: staff.cookie })).body;
    expect(firstPage.items).toHaveLength(2);
    const secondPage = (await call<AuditPage>(app, `/api/admin/audit?itemId=${tour.id}&limit=2&cursor=${firstPage.nextCursor}`, { cookie: staff.cookie })).body;
    expect(secondPage.items.map((event) => event.action)).toEqual(['tour.create']);
    expect(secondPage.nextCursor).toBeNull();

    await expect(sql(app, `update audit_event set actor_username = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(sql(app, `delete from audit_event`)).rejects.toThrow(/append-only/);
    await expect(sql(app, `truncate audit_event`)).rejects.toThrow(/append-only/);
    expect((await call<AuditPage>(app, `/api/admin/audit?itemId=${tour.id}`, { cookie: staff.cookie })).body.items).toHaveLength(3);

    const bad = await call(app, `/api/admin/audit?actorId=${'not-a-uuid'}&itemType=spaceship`, { cookie: staff.cookie });
    expect(bad.status).toBe(400);
    expect(String((bad.body as { message: string }).message)).toMatch(/actorId: .*itemType: /);
    const traveller = await actor(app, 'traveller');
    expect((await call(app, '/api/admin/audit', { cookie: traveller.cookie })).status).toBe(403);
    expect((await call(app, `/api/admin/audit?actorId=${randomUUID()}`)).status).toBe(401);
  });
});
