// The cluster run's clients, all going through the proxy: searchers, travellers who book and
// pay (retrying a payment with its Idempotency-Key, finding a booking whose answer was lost in
// their own list), and riders who book a taxi and follow it live over Server-Sent Events,
// reconnecting as a browser does. Every request is recorded with the phase it started in, how
// it ended and which instance answered (X-Served-By, MANASA_SERVED_BY=1 in the proxy).
import { randomUUID } from 'node:crypto';
import { EventSource } from 'eventsource';

export type Phase = string;

export interface RequestRecord {
  kind: string;
  phase: Phase;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when no answer came (the connection failed). */
  status: number;
  ok: boolean;
  servedBy: string | null;
  error?: string;
  /** A repeat of an earlier failed request (same Idempotency-Key, or a GET asked again). */
  retry: boolean;
}

export interface StreamRecord {
  rideId: string;
  /** Statuses in the order they were seen (snapshots and progress). */
  statuses: string[];
  /** Steps announced one by one (progress messages). */
  steps: number[];
  /** Each time the stream dropped: when, and when it was open again (null: never). */
  gaps: { droppedAt: number; resumedAt: number | null; phase: Phase }[];
  /** Steps that happened while disconnected, known from the snapshot sent on reconnecting. */
  stepsFromReload: number;
  completed: boolean;
  servedBy: string[];
}

export class Recorder {
  readonly requests: RequestRecord[] = [];
  readonly streams: StreamRecord[] = [];
  phase: Phase = 'setup';

  /** Bookings this client was told exist (201), and those it paid (200), by id. */
  readonly created = new Set<string>();
  readonly paid = new Set<string>();
  /** Bookings made whose 201 was lost, found again in the traveller's list. */
  readonly adopted = new Set<string>();
}

const json = (cookie?: string): Record<string, string> => ({ 'content-type': 'application/json', ...(cookie ? { cookie } : {}) });

/** One HTTP request through the proxy, recorded. `expected`: statuses that are normal answers. */
async function request(
  recorder: Recorder,
  kind: string,
  url: string,
  init: RequestInit,
  expected: number[],
  retry = false,
): Promise<{ status: number; body: unknown; headers: Headers | null }> {
  const record: RequestRecord = { kind, phase: recorder.phase, startedAt: Date.now(), endedAt: 0, status: 0, ok: false, servedBy: null, retry };
  recorder.requests.push(record);
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    // Known before the body: an instance that dies while sending it is the one that answered.
    record.servedBy = res.headers.get('x-served-by');
    const text = await res.text();
    record.status = res.status;
    record.ok = expected.includes(res.status);
    if (!record.ok) record.error = text.slice(0, 200);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body, headers: res.headers };
  } catch (error) {
    record.error = String((error as Error).cause ?? error);
    return { status: 0, body: null, headers: null };
  } finally {
    record.endedAt = Date.now();
  }
}

/** Asks again (a client's retry) while the answer is a failure, up to `attempts` times. */
async function withRetries(
  attempts: number,
  send: (retry: boolean) => Promise<{ status: number; body: unknown; headers: Headers | null }>,
  failed: (status: number) => boolean,
) {
  let answer = await send(false);
  for (let attempt = 1; attempt < attempts && failed(answer.status); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    answer = await send(true);
  }
  return answer;
}

const serverFailure = (status: number) => status === 0 || status >= 500;
/** A person's pause between two actions: the load is a mix of people, not a saturation test. */
const thinkTime = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms * (0.5 + Math.random())));

export interface Traveller {
  username: string;
  cookie: string;
}

export async function register(base: string, name: string): Promise<Traveller> {
  const username = `${name}_${randomUUID().slice(0, 8)}`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ username, email: `${username}@example.com`, password: `cluster run ${randomUUID()} passphrase`, phone: null }),
  });
  if (res.status !== 201) throw new Error(`registering ${username}: ${res.status} ${await res.text()}`);
  return { username, cookie: res.headers.get('set-cookie')!.split(';')[0] };
}

