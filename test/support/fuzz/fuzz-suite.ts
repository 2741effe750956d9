import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { allEndpoints, type Endpoint } from './endpoints';
import { fuzzEndpoint, inPool, reportTable, type EndpointReport, type Identity } from './run-fuzz';
import type { FieldHints } from './input-arbitrary';
import { createFlight, createUser, inDays, sessionCookie, sql } from '../../integration/travel-fixtures';

// Property-based fuzzing of every REST path and every tRPC procedure, found
// from the binding table and the app router. No answer may be a 5xx, every error must be JSON,
// every REST answer must match the OpenAPI document, no request may hang. Each door's endpoints
// are split between test files (test/integration/fuzz-rest-*, fuzz-trpc-*: every endpoint in
// exactly one part, by its place in the sorted list), each with its own app and database, so
// Vitest's workers run the parts side by side and none of them is a long tail. `npm test`
// runs FUZZ_RUNS inputs per endpoint (default 25); `npm run fuzz` runs 1,000 and prints the
// tables (FUZZ_REPORT=1). FUZZ_SEED repeats a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const TIMEOUT_MS = 15_000;

/** The endpoints of one door, sorted by name, that part `part` of `parts` fuzzes. */
export function fuzzedEndpoints(kind: Endpoint['kind'], part: number, parts: number): Endpoint[] {
  return allEndpoints()
    .filter((endpoint) => endpoint.kind === kind)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .filter((_, index) => index % parts === part - 1);
}

/**
 * Fuzzes part `part` of `parts` of a door's endpoints; `minimumEndpoints` is the least the
 * whole door must have (a broken discovery would otherwise fuzz nothing and pass).
 */
