// Cargo: creating a shipment (signed in, server-priced, the spec's validation texts), paying for
// it like any hold (not revenue nor points until paid; unpaid it lapses; paid once however
// raced), checksummed tracking numbers, public rate-limited tracking that shows the public only
// status, timeline and cities, the carrier simulation (from the payment) through every event
// within the method's transit window, CARGO_TIME_SCALE, My Bookings and live updates over SSE.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepLapsedHolds } from '../../src/server/features/bookings';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import type { CargoShipment, CreateShipmentRequest, PublicShipment, ShipmentLiveMessage, TrackedShipment } from '@shared/schemas/cargo';
import { checkTrackingNumber, formatTrackingNumber } from '@shared/tracking-number';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { travelToday } from '@shared/schemas/travel';
import { addDays } from '@shared/travel-calendar';
import { notificationsOf, runAhead } from './taxi-support';
import { Inbox, sseClient } from './platform-support';

const DAY = 86_400_000;
const SHIPMENT: CreateShipmentRequest = {
  fromLocation: 'Nairobi, Kenya',
  toLocation: 'Dubai, UAE',
  weight: '12.5',
  dimensions: '40 x 30 x 20 cm',
  cargoType: 'air',
  currency: 'USD',
  price: '100.00',
};

let app: TestApp;
let sender: SessionUser;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false, CARGO_LOOKUPS_PER_IP_PER_MINUTE: 1000 });
});
afterAll(() => app?.close());
beforeEach(async () => {
  sender = await createUser(app);
  cookie = await sessionCookie(app, sender);
});

