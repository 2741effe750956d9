// The back office's operations views: marketplace stock and prices (a price
// change never touches placed orders; stock edits never take units unpaid orders hold, even
// racing checkouts), setting a cargo shipment's status by adding a history event the sender
// sees, active rides, product photos through the upload pipeline, reports counting rides,
// shipments and orders; every change in the audit trail; 401/403 and 400s naming the field.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import type { AuditPage } from '@shared/schemas/audit';
import type { CargoShipment, CreateShipmentRequest } from '@shared/schemas/cargo';
import { CARGO_EVENT_MEANING, STAFF_CARGO_EVENTS, type ActiveRideList, type ShipmentPage, type StockItem, type StockPage } from '@shared/schemas/operations';
import { CARRIER_TIMELINE } from '../../src/server/features/cargo/carrier';
import type { Product } from '@shared/schemas/shop';
import type { Report } from '@shared/schemas/reports';
import { travelToday } from '@shared/schemas/travel';
import { actor, call, testImage, upload, type Actor } from './backoffice-fixtures';
import { callerWithCookies, createProduct, stockOf } from './shop-fixtures';
import { NAIROBI_TRIP, followTopic, notificationsOf, resetFleet, runAhead } from './taxi-support';
import { createUser, sql } from './travel-fixtures';

let app: TestApp;
let staff: Actor;
let traveller: Actor;
beforeAll(async () => {
  // A day of a shipment's transit passes in a second; jobs run only when a test runs them.
  app = await createTestApp({ JOB_WORKER: false, CARGO_LOOKUPS_PER_IP_PER_MINUTE: 1000, CARGO_TIME_SCALE: 86_400 });
  staff = await actor(app, 'staff');
  traveller = await actor(app, 'traveller');
});
afterAll(() => app?.close());

const address = { recipientName: 'Amina Test', phone: '+254 700 000 000', addressLine: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya' } as const;
const SHIPMENT: CreateShipmentRequest = {
  fromLocation: 'Kampala, Uganda',
  toLocation: 'Kigali, Rwanda',
  weight: '2.5',
  cargoType: 'road',
  currency: 'USD',
  price: '12.50',
};

async function shopper(products: Record<string, number>) {
  const user = await createUser(app);
  const { api } = callerWithCookies(app, user);
  for (const [productId, quantity] of Object.entries(products)) await api.shop.cart.add({ productId, quantity });
  return { user, api };
}

async function placeOrder(products: Record<string, number>) {
  const { user, api } = await shopper(products);
  const quote = await api.shop.orders.quote({ country: 'Kenya' });
  return { user, api, booking: await api.shop.orders.place({ ...address, expectedTotal: quote.total! }) };
}

const pay = (user: SessionUser, bookingId: string) => app.caller(user).payments.create({ bookingId, method: 'paypal', idempotencyKey: randomUUID() });
const setStock = (id: string, stockQuantity: unknown, cookie = staff.cookie) =>
  call<StockItem>(app, `/api/admin/products/${id}/stock`, { method: 'PUT', body: { stockQuantity }, cookie });
const setPrice = (id: string, price: unknown, cookie = staff.cookie) =>
  call<StockItem>(app, `/api/admin/products/${id}/price`, { method: 'PUT', body: { price }, cookie });
const addEvent = (trackingNumber: string, body: Record<string, unknown>, cookie = staff.cookie) =>
  call<CargoShipment>(app, `/api/admin/shipments/${encodeURIComponent(trackingNumber)}/events`, { body, cookie });
const auditOf = async (itemType: string, itemId: string) =>
  (await call<AuditPage>(app, `/api/admin/audit?itemType=${itemType}&itemId=${encodeURIComponent(itemId)}`, { cookie: staff.cookie })).body.items;
const stockRow = async (id: string) => (await call<StockPage>(app, `/api/admin/products?search=${id}`, { cookie: staff.cookie })).body.items[0];

describe('who may use the operations views', () => {
  it('answers 401 signed out and 403 to travellers on every path, and lets staff in', async () => {
    const product = await createProduct(app, { stock: 3 });
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/admin/products'],
      ['PUT', `/api/admin/products/${product}/stock`, { stockQuantity: 4 }],
      ['PUT', `/api/admin/products/${product}/price`, { price: '1300.00' }],
      ['GET', '/api/admin/shipments'],
      ['POST', '/api/admin/shipments/MT0000000000KE/events', { event: 'in_transit' }],
      ['GET', '/api/admin/rides/active'],
    ];
    for (const [method, path, body] of paths) {
      expect((await call(app, path, { method, body })).status, `${method} ${path} signed out`).toBe(401);
      expect((await call(app, path, { method, body, cookie: traveller.cookie })).status, `${method} ${path} as a traveller`).toBe(403);
    }
    expect((await call(app, '/api/admin/products', { cookie: staff.cookie })).status).toBe(200);
    expect((await call(app, '/api/admin/shipments', { cookie: staff.cookie })).status).toBe(200);
    expect((await call(app, '/api/admin/rides/active', { cookie: staff.cookie })).status).toBe(200);
    expect((await setStock(product, 4)).status).toBe(200);
  });
});