export function defineFuzzSuite(kind: Endpoint['kind'], minimumEndpoints: number, { part, parts }: { part: number; parts: number }) {
  let app: TestApp;
  let identities: Identity[];
  let hints: FieldHints;
  beforeAll(async () => {
    app = await createTestApp({
      TRUST_PROXY: 1,
      JOB_WORKER: false,
      // Throttles would answer most inputs with 429 before they reach the code under test.
      LOGIN_GUESSES_PER_ACCOUNT: 1_000_000,
      IDEMPOTENCY_KEYS_PER_USER_PER_HOUR: 1_000_000,
      LOGIN_FAILURES_PER_ACCOUNT_PER_IP_PER_15_MINUTES: 1_000_000,
    });
    const signedIn = async (role: 'traveller' | 'staff' | 'admin') => {
      const user = await createUser(app, role);
      return { user, identity: { name: role, cookie: () => sessionCookie(app, user) } satisfies Identity };
    };
    const traveller = await signedIn('traveller');
    const staff = await signedIn('staff');
    const admin = await signedIn('admin');
    identities = [{ name: 'signed out' }, traveller.identity, staff.identity, admin.identity];

    // Real ids, so that valid inputs reach real rows: the traveller's own bookings among them.
    const ids = async (query: string) => (await sql<{ id: string }>(app, query)).map((row) => row.id);
    const seatId = await createFlight(app, { seats: 50, date: inDays(20) });
    const booking = await app.caller(traveller.user).bookings.create({ type: 'flight', itemId: seatId });
    const hotels = await ids('select id from hotel order by id limit 4');
    const cars = await ids('select id from car order by id limit 4');
    const seats = [
      seatId,
      ...(await ids(`select id from flight_seat where flight_id in (select id from flight where departure_date > current_date + 2 order by id limit 3)`)),
    ];
    const tours = ['tour-1', 'tour-4', 'tour-8'];
    const [{ departure }] = await sql<{ departure: string }>(
      app,
      `select departure_date::text as departure from tour_departure where tour_id = 'tour-8' and departure_date > current_date + 3 order by departure_date limit 1`,
    );
    // Taxi, cargo, the marketplace and support: a ride (and its share link), a shipment, an
    // order and a conversation of the traveller's, and the demo products.
    const traveller$ = app.caller(traveller.user);
    const trip = { pickupLocation: 'Westlands', dropoffLocation: 'JKIA', passengers: 2 };
    const quote = await traveller$.taxi.estimate(trip);
    const ride = await traveller$.taxi.book({ ...trip, quoteId: quote.quoteId, estimatedFare: quote.estimatedFare });
    const shipment = await traveller$.cargo.create({
      fromLocation: 'Nairobi, Kenya',
      toLocation: 'Dubai, UAE',
      weight: '12.5',
      cargoType: 'air',
      price: '100.00',
    });
    const products = await ids('select id from product order by sort_order, id limit 4');
    await traveller$.shop.cart.add({ productId: products[0], quantity: 1 });
    const delivery = { recipientName: 'Fuzz Traveller', phone: '+254 700 000 000', addressLine: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya' } as const;
    const order = await traveller$.shop.orders.place({ ...delivery, expectedTotal: (await traveller$.shop.orders.quote({ country: 'Kenya' })).total! });
    await traveller$.support.contact({
      name: 'Fuzz Traveller',
      email: 'fuzz@example.com',
      subject: 'A question',
      message: 'Is there a shuttle?',
      idempotencyKey: randomUUID(),
    });
    const emails = await ids('select id from email_message order by id limit 3');
    const threads = await ids('select id from support_thread order by id limit 3');
    const bookings = [booking.id, order.id, ...(await ids('select id from booking order by created_at limit 2'))];
    hints = {
      id: [...hotels, ...cars, ...seats, ...tours, ...bookings, ...products, ...emails, ...threads, ride.id, randomUUID()],
      productId: products,
      quoteId: [quote.quoteId],
      token: ride.sharePath ? [ride.sharePath.split('/').pop()!] : [],
      trackingNumber: [shipment.trackingNumber, shipment.trackingNumber.replace(/-/g, '')],
      emailId: emails,
      threadId: threads,
      fromLocation: ['Nairobi, Kenya', 'Dar es Salaam'],
      toLocation: ['Dubai, UAE', 'Kampala'],
      weight: ['12.5', '0.001', '20000'],
      dimensions: ['40 x 30 x 20 cm', '601 x 1 x 1 cm'],
      price: ['100.00', '62.50'],
      estimatedFare: [quote.estimatedFare],
      country: ['Kenya', 'Oman'],
      phone: ['+254 700 000 000'],
      search: ['coffee', 'kikoi', 'cofee'],
      city: ['nairobi', 'Nairobi', 'dubai'],
      itemId: [...hotels, ...cars, ...seats, ...tours],
      bookingId: bookings,
      offerCode: ['FIRST40', 'first40'],
      cardNumber: ['4242424242424242', '4000000000000002', '4242 4242 4242 4242'],
      username: ['demo', 'staff', traveller.user.username],
      password: ['demo1234', 'wrong password'],
      from: ['DXB', 'NBO'],
      to: ['CDG', 'ZNZ'],
      pickupLocation: ['Dubai Airport', 'Nairobi', 'Westlands', 'JKIA'],
      dropoffLocation: ['Same Location', 'Dubai Marina', 'Kigali Airport', 'JKIA', 'Westlands'],
      destination: ['Zanzibar', 'Nairobi'],
      query: ['Dubai to Nairobi', 'safari', 'Zanzibar', 'SUV', 'jki', 'westl'],
      idempotencyKey: ['fuzz-key-1', 'fuzz-key-2'],
      // Stays, rentals and departures that exist, so date pairs are often valid together.
      checkIn: [inDays(30)],
      checkOut: [inDays(32)],
      startDate: [inDays(30), departure],
      endDate: [inDays(32)],
      pickupDate: [inDays(30)],
      returnDate: [inDays(32)],
      date: [inDays(20), departure],
    };
  });
  afterAll(() => app?.close());

  describe(`fuzz: every ${kind === 'rest' ? 'REST path' : 'tRPC procedure'}, part ${part} of ${parts}`, () => {
    it(
      `${RUNS} inputs per endpoint: no 5xx, errors are JSON, answers match the document, nothing hangs`,
      async () => {
        const door = allEndpoints().filter((endpoint) => endpoint.kind === kind);
        expect(door.length).toBeGreaterThanOrEqual(minimumEndpoints);
        // The parts together fuzz every endpoint of the door, each once.
        const names = (endpoints: Endpoint[]) => endpoints.map((endpoint) => endpoint.name).sort();
        expect(names(Array.from({ length: parts }, (_, index) => fuzzedEndpoints(kind, index + 1, parts)).flat())).toEqual(names(door));
        const endpoints = fuzzedEndpoints(kind, part, parts);
        expect(endpoints.length).toBeGreaterThan(0);
        const reports: EndpointReport[] = await inPool(endpoints, 6, (endpoint) =>
          fuzzEndpoint(endpoint, { baseUrl: app.baseUrl, runs: RUNS, seed: SEED, identities, hints, timeoutMs: TIMEOUT_MS }),
        );
        if (process.env.FUZZ_REPORT)
          console.log(`\nFuzz (${kind}, part ${part} of ${parts}): ${RUNS} inputs per endpoint, seed ${SEED}\n\n${reportTable(reports)}\n`);
        const failures = reports.flatMap((report) => report.failures.map((failure) => `${report.endpoint}: ${failure}`));
        expect(failures).toEqual([]);
        for (const report of reports) expect(report.inputs, report.endpoint).toBe(RUNS);
      },
      // Each request has its own limit (a hang is a failure of its own); this only bounds a run
      // on a busy machine, where a request can take a hundred times as long as on a quiet one.
      Math.max(600_000, RUNS * 6_000),
    );
  });
}