const ship = (body: unknown, withCookie = true) =>
  app.fetch('/api/cargo-shipments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(withCookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const track = (number: string, headers: Record<string, string> = {}) => app.fetch(`/api/cargo-shipments/${encodeURIComponent(number)}`, { headers });
/** Pays a shipment's booking through the payments path every booking takes. */
const payFor = (target: TestApp, user: SessionUser, shipment: CargoShipment, idempotencyKey = randomUUID()) =>
  target.caller(user).payments.create({ bookingId: shipment.bookingId, method: 'paypal', idempotencyKey });
/** The sender's view, as the sender's own look-up answers it. */
const asSender = (shipment: TrackedShipment): CargoShipment => {
  if (shipment.view !== 'sender') throw new Error('expected the sender view');
  return shipment;
};

describe('POST /api/cargo-shipments', () => {
  it('needs a signed-in user', async () => {
    expect((await ship(SHIPMENT, false)).status).toBe(401);
  });

  it('creates a shipment priced per kg, with a checksummed tracking number from the origin’s country', async () => {
    const res = await ship(SHIPMENT);
    expect(res.status).toBe(201);
    const shipment: CargoShipment = await res.json();
    expect(shipment.trackingNumber).toMatch(/^MT\d{10}KE$/);
    expect(checkTrackingNumber(shipment.trackingNumber)).toBe('ok');
    expect(shipment).toMatchObject({
      view: 'sender',
      fromLocation: 'Nairobi, Kenya',
      toLocation: 'Dubai, UAE',
      fromCity: 'Nairobi',
      toCity: 'Dubai',
      weight: '12.5',
      dimensions: '40 x 30 x 20 cm',
      cargoType: 'air',
      currency: 'USD',
      price: '100.00',
      status: 'pending',
      deliveredAt: null,
      paymentStatus: 'unpaid',
    });
    expect(Date.parse(shipment.holdExpiresAt!)).toBeGreaterThan(Date.now());
    expect(shipment.history).toEqual([
      { kind: 'created', title: 'Shipment Created', status: 'pending', location: 'Nairobi, Kenya', occurredAt: shipment.createdAt },
    ]);
    const transit = Date.parse(shipment.estimatedDelivery) - Date.parse(shipment.createdAt);
    expect(transit).toBeGreaterThanOrEqual(1 * DAY);
    expect(transit).toBeLessThanOrEqual(2 * DAY);

    const [booking] = await api().bookings.list({ tab: 'upcoming' });
    expect(booking).toMatchObject({
      id: shipment.bookingId,
      type: 'cargo',
      status: 'pending',
      confirmedAt: null,
      totalAmount: '100.00',
      canCancel: false,
      bookingDetails: { detailPath: `/track/${shipment.trackingNumber}`, quantityLabel: '12.5 kg' },
    });

    const elsewhere: CargoShipment = await (await ship({ ...SHIPMENT, fromLocation: 'Berlin', weight: '2', cargoType: 'sea', price: '6' })).json();
    expect(elsewhere.trackingNumber).toMatch(/^MT\d{10}ZZ$/);
    expect(elsewhere).toMatchObject({ price: '6.00', dimensions: '40 x 30 x 20 cm' });
  });

  it('answers every invalid field with a 400 naming it, in the spec’s words where the spec has them', async () => {
    const cases: [Partial<Record<keyof CreateShipmentRequest, unknown>>, string][] = [
      [{ fromLocation: '' }, 'fromLocation: Missing Information - Please fill in all required fields'],
      [{ toLocation: undefined }, 'toLocation: Missing Information - Please fill in all required fields'],
      [{ weight: ' ' }, 'weight: Missing Information - Please fill in all required fields'],
      [{ weight: '0' }, 'weight: Invalid Weight - Please enter a valid weight in kg.'],
      [{ weight: '-3' }, 'weight: Invalid Weight - Please enter a valid weight in kg.'],
      [{ weight: 'ten' }, 'weight: Invalid Weight - Please enter a valid weight in kg.'],
      [{ weight: 12.5 }, 'weight: Send the weight as text, like "12.5"'],
      [{ weight: '500.5', price: '4004.00' }, 'weight: At most 500 kg by air'],
      [{ dimensions: '40 by 30 by 20' }, "dimensions: Use 'L x W x H cm', e.g. '40 x 30 x 20 cm'"],
      [{ dimensions: '40 x 30 x 20 in' }, "dimensions: Use 'L x W x H cm', e.g. '40 x 30 x 20 cm'"],
      [{ cargoType: 'rail' }, 'cargoType: Choose one of road, air, sea'],
      [{ currency: 'EUR' }, 'currency: Shipments are charged in USD'],
      [{ price: 'free' }, 'price: Expected the price you were shown, like "100.00"'],
      [{ toLocation: 'nairobi, kenya' }, 'toLocation: The destination must differ from the origin'],
    ];
    for (const [change, message] of cases) {
      const res = await ship({ ...SHIPMENT, ...change });
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect((await ship({ ...SHIPMENT, weight: '5000', cargoType: 'road', price: '25000' })).status).toBe(201);
    expect((await ship({ ...SHIPMENT, weight: '5000.001', cargoType: 'road', price: '25000.01' })).status).toBe(400);
    for (const dimensions of ['40x30x20', '40 x 30 x 20', '40 × 30 × 20 cm']) {
      const res = await ship({ ...SHIPMENT, dimensions });
      expect(res.status, dimensions).toBe(201);
      expect((await res.json()).dimensions).toBe('40 x 30 x 20 cm');
    }
  });

  it('refuses a price other than its own with 409, naming the right one, and creates nothing', async () => {
    const res = await ship({ ...SHIPMENT, price: '90.00' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ field: 'price', message: 'price: The price of 12.5 kg by air is $100.00 ($8.00 per kg), not $90.00.' });
    expect(await api().bookings.list()).toEqual([]);
    expect((await ship({ ...SHIPMENT, weight: '12.5', cargoType: 'road', price: '62.50' })).status).toBe(201);
  });

  it('gives 20 shipments created at once 20 different numbers', async () => {
    // Each unpaid shipment is a hold: at most 5 per traveller, so 4 senders of 5.
    const senders = await Promise.all(Array.from({ length: 4 }, () => createUser(app)));
    const answers = await Promise.all(senders.flatMap((user) => Array.from({ length: 5 }, () => api(user).cargo.create(SHIPMENT))));
    expect(new Set(answers.map((shipment) => shipment.trackingNumber)).size).toBe(20);
    await expect(api(senders[0]).cargo.create(SHIPMENT)).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

const api = (user: SessionUser | null = sender) => app.caller(user);

describe('paying for a shipment', () => {
  const revenue = async () => Number((await app.caller(await createUser(app, 'admin')).admin.stats()).totalRevenue);
  const spent = async (user: SessionUser) => (await api(user).profile.get()).stats;

  it('counts it in revenue and loyalty only once paid, and only then calls the carrier', async () => {
    const before = await revenue();
    const pointsBefore = await spent(sender);
    const created = await api().cargo.create({ ...SHIPMENT, cargoType: 'road', price: '62.50' });
    expect(await revenue()).toBe(before);
    expect(await spent(sender)).toEqual(pointsBefore);
    // Unpaid, nobody comes for it, however long it waits.
    await app.runDueJobs({ dueBy: new Date(Date.now() + 30 * DAY) });
    expect(asSender(await api().cargo.track({ trackingNumber: created.trackingNumber })).history.map((event) => event.kind)).toEqual(['created']);

    const payment = await payFor(app, sender, created);
    expect(payment).toMatchObject({ status: 'succeeded', amount: '62.50', booking: { status: 'confirmed', type: 'cargo' } });
    expect(await revenue()).toBe(before + 62.5);
    const after = await spent(sender);
    expect(Number(after.totalSpent)).toBe(Number(pointsBefore.totalSpent) + 62.5);
    expect(after.points).toBeGreaterThan(pointsBefore.points);
    expect(asSender(await api().cargo.track({ trackingNumber: created.trackingNumber }))).toMatchObject({ paymentStatus: 'paid', holdExpiresAt: null });
  });

  it('lets an unpaid shipment lapse like a hold: expired, never collected, no longer payable', async () => {
    const created = await api().cargo.create(SHIPMENT);
    await sql(app, `update booking set hold_expires_at = now() - interval '1 second' where id = ?`, [created.bookingId]);
    // Lapsed from that moment for every reader, before the sweep marks it.
    expect(asSender(await api().cargo.track({ trackingNumber: created.trackingNumber })).paymentStatus).toBe('lapsed');
    expect(await sweepLapsedHolds(app.orm.em.fork())).toBeGreaterThanOrEqual(1);
    expect(await api().bookings.list({ tab: 'cancelled' })).toEqual([expect.objectContaining({ id: created.bookingId, status: 'expired' })]);
    await expect(payFor(app, sender, created)).rejects.toMatchObject({ code: 'CONFLICT' });
    const [{ payments }] = await sql<{ payments: number }>(app, `select count(*)::int as payments from payment where booking_id = ?`, [created.bookingId]);
    expect(payments).toBe(0);
    await app.runDueJobs({ dueBy: new Date(Date.now() + 30 * DAY) });
    const shipment = asSender(await api().cargo.track({ trackingNumber: created.trackingNumber }));
    expect(shipment).toMatchObject({ status: 'pending', paymentStatus: 'lapsed' });
    expect(shipment.history).toHaveLength(1);
  });

  it('charges a shipment paid twice at once exactly once, and calls the carrier once', async () => {
    const created = await api().cargo.create(SHIPMENT);
    const sameKey = randomUUID();
    const answers = await Promise.allSettled([
      payFor(app, sender, created, sameKey),
      payFor(app, sender, created, sameKey),
      payFor(app, sender, created),
      payFor(app, sender, created),
    ]);
    const paid = answers.filter((answer) => answer.status === 'fulfilled');
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ code: 'CONFLICT' });
    const rows = await sql<{ status: string; amount_cents: number }>(app, `select status, amount_cents from payment where booking_id = ?`, [created.bookingId]);
    expect(rows).toEqual([{ status: 'succeeded', amount_cents: 10_000 }]);
    const [{ jobs }] = await sql<{ jobs: number }>(
      app,
      `select count(*)::int as jobs from job where payload->>'shipmentId' = (select id::text from cargo_shipment where booking_id = ?)`,
      [created.bookingId],
    );
    expect(jobs).toBe(1);
  });
});

describe('GET /api/cargo-shipments/{trackingNumber}', () => {
  it('shows the public only the status, timeline and cities: no address, name, phone, weight or price', async () => {
    const created = await api().cargo.create({ ...SHIPMENT, fromLocation: 'Ngong Road, Apartment 4B, Nairobi', toLocation: 'Sheikh Zayed Road 12, Dubai' });
    const res = await track(created.trackingNumber);
    expect(res.status).toBe(200);
    const seen: PublicShipment = await res.json();
    expect(Object.keys(seen).sort()).toEqual([
      'cargoType',
      'createdAt',
      'deliveredAt',
      'estimatedDelivery',
      'fromCity',
      'history',
      'status',
      'toCity',
      'trackingNumber',
      'view',
    ]);
    expect(seen).toMatchObject({ view: 'public', fromCity: 'Nairobi', toCity: 'Dubai', status: 'pending' });
    expect(seen.history).toEqual([{ kind: 'created', title: 'Shipment Created', status: 'pending', location: 'Nairobi', occurredAt: created.createdAt }]);
    expect(JSON.stringify(seen)).not.toMatch(/Ngong|Apartment|Sheikh|12\.5|100\.00/);
    // Another signed-in traveller is the public too.
    const stranger = await sessionCookie(app, await createUser(app));
    expect(Object.keys(await (await track(created.trackingNumber, { cookie: stranger })).json())).toEqual(Object.keys(seen));
    // The sender and staff see everything.
    expect(await (await track(created.trackingNumber, { cookie })).json()).toEqual(created);
    const staff = await sessionCookie(app, await createUser(app, 'admin'));
    expect(await (await track(created.trackingNumber, { cookie: staff })).json()).toEqual(created);
  });

  it('keeps the sender, the recipient and the pickup for the sender and staff, and who signed at delivery', async () => {
    const contacts = {
      sender: { name: 'Amina Otieno', phone: '+254 712 345 678', address: 'Ngong Road, Apartment 4B, Nairobi' },
      recipient: { name: 'Omar Haddad', phone: '+971 50 123 4567', address: 'Sheikh Zayed Road 12, Dubai' },
      pickupDate: travelToday(),
      pickupSlot: '12-16' as const,
    };
    const created = await api().cargo.create({ ...SHIPMENT, ...contacts });
    expect(created).toMatchObject({ ...contacts, signedBy: null });
    const seen = await (await track(created.trackingNumber)).json();
    expect(JSON.stringify(seen)).not.toMatch(/Amina|Omar|712|4567|Ngong|Sheikh|12-16/);

    await payFor(app, sender, created);
    await runAhead(app, 3 * DAY);
    expect(asSender(await api().cargo.track({ trackingNumber: created.trackingNumber }))).toMatchObject({ status: 'delivered', signedBy: 'Omar Haddad' });
    expect(Object.keys(await (await track(created.trackingNumber)).json())).not.toContain('signedBy');

    const cases: [Record<string, unknown>, string][] = [
      [{ pickupDate: addDays(travelToday(), -1) }, 'pickupDate: Choose a pickup day from today to '],
      [{ pickupDate: addDays(travelToday(), 14) }, 'pickupDate: Choose a pickup day from today to '],
      [{ pickupSlot: 'night' }, 'pickupSlot: Choose one of 08-12, 12-16, 16-20'],
      [{ sender: { ...contacts.sender, phone: 'call me' } }, 'sender.phone: Enter a phone number (digits, spaces, + ( ) -)'],
      [{ recipient: { ...contacts.recipient, address: ' ' } }, 'recipient.address: Missing Information - Please fill in all required fields'],
    ];
    for (const [change, message] of cases) {
      const res = await ship({ ...SHIPMENT, ...contacts, ...change });
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
  });

  it('is public and reads the number as people type it', async () => {
    const created = await api().cargo.create(SHIPMENT);
    const res = await track(created.trackingNumber, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(created);
    const typed = `${created.trackingNumber.slice(0, 2).toLowerCase()} ${created.trackingNumber.slice(2, 7)} ${created.trackingNumber.slice(7)}`;
    expect((await track(typed)).status).toBe(200);
  });

  it('catches a mistyped digit by the check digit, and says when nothing is found', async () => {
    const created = await api().cargo.create(SHIPMENT);
    const digit = created.trackingNumber[5];
    const typo = `${created.trackingNumber.slice(0, 5)}${(Number(digit) + 1) % 10}${created.trackingNumber.slice(6)}`;
    const mistyped = await track(typo);
    expect(mistyped.status).toBe(400);
    expect(await mistyped.json()).toMatchObject({
      field: 'trackingNumber',
      message: 'trackingNumber: The check digit does not match: a character is probably mistyped.',
    });
    const notOurs = await track('ABC123');
    expect(notOurs.status).toBe(400);
    expect((await notOurs.json()).message).toBe('trackingNumber: Not one of our tracking numbers: MT, 10 digits and a country code, e.g. MT4829160375KE.');
    const unknown = await track(formatTrackingNumber('000000001', 'KE'));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('No shipment found. Please check your tracking number.');
  });

  it('limits look-ups per client network, across instances, with Retry-After', async () => {
    const limited = await createTestApp({ JOB_WORKER: false, CARGO_LOOKUPS_PER_IP_PER_MINUTE: 3 });
    try {
      const number = formatTrackingNumber('000000002', 'KE');
      const other = await createTestApp({ JOB_WORKER: false, CARGO_LOOKUPS_PER_IP_PER_MINUTE: 3 }, { databaseUrl: limited.databaseUrl });
      try {
        expect((await limited.fetch(`/api/cargo-shipments/${number}`)).status).toBe(404);
        expect((await other.fetch(`/api/cargo-shipments/${number}`)).status).toBe(404);
        expect((await limited.fetch(`/api/cargo-shipments/MT1`)).status).toBe(400);
        const refused = await other.fetch(`/api/cargo-shipments/${number}`);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await refused.json()).message).toBe('Too many tracking look-ups from your network. Please wait a minute and try again.');
      } finally {
        await other.close();
      }
    } finally {
      await limited.close();
    }
  });
});

describe('the carrier simulation', () => {
  // A database of its own, so only this block's shipments have jobs to run.
  let app: TestApp;
  const api = (user: SessionUser | null = sender) => app.caller(user);
  beforeAll(async () => {
    app = await createTestApp({ JOB_WORKER: false, CARGO_LOOKUPS_PER_IP_PER_MINUTE: 1000 });
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    sender = await createUser(app);
  });
  const titles = (shipment: CargoShipment) => shipment.history.map((event) => event.title);

  it('moves a shipment pending → in_transit → delivered within its transit window, history following the spec’s rules', async () => {
    const created = await api().cargo.create({ ...SHIPMENT, cargoType: 'road', price: '62.50' });
    const paidAt = Date.parse((await payFor(app, sender, created)).booking.confirmedAt!);
    // The carrier starts at the payment: the delivery estimate counts from it.
    await app.runDueJobs({ dueBy: new Date(paidAt) });
    const started = asSender(await api().cargo.track({ trackingNumber: created.trackingNumber }));
    const transit = Date.parse(started.estimatedDelivery) - paidAt;
    expect(transit).toBeGreaterThanOrEqual(2 * DAY);
    expect(transit).toBeLessThanOrEqual(5 * DAY);
    const at = (share: number) => new Date(paidAt + share * transit + 1);
    const seen: CargoShipment[] = [];
    for (const share of [0.1, 0.5, 0.9, 0.95, 1]) {
      await app.runDueJobs({ dueBy: at(share) });
      seen.push(asSender(await api().cargo.track({ trackingNumber: created.trackingNumber })));
    }
    expect(seen.map((shipment) => shipment.status)).toEqual(['pending', 'in_transit', 'in_transit', 'in_transit', 'delivered']);
    expect(titles(seen[0])).toEqual(['Shipment Created', 'Picked Up']);
    expect(titles(seen[1])).toEqual(['Shipment Created', 'Picked Up', 'In Transit']);
    expect(titles(seen[2])).toEqual(['Shipment Created', 'Picked Up', 'In Transit', 'Arrived at Hub']);
    expect(titles(seen[3])).toEqual(['Shipment Created', 'Picked Up', 'In Transit', 'Arrived at Hub', 'Out for Delivery']);
    expect(titles(seen[4])).toEqual(['Shipment Created', 'Picked Up', 'In Transit', 'Arrived at Hub', 'Out for Delivery', 'Delivered']);
    for (const shipment of seen) {
      expect(titles(shipment).includes('In Transit')).toBe(shipment.status !== 'pending');
      expect(titles(shipment).includes('Delivered')).toBe(shipment.status === 'delivered');
    }
    const delivered = seen[4];
    expect(delivered.deliveredAt).toBe(delivered.estimatedDelivery);
    expect(delivered.history.map((event) => event.location)).toEqual([
      'Nairobi, Kenya',
      'Nairobi, Kenya',
      'Nairobi, Kenya',
      'Dubai, UAE',
      'Dubai, UAE',
      'Dubai, UAE',
    ]);
    const seenByPublic = await api(null).cargo.track({ trackingNumber: created.trackingNumber });
    expect(seenByPublic.history.map((event) => event.location)).toEqual(['Nairobi', 'Nairobi', 'Nairobi', 'Dubai', 'Dubai', 'Dubai']);

    expect(await api().bookings.list({ tab: 'past' })).toEqual([expect.objectContaining({ type: 'cargo', status: 'confirmed' })]);
    const notes = await notificationsOf(app, sender);
    // Paid (as any booking is confirmed), then the carrier's news.
    expect(notes.map((note) => note.params)).toEqual([
      expect.objectContaining({ itemName: `Cargo ${created.trackingNumber}: Nairobi, Kenya → Dubai, UAE` }),
      { trackingNumber: created.trackingNumber, status: 'in_transit' },
      { trackingNumber: created.trackingNumber, status: 'delivered' },
    ]);
    expect(notes[1].link).toBe(`/track/${created.trackingNumber}`);
    const [{ events }] = await sql<{ events: number }>(
      app,
      `select count(*)::int as events from cargo_event e join cargo_shipment s on s.id = e.shipment_id where s.tracking_number = ?`,
      [created.trackingNumber],
    );
    expect(events).toBe(6);
  });

  it('runs CARGO_TIME_SCALE times faster', async () => {
    const fast = await createTestApp({ JOB_WORKER: false, CARGO_TIME_SCALE: 86_400 }, { databaseUrl: app.databaseUrl });
    try {
      const created = await fast.caller(sender).cargo.create({ ...SHIPMENT, cargoType: 'sea', price: '37.50' });
      const paidAt = Date.parse((await payFor(fast, sender, created)).booking.confirmedAt!);
      await fast.runDueJobs({ dueBy: new Date(paidAt) });
      const started = asSender(await fast.caller(sender).cargo.track({ trackingNumber: created.trackingNumber }));
      const transit = Date.parse(started.estimatedDelivery) - paidAt;
      expect(transit).toBeGreaterThanOrEqual(7_000);
      expect(transit).toBeLessThanOrEqual(14_000);
      await fast.runDueJobs({ dueBy: new Date(Date.parse(started.estimatedDelivery) + 1) });
      expect((await fast.caller().cargo.track({ trackingNumber: created.trackingNumber })).status).toBe('delivered');
    } finally {
      await fast.close();
    }
  });

  it('refuses a mistyped number on the live page with BAD_REQUEST and an unknown one with NOT_FOUND (no retrying)', async () => {
    for (const [number, code] of [
      ['MT1234567890KE', 'BAD_REQUEST'],
      [formatTrackingNumber('000000003', 'KE'), 'NOT_FOUND'],
    ]) {
      const failed = new Inbox<unknown>();
      const subscription = sseClient(app).cargo.live.subscribe({ trackingNumber: number }, { onError: failed.push });
      try {
        expect(await failed.next()).toMatchObject({ data: { code } });
      } finally {
        subscription.unsubscribe();
      }
    }
  });

  it('pushes every event to a tracking page over SSE', async () => {
    const created = await api().cargo.create(SHIPMENT);
    await payFor(app, sender, created);
    const inbox = new Inbox<ShipmentLiveMessage>();
    const subscription = sseClient(app).cargo.live.subscribe({ trackingNumber: created.trackingNumber }, { onData: inbox.push });
    try {
      expect(await inbox.next()).toMatchObject({ type: 'snapshot', shipment: { status: 'pending', history: [{ title: 'Shipment Created' }] } });
      await runAhead(app, 3 * DAY);
      const updates: ShipmentLiveMessage[] = [];
      while (updates[updates.length - 1]?.shipment.status !== 'delivered') updates.push(await inbox.next());
      expect(updates.every((message) => message.type === 'update')).toBe(true);
      expect(updates[updates.length - 1].shipment.history).toHaveLength(6);
    } finally {
      subscription.unsubscribe();
    }
  });
});