describe('marketplace stock', () => {
  it('lists what can be bought now and what unpaid orders hold, by search and low stock', async () => {
    const product = await createProduct(app, { stock: 6, name: `Kiondo Basket ${randomUUID().slice(0, 6)}` });
    await placeOrder({ [product]: 2 });
    const row = await stockRow(product);
    expect(row).toMatchObject({ id: product, stockQuantity: 4, onHold: 2, price: '1292.00', currency: 'KES', region: 'east_africa', category: 'crafts' });
    const low = (await call<StockPage>(app, '/api/admin/products?lowStock=true&limit=50', { cookie: staff.cookie })).body;
    expect(low.items.every((item) => item.stockQuantity <= 5)).toBe(true);
    expect(low.items.map((item) => item.id)).toContain(product);
    const bad = await call(app, '/api/admin/products?region=europe', { cookie: staff.cookie });
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/^region: /);
  });

  it('sets the quantity on sale without touching the units an unpaid order holds, and audits it', async () => {
    const product = await createProduct(app, { stock: 5 });
    const { user, booking } = await placeOrder({ [product]: 2 });
    expect(await stockOf(app, product)).toEqual({ capacity: 5, booked: 2 });

    const answer = await setStock(product, 10);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ stockQuantity: 10, onHold: 2 });
    expect(await stockOf(app, product)).toEqual({ capacity: 12, booked: 2 });
    // The held order is still whole: it pays, and its units stay sold.
    await pay(user, booking.id);
    expect(await stockOf(app, product)).toEqual({ capacity: 12, booked: 2 });
    expect((await app.caller(null).shop.products.get({ id: product })).stockQuantity).toBe(10);

    // Down to none on sale: the paid order keeps its units; the shop says sold out.
    expect((await setStock(product, 0)).body).toMatchObject({ stockQuantity: 0 });
    expect(await stockOf(app, product)).toEqual({ capacity: 2, booked: 2 });
    expect((await app.caller(null).shop.products.get({ id: product })).inStock).toBe(false);

    const events = await auditOf('product', product);
    expect(events.map((event) => [event.action, event.before, event.after])).toEqual([
      ['product.stock', { stockQuantity: 10 }, { stockQuantity: 0 }],
      ['product.stock', { stockQuantity: 3 }, { stockQuantity: 10 }],
    ]);
    expect(events[0].actor.username).toBe(staff.user.username);
  });

  it('gives a lapsed hold’s units back before counting, so they are not sold twice', async () => {
    const product = await createProduct(app, { stock: 4 });
    await placeOrder({ [product]: 3 });
    await sql(
      app,
      `update booking set hold_expires_at = now() - interval '1 minute' where type = 'order' and status = 'pending' and id in (select order_id from order_line where product_id = ?)`,
      [product],
    );
    expect((await setStock(product, 4)).body).toMatchObject({ stockQuantity: 4, onHold: 0 });
    expect(await stockOf(app, product)).toEqual({ capacity: 4, booked: 0 });
  });

  it('never oversells when checkouts race a stock change', async () => {
    const product = await createProduct(app, { stock: 5 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => shopper({ [product]: 1 }).catch(() => null)));
    const ready = shoppers.filter((entry) => entry !== null);
    const quotes = await Promise.all(ready.map((entry) => entry.api.shop.orders.quote({ country: 'Kenya' })));
    const results = await Promise.allSettled([
      ...ready.map((entry, index) => entry.api.shop.orders.place({ ...address, expectedTotal: quotes[index].total! })),
      setStock(product, 2).then((answer) => {
        if (answer.status !== 200) throw new Error(`stock change answered ${answer.status}`);
        return answer;
      }),
    ]);
    const failures = results
      .filter((result) => result.status === 'rejected')
      .map((result) => (result as PromiseRejectedResult).reason as { code?: string; message: string });
    expect(
      failures.every((failure) => failure.code === 'CONFLICT'),
      JSON.stringify(failures),
    ).toBe(true);
    const placed = results.slice(0, ready.length).filter((result) => result.status === 'fulfilled').length;
    const { capacity, booked } = await stockOf(app, product);
    expect(booked).toBe(placed);
    expect(booked).toBeLessThanOrEqual(capacity);
    const [{ held }] = await sql<{ held: number }>(
      app,
      `select coalesce(sum(l.quantity), 0)::int as held from order_line l join booking b on b.id = l.order_id where l.product_id = ? and b.status = 'pending'`,
      [product],
    );
    expect(held).toBe(placed);
  });

  it('answers a bad quantity with a 400 naming the field, and an unknown product with 404', async () => {
    const product = await createProduct(app, { stock: 5 });
    for (const [value, message] of [
      [-1, 'stockQuantity: Cannot be below 0'],
      [1.5, 'stockQuantity: Enter a whole number'],
      ['ten', 'stockQuantity: Enter how many can be sold now, a whole number'],
      [100_001, 'stockQuantity: At most 100,000'],
    ] as const) {
      const answer = await setStock(product, value);
      expect(answer.status, String(value)).toBe(400);
      expect((answer.body as unknown as { message: string }).message).toBe(message);
    }
    expect((await setStock('prod-no-such-thing', 3)).status).toBe(404);
    expect(await stockOf(app, product)).toEqual({ capacity: 5, booked: 0 });
  });
});