export interface Catalogue {
  hotelIds: string[];
  tourDepartures: { tourId: string; date: string }[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Searches of every kind, one after another, until `running()` is false. */
export async function searcher(recorder: Recorder, base: string, today: string, running: () => boolean) {
  const searches = [
    () =>
      `/api/hotels?destination=${pick(['zanzibar', 'nairobi', 'dubai', 'mombasa', ''])}&guests=2&checkIn=${addDays(today, 14)}&checkOut=${addDays(today, 17)}`,
    () => '/api/tour-packages',
    () => `/api/flights?from=NBO&to=${pick(['ZNZ', 'DXB', 'MBA'])}&date=${addDays(today, 10)}`,
    () => `/api/search?query=${pick(['safari', 'beach', 'zanzibar', 'desert'])}`,
    () => `/api/products?search=${pick(['coffee', 'tea', 'dates', 'kanga'])}`,
    () => `/trpc/tours.list?input=${encodeURIComponent('{}')}`,
  ];
  while (running()) {
    const path = pick(searches)();
    await withRetries(3, (retry) => request(recorder, 'search', `${base}${path}`, {}, [200], retry), serverFailure);
    await thinkTime(100);
  }
}

/**
 * Books (a hotel stay or a tour place) and pays, again and again, until `running()` is false.
 * A payment is retried with the same Idempotency-Key until it has an answer; a booking whose
 * answer was lost is looked for in the traveller's own list (and paid if it is there).
 */
export async function booker(recorder: Recorder, base: string, traveller: Traveller, catalogue: Catalogue, today: string, running: () => boolean) {
  const headers = json(traveller.cookie);
  while (running()) {
    let body: Record<string, unknown>;
    if (Math.random() < 0.5) {
      const checkIn = addDays(today, 7 + Math.floor(Math.random() * 120));
      body = { type: 'hotel', itemId: pick(catalogue.hotelIds), startDate: checkIn, endDate: addDays(checkIn, 1 + Math.floor(Math.random() * 3)), quantity: 1 };
    } else {
      const departure = pick(catalogue.tourDepartures);
      body = { type: 'tour', itemId: departure.tourId, startDate: departure.date, quantity: 1, tourTravellers: [{ givenNames: 'Amina', surname: 'Hassan' }] };
    }
    const booked = await request(recorder, 'book', `${base}/api/bookings`, { method: 'POST', headers, body: JSON.stringify(body) }, [201, 409]);
    let bookingId: string | null = null;
    if (booked.status === 201) {
      bookingId = (booked.body as { id: string }).id;
      recorder.created.add(bookingId);
    } else if (serverFailure(booked.status)) {
      // The answer was lost: was it made? Look in the traveller's unpaid bookings.
      const list = await withRetries(
        5,
        (retry) => request(recorder, 'my-bookings', `${base}/api/bookings?tab=upcoming`, { headers }, [200], retry),
        serverFailure,
      );
      const found = ((list.body as { id: string; status: string }[] | null) ?? []).find((b) => b.status === 'pending' && !recorder.created.has(b.id));
      if (found) {
        bookingId = found.id;
        recorder.created.add(found.id);
        recorder.adopted.add(found.id);
      }
    }
    if (!bookingId) continue;
    const key = randomUUID();
    const payment = await withRetries(
      8,
      (retry) =>
        request(
          recorder,
          'pay',
          `${base}/api/payments`,
          { method: 'POST', headers: { ...headers, 'Idempotency-Key': key }, body: JSON.stringify({ bookingId, method: 'paypal' }) },
          [200, 409],
          retry,
        ),
      serverFailure,
    );
    if (payment.status === 200) recorder.paid.add(bookingId);
    await thinkTime(200);
  }
}

const RIDES = [
  { pickupLocation: 'Westlands', dropoffLocation: 'JKIA' },
  { pickupLocation: 'Karen', dropoffLocation: 'Westlands' },
  { pickupLocation: 'Kilimani', dropoffLocation: 'Gigiri' },
];
const STATUSES = ['driver_assigned', 'driver_arriving', 'in_progress', 'completed'];

/** Books taxi rides and follows each live until it completes, until `running()` is false. */
export async function rider(recorder: Recorder, base: string, traveller: Traveller, running: () => boolean) {
  const headers = json(traveller.cookie);
  while (running()) {
    const trip = { ...pick(RIDES), passengers: 1, vehicleType: 'Economy' };
    const quote = await withRetries(
      3,
      (retry) => request(recorder, 'taxi-quote', `${base}/api/taxi-fare-estimate`, { method: 'POST', headers, body: JSON.stringify(trip) }, [200], retry),
      serverFailure,
    );
    if (quote.status !== 200) continue;
    const booked = await request(
      recorder,
      'taxi-book',
      `${base}/api/taxi-bookings`,
      { method: 'POST', headers, body: JSON.stringify({ ...trip, quoteId: (quote.body as { quoteId: string }).quoteId, paymentMethod: 'cash' }) },
      [201, 409],
    );
    if (booked.status !== 201) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    await followRide(recorder, base, traveller, (booked.body as { id: string }).id);
  }
}

/**
 * Follows one ride over SSE (tRPC's taxi.live) through the proxy until it completes. The
 * EventSource reconnects by itself after the server's `retry:` delay when the stream ends or
 * drops; when a reconnection is refused it is opened again after a second, as the app does
 * (useLiveRecovery).
 */
export function followRide(recorder: Recorder, base: string, traveller: Traveller, rideId: string): Promise<StreamRecord> {
  const stream: StreamRecord = { rideId, statuses: [], steps: [], gaps: [], stepsFromReload: 0, completed: false, servedBy: [] };
  recorder.streams.push(stream);
  const url = `${base}/trpc/taxi.live?input=${encodeURIComponent(JSON.stringify({ id: rideId }))}`;
  let lastStep = 0;
  return new Promise((resolve) => {
    let source: EventSource;
    const giveUp = setTimeout(() => finish(), 10 * 60_000);
    const finish = () => {
      clearTimeout(giveUp);
      source.close();
      resolve(stream);
    };
    const dropped = () => {
      const open = stream.gaps.at(-1);
      if (!open || open.resumedAt !== null) stream.gaps.push({ droppedAt: Date.now(), resumedAt: null, phase: recorder.phase });
    };
    const see = (status: string) => {
      if (stream.statuses.at(-1) !== status) stream.statuses.push(status);
      if (status === 'completed') {
        stream.completed = true;
        finish();
      }
    };
    const open = () => {
      source = new EventSource(url, {
        fetch: async (input, init) => {
          const res = await fetch(input, { ...init, headers: { ...init?.headers, cookie: traveller.cookie } });
          const servedBy = res.headers.get('x-served-by');
          if (servedBy && res.status === 200) stream.servedBy.push(servedBy);
          return res;
        },
      });
      source.addEventListener('connected', () => {
        const gap = stream.gaps.at(-1);
        if (gap && gap.resumedAt === null) gap.resumedAt = Date.now();
      });
      source.addEventListener('message', (event) => {
        const message = JSON.parse(event.data) as
          { type: 'snapshot'; ride: { status: string; step: number } } | { type: 'progress'; progress: { status: string; step: number } };
        if (message.type === 'snapshot') {
          if (lastStep > 0 && message.ride.step > lastStep) stream.stepsFromReload += message.ride.step - lastStep;
          lastStep = Math.max(lastStep, message.ride.step);
          see(message.ride.status);
        } else {
          if (message.progress.step > lastStep) stream.steps.push(message.progress.step);
          lastStep = Math.max(lastStep, message.progress.step);
          see(message.progress.status);
        }
      });
      // The instance is stopping: the stream ends, and the EventSource reconnects after `retry:`.
      source.addEventListener('serialized-error', dropped);
      source.addEventListener('error', () => {
        dropped();
        if (source.readyState === source.CLOSED && !stream.completed) setTimeout(open, 1000);
      });
    };
    open();
  });
}

export { STATUSES };