describe('marketplace prices', () => {
  it('changes the price for new orders only: a placed order keeps its own, a cart shows the change', async () => {
    const product = await createProduct(app, { stock: 10, priceMinor: 129_200 }); // $10.00
    const first = await placeOrder({ [product]: 2 });
    const waiting = await shopper({ [product]: 1 });

    const answer = await setPrice(product, '2584.00');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ price: '2584.00', currency: 'KES' });
    expect((await app.caller(null).shop.products.get({ id: product })).price).toBe('2584.00');

    // The order placed before: same lines, same total; paying charges what was shown.
    const order = await app.caller(first.user).shop.orders.get({ id: first.booking.id });
    expect(order.lines[0]).toMatchObject({ unitPrice: '1292.00', lineTotal: '2584.00', lineTotalUsd: '20.00' });
    const payment = await pay(first.user, first.booking.id);
    expect(payment).toMatchObject({ amount: '20.00' });
    const [{ total_cents }] = await sql<{ total_cents: number }>(app, `select total_cents from booking where id = ?`, [first.booking.id]);
    expect(total_cents).toBe(2000);

    // A cart made before marks the change; checkout asks for the new total.
    const cart = await waiting.api.shop.cart.get();
    expect(cart.items[0]).toMatchObject({ priceChanged: true, priceWhenAdded: '1292.00', unitPrice: '2584.00' });
    expect((await waiting.api.shop.orders.quote({ country: 'Kenya' })).total).toBe('20.00');

    expect((await auditOf('product', product)).map((event) => [event.action, event.before, event.after])).toEqual([
      ['product.price', { price: '1292.00', currency: 'KES' }, { price: '2584.00', currency: 'KES' }],
    ]);
  });

  it('refuses a price its currency cannot hold, with a 400 naming the field', async () => {
    const kenyan = await createProduct(app, { stock: 5 });
    const ugandan = await createProduct(app, { stock: 5, priceMinor: 45_000, currency: 'UGX', country: 'Uganda' });
    for (const [id, price, message] of [
      [kenyan, '12.345', 'price: Prices in KES have at most 2 decimals'],
      [ugandan, '45000.50', 'price: Prices in UGX are whole numbers, with no decimals'],
      [kenyan, '0', 'price: The price must be above 0'],
      [kenyan, '-3', 'price: Enter the price, like "2450.00"'],
      [kenyan, 'cheap', 'price: Enter the price, like "2450.00"'],
      [kenyan, 12, 'price: Enter the price, like "2450.00"'],
    ] as const) {
      const answer = await setPrice(id, price);
      expect(answer.status, String(price)).toBe(400);
      expect((answer.body as unknown as { message: string }).message).toBe(message);
    }
    expect((await setPrice(ugandan, '52000')).body).toMatchObject({ price: '52000', currency: 'UGX' });
  });
});

describe('cargo status', () => {
  let sender: SessionUser;
  beforeEach(async () => {
    sender = await createUser(app);
  });
  /** A shipment booked and paid: the carrier (and staff) move only paid shipments. */
  const ship = async () => {
    const created = await app.caller(sender).cargo.create(SHIPMENT);
    await pay(sender, created.bookingId);
    return created;
  };
  const titles = (shipment: Pick<CargoShipment, 'history'>) => shipment.history.map((event) => event.title);

  it('names the events as the carrier’s timeline does', () => {
    for (const kind of STAFF_CARGO_EVENTS)
      expect(CARGO_EVENT_MEANING[kind], kind).toEqual({ status: CARRIER_TIMELINE[kind].status, at: CARRIER_TIMELINE[kind].at });
  });

  it('adds the history event the sender sees at once, with the events it implies, and tells them', async () => {
    const created = await ship();
    const live = followTopic(app, `shipment:${created.trackingNumber}`);
    const answer = await addEvent(created.trackingNumber.replace(/(\d{4})/, '$1 '), { event: 'in_transit', location: 'Malaba border post' });
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('in_transit');
    expect(titles(answer.body)).toEqual(['Shipment Created', 'Picked Up', 'In Transit']);
    expect(answer.body.history.map((event) => event.location)).toEqual(['Kampala, Uganda', 'Kampala, Uganda', 'Malaba border post']);

    const tracked = await app.caller(sender).cargo.track({ trackingNumber: created.trackingNumber });
    expect(tracked).toEqual(answer.body);
    // The creation's own event may still be on its way to this listener (published at commit): skip it.
    let first = await live.inbox.next();
    if ((first as { payload?: { kind?: string } }).payload?.kind === 'created') first = await live.inbox.next();
    expect(first).toMatchObject({ payload: { type: 'shipment.event', kind: 'picked_up' } });
    expect(await live.inbox.next()).toMatchObject({ payload: { type: 'shipment.event', kind: 'in_transit' } });
    live.stop();
    // The payment's confirmation, then the status staff set.
    expect((await notificationsOf(app, sender)).map((note) => note.params)).toEqual([
      expect.objectContaining({ confirmationCode: expect.any(String) }),
      { trackingNumber: created.trackingNumber, status: 'in_transit' },
    ]);

    const [event] = await auditOf('shipment', created.trackingNumber);
    expect(event).toMatchObject({
      action: 'shipment.status',
      actor: { username: staff.user.username },
      before: { status: 'pending', lastEvent: 'created' },
      after: { status: 'in_transit', lastEvent: 'in_transit', location: 'Malaba border post' },
    });
  });

  it('refuses to move a shipment nobody paid for (409)', async () => {
    const unpaid = await app.caller(sender).cargo.create(SHIPMENT);
    const refused = await addEvent(unpaid.trackingNumber, { event: 'picked_up' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'The shipment is not paid: the carrier only collects paid shipments', field: 'event' });
  });

  it('only goes forward (409), and the carrier then adds only what is still to come', async () => {
    const created = await ship();
    expect((await addEvent(created.trackingNumber, { event: 'arrived_hub' })).status).toBe(201);
    const back = await addEvent(created.trackingNumber, { event: 'picked_up' });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ message: "The history only goes forward: 'Picked Up' cannot come after 'Arrived at Hub'", field: 'event' });
    expect((await addEvent(created.trackingNumber, { event: 'arrived_hub' })).status).toBe(409);

    await runAhead(app, 6_000);
    const done = await app.caller(null).cargo.track({ trackingNumber: created.trackingNumber });
    expect(titles(done)).toEqual(['Shipment Created', 'Picked Up', 'In Transit', 'Arrived at Hub', 'Out for Delivery', 'Delivered']);
    expect(done.status).toBe('delivered');
    const times = done.history.map((event) => Date.parse(event.occurredAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('delivers at once when staff say so, and the carrier’s later steps add nothing', async () => {
    const created = await ship();
    const delivered = (await addEvent(created.trackingNumber, { event: 'delivered', signedBy: 'J. Mwangi, front desk' })).body;
    expect(delivered.status).toBe('delivered');
    expect(delivered.signedBy).toBe('J. Mwangi, front desk');
    expect(titles(delivered)).toEqual(['Shipment Created', 'Picked Up', 'In Transit', 'Delivered']);
    expect(delivered.deliveredAt).not.toBeNull();
    await runAhead(app, 6_000);
    expect(titles(await app.caller(null).cargo.track({ trackingNumber: created.trackingNumber }))).toEqual(titles(delivered));
    expect(await app.caller(sender).bookings.list({ tab: 'past' })).toEqual([expect.objectContaining({ type: 'cargo', status: 'confirmed' })]);
  });

  it('lists shipments by status and search, and answers bad input with a 400 naming the field', async () => {
    const created = await ship();
    const page = (await call<ShipmentPage>(app, `/api/admin/shipments?search=${created.trackingNumber.slice(0, 8)}&status=pending`, { cookie: staff.cookie }))
      .body;
    expect(page.items).toEqual([
      expect.objectContaining({
        trackingNumber: created.trackingNumber,
        status: 'pending',
        lastEvent: 'created',
        sender: sender.username,
        fromLocation: 'Kampala, Uganda',
      }),
    ]);
    const bySender = (await call<ShipmentPage>(app, `/api/admin/shipments?search=${sender.username}`, { cookie: staff.cookie })).body;
    expect(bySender.items.map((item) => item.trackingNumber)).toEqual([created.trackingNumber]);

    const wrongEvent = await addEvent(created.trackingNumber, { event: 'created' });
    expect(wrongEvent.status).toBe(400);
    expect((wrongEvent.body as unknown as { message: string }).message).toMatch(/^event: Choose picked_up, in_transit/);
    const badNumber = await addEvent('MT1234567890KE', { event: 'in_transit' });
    expect(badNumber.status).toBe(400);
    expect((badNumber.body as unknown as { message: string }).message).toMatch(/^trackingNumber: /);
    const longPlace = await addEvent(created.trackingNumber, { event: 'in_transit', location: 'x'.repeat(121) });
    expect(longPlace.status).toBe(400);
    expect((longPlace.body as unknown as { message: string }).message).toBe('location: Use at most 120 characters');
    expect((await call(app, '/api/admin/shipments?status=lost', { cookie: staff.cookie })).status).toBe(400);
  });
});

describe('active rides', () => {
  it('lists the rides going on now, by city, until they end', async () => {
    await resetFleet(app);
    const rider = await createUser(app);
    const quote = await app.caller(rider).taxi.estimate(NAIROBI_TRIP);
    const ride = await app.caller(rider).taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId, estimatedFare: quote.estimatedFare, currency: 'USD' });
    const list = (await call<ActiveRideList>(app, '/api/admin/rides/active', { cookie: staff.cookie })).body;
    expect(list.items).toContainEqual(
      expect.objectContaining({
        id: ride.id,
        status: 'driver_assigned',
        city: 'Nairobi',
        pickup: 'Westlands',
        traveller: rider.username,
        driverName: ride.driverName,
        fare: ride.estimatedFare,
        passengers: 2,
      }),
    );
    expect((await call<ActiveRideList>(app, '/api/admin/rides/active?city=Dubai', { cookie: staff.cookie })).body.items.map((item) => item.id)).not.toContain(
      ride.id,
    );
    expect((await call<ActiveRideList>(app, '/api/admin/rides/active?city=nairobi', { cookie: staff.cookie })).body.items.map((item) => item.id)).toContain(
      ride.id,
    );
    // Staff open it on Track Ride.
    expect((await app.caller(staff.user).taxi.get({ id: ride.id })).id).toBe(ride.id);
    await app.caller(rider).taxi.cancel({ id: ride.id });
    expect((await call<ActiveRideList>(app, '/api/admin/rides/active', { cookie: staff.cookie })).body.items.map((item) => item.id)).not.toContain(ride.id);
  });
});

describe('product photos', () => {
  it('go through the upload pipeline and become the product’s pictures, in the shop and the cart', async () => {
    const product = await createProduct(app, { stock: 5 });
    const sent = await upload<{ id: string; src: string; srcSet: string }>(
      app,
      { ownerType: 'product', ownerId: product, fileName: 'basket.png' },
      await testImage('png'),
      { cookie: staff.cookie },
    );
    expect(sent.status).toBe(201);
    const photo = sent.body;
    const shown: Product = await app.caller(null).shop.products.get({ id: product });
    expect(shown.images[0]).toBe(photo.src);
    expect(shown.photos[0].srcSet).toBe(photo.srcSet);
    const listed = await app.caller(null).shop.products.list({ search: product });
    expect(listed.items.find((item) => item.id === product)?.images[0]).toBe(photo.src);
    const { api } = await shopper({ [product]: 1 });
    expect((await api.shop.cart.get()).items[0].image).toBe(photo.src);
    expect((await stockRow(product)).image).toBe(photo.src);
    expect((await auditOf('product', product))[0]).toMatchObject({
      action: 'photo.upload',
      itemType: 'product',
      after: expect.objectContaining({ fileName: 'basket.png' }),
    });
    expect((await upload(app, { ownerType: 'product', ownerId: 'prod-none' }, await testImage('png'), { cookie: staff.cookie })).status).toBe(404);
    expect((await upload(app, { ownerType: 'product', ownerId: product }, await testImage('png'), { cookie: traveller.cookie })).status).toBe(403);
  });
});

describe('reports', () => {
  it('count shipments and orders like any booking, by type and destination', async () => {
    const sender = await createUser(app);
    const shipment = await app.caller(sender).cargo.create(SHIPMENT);
    await pay(sender, shipment.bookingId);
    await addEvent(shipment.trackingNumber, { event: 'picked_up' });
    const product = await createProduct(app, { stock: 5 });
    const { user, booking } = await placeOrder({ [product]: 1 });
    await pay(user, booking.id);
    const today = travelToday();
    const { body } = await call<Report>(app, `/api/admin/reports?from=${today}&to=${today}&bucket=day`, { cookie: staff.cookie });
    const raw = await sql<{ type: string; bookings: number; cents: number }>(
      app,
      `select type, count(*)::int as bookings, coalesce(sum(total_cents) filter (where status = 'confirmed'), 0)::int as cents
         from booking where (confirmed_at at time zone 'Africa/Nairobi')::date = ?::date group by type`,
      [today],
    );
    for (const type of ['cargo', 'order']) {
      const row = raw.find((entry) => entry.type === type)!;
      expect(
        body.byType.find((entry) => entry.type === type),
        type,
      ).toMatchObject({ bookings: row.bookings, revenue: (row.cents / 100).toFixed(2) });
    }
    // Destinations are cities: the shipment's 'Kigali, Rwanda', the order's delivery to 'Nairobi, Kenya'.
    expect(body.topDestinations.map((row) => row.destination)).toEqual(expect.arrayContaining(['Kigali', 'Nairobi']));
  });
});
