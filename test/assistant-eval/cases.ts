// The evaluation set: questions travellers ask, each with the facts a right answer must contain.
// Facts are read from the database by plain SQL written here (not through the assistant's code),
// so a right answer is one that states what the database holds. To add a case: write the
// question (earlier messages in `before` for a follow-up), the facts, what must not appear, and
// the kind of card it must carry; `npm run eval:assistant` prints the score. docs/assistant.md.
import type { AssistantCardKind } from '@shared/schemas/assistant';
import type { Language } from '@shared/languages';
import { serverCatalogs } from '../../src/server/locales';

export interface EvalEnv {
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** '$1,299.00' from cents, as prices are written. */
  usd(cents: number): string;
  /** 'Dec 24, 2026' (en) from 'YYYY-MM-DD'; in another language as its answers write dates. */
  day(date: string, language?: Language): string;
  today: string;
  inDays(days: number): string;
  /** A shipment the demo traveller sent, created for the evaluation. */
  trackingNumber: string;
  /** The demo traveller's booking of the Great Migration Safari, made for the evaluation. */
  safariBooking: { code: string; date: string };
  /** The fare estimate screen's fares (POST /api/taxi-fare-estimate) for a trip, per vehicle type. */
  taxiFares(from: string, to: string): Promise<string[]>;
}

export interface EvalCase {
  id: string;
  /** Earlier messages of the same conversation. */
  before?: string[];
  ask: string | ((env: EvalEnv) => string);
  /** Asked as the demo traveller (signed in); otherwise a signed-out visitor. */
  signedIn?: boolean;
  /** The question's language (the answer's too); English when absent. */
  language?: Language;
  /** The app's language (Accept-Language); English when absent. The answer follows the question, not this. */
  appLanguage?: Language;
  /** Every fact must appear in the answer (case-insensitive). */
  facts: (env: EvalEnv) => Promise<string[]> | string[];
  /** None of these may appear. */
  reject?: string[];
  /** The answer carries at least one card of this kind. */
  card?: AssistantCardKind;
  /** Whether the answer must offer 'Talk to a person'. */
  handOver?: boolean;
  /** Amounts a screen states for this question (a taxi fare estimate), besides the database's. */
  screenAmounts?: (env: EvalEnv) => Promise<string[]>;
}

/** A fixed phrase of the assistant in `language`, up to its first placeholder: shows the answer's language. */
export function said(language: Language, key: string): string {
  let node: unknown = serverCatalogs[language].assistant;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).split('{{')[0].trim();
}

/** A catalogue item's name and its price as the answer writes it. */
const priced = async (env: EvalEnv, table: 'tour_package' | 'hotel', name: string) => {
  const column = table === 'hotel' ? 'price_per_night_cents' : 'price_cents';
  const [row] = await env.sql<{ cents: number }>(`select ${column} as cents from ${table} where name = ?`, [name]);
  return [name, env.usd(row.cents)];
};
export const tours = (env: EvalEnv, ...names: string[]) => Promise.all(names.map((name) => priced(env, 'tour_package', name))).then((lists) => lists.flat());

/** Hotels of a city (best rated first, as shown), filtered by SQL, with their prices. */
export async function hotels(env: EvalEnv, where: string, params: unknown[], limit = 3): Promise<string[]> {
  const rows = await env.sql<{ name: string; cents: number }>(
    `select name, price_per_night_cents as cents from hotel where ${where} order by rating desc, price_per_night_cents, name limit ${limit}`,
    params,
  );
  return rows.flatMap((row) => [row.name, env.usd(row.cents)]);
}

/** Flights with seats on a date between two airports, earliest first. */
export async function flights(
  env: EvalEnv,
  from: string,
  to: string,
  date: string,
  cabin = 'economy',
  limit = 3,
  language: Language = 'en',
): Promise<string[]> {
  const rows = await env.sql<{ number: string; cents: number }>(
    `select f.flight_number as number, s.price_cents as cents from flight f join flight_seat s on s.flight_id = f.id
      where f.from_code = ? and f.to_code = ? and f.departure_date = ?::date and s.cabin_class = ? and s.capacity > s.booked
      order by f.departure_time, s.price_cents limit ${limit}`,
    [from, to, date, cabin],
  );
  return rows.length ? rows.flatMap((row) => [row.number, env.usd(row.cents)]) : [said(language, 'flights.none')];
}

/** Cars at locations matching `where`, cheapest first, with their prices per day. */
export async function cars(env: EvalEnv, where: string, params: unknown[], limit = 3): Promise<string[]> {
  const rows = await env.sql<{ name: string; cents: number }>(
    `select c.brand || ' ' || c.model as name, c.price_per_day_cents as cents from car c join car_location l on l.id = c.location_id where ${where} order by c.price_per_day_cents limit ${limit}`,
    params,
  );
  return rows.flatMap((row) => [row.name, env.usd(row.cents)]);
}

/** Products matching `where`, in catalogue order. */
export const productNames = async (env: EvalEnv, where: string, limit = 5) =>
  (await env.sql<{ name: string }>(`select name from product where ${where} order by sort_order, name limit ${limit}`)).map((row) => row.name);

/** The cheapest hotel of a city and its price. */
export const cheapestHotel = async (env: EvalEnv, city: string) =>
  (
    await env.sql<{ name: string; cents: number }>(
      `select name, price_per_night_cents as cents from hotel where city = ? order by price_per_night_cents, name limit 1`,
      [city],
    )
  ).flatMap((row) => [row.name, env.usd(row.cents)]);

export const ENGLISH_CASES: EvalCase[] = [
  // Tours by destination, budget and length
  {
    id: 'tours-kenya-budget',
    ask: 'safari in Kenya under $1500',
    facts: (env) => tours(env, 'Maasai Mara Safari', 'Amboseli Elephant Safari', 'Giraffe Conservation Safari'),
    reject: ['Luxury Bush Dining Safari', 'Great Migration Safari'],
    card: 'tour',
  },
  {
    id: 'tours-tanzania',
    ask: 'What tours do you have in Tanzania?',
    facts: (env) => tours(env, 'Serengeti National Park', 'Zanzibar Resort'),
    reject: ['Dubai City Tour'],
    card: 'tour',
  },
  {
    id: 'tours-three-days',
    ask: 'I have 3 days, any safari?',
    facts: (env) => tours(env, 'Maasai Mara Safari'),
    reject: ['Serengeti National Park', 'Great Migration Safari'],
    card: 'tour',
  },
  {
    id: 'tours-day-trip',
    ask: 'a one-day tour near Nairobi',
    facts: (env) => tours(env, 'Giraffe Conservation Safari'),
    reject: ['Maasai Mara Safari'],
    card: 'tour',
  },
  { id: 'tours-cheapest', ask: 'What is your cheapest tour?', facts: (env) => tours(env, 'Giraffe Conservation Safari'), card: 'tour' },
  { id: 'tours-zanzibar-beach', ask: 'Zanzibar beach holiday package', facts: (env) => tours(env, 'Zanzibar Resort'), card: 'tour' },
  {
    id: 'tours-under-500',
    ask: 'tours under 500 dollars',
    facts: (env) => tours(env, 'Amboseli Elephant Safari', 'Giraffe Conservation Safari'),
    reject: ['Maasai Mara Safari', 'Dubai City Tour'],
    card: 'tour',
  },
  { id: 'tours-week', ask: 'show me a 7 day safari', facts: (env) => tours(env, 'Great Migration Safari'), card: 'tour' },
  { id: 'tours-dubai', ask: 'Any tours in Dubai?', facts: (env) => tours(env, 'Dubai City Tour'), reject: ['Serengeti National Park'], card: 'tour' },
  {
    id: 'tours-follow-cheaper',
    before: ['safari in Kenya under $1500'],
    ask: 'and cheaper?',
    facts: (env) => tours(env, 'Amboseli Elephant Safari', 'Giraffe Conservation Safari'),
    reject: ['Maasai Mara Safari'],
    card: 'tour',
  },
  {
    id: 'tours-follow-place',
    before: ['tours in Kenya'],
    ask: 'what about Tanzania?',
    facts: (env) => tours(env, 'Serengeti National Park', 'Zanzibar Resort'),
    reject: ['Amboseli Elephant Safari'],
    card: 'tour',
  },
  {
    id: 'tours-more',
    before: ['show me all your tours'],
    ask: 'more',
    facts: (env) => tours(env, 'Luxury Bush Dining Safari', 'Giraffe Conservation Safari'),
    reject: ['Serengeti National Park'],
    card: 'tour',
  },

  // Hotels in a city, under a price, with a rating
  {
    id: 'hotels-zanzibar-price',
    ask: 'hotels in Zanzibar under $200 a night',
    facts: (env) => hotels(env, `city = 'Zanzibar' and price_per_night_cents <= 20000`, []),
    card: 'hotel',
  },
  {
    id: 'hotels-nairobi-rating',
    ask: '4 star hotels in Nairobi',
    facts: (env) => hotels(env, `city = 'Nairobi' and rating >= 4`, []),
    reject: ['City Stay Nairobi CBD', 'JKIA Transit Inn'],
    card: 'hotel',
  },
  { id: 'hotels-kigali-45', ask: 'hotel in Kigali rated 4.5 or more', facts: (env) => hotels(env, `city = 'Kigali' and rating >= 4.5`, []), card: 'hotel' },
  {
    id: 'hotels-mombasa-cheap',
    ask: 'cheap hotel in Mombasa',
    facts: async (env) =>
      (
        await env.sql<{ name: string; cents: number }>(
          `select name, price_per_night_cents as cents from hotel where city = 'Mombasa' order by price_per_night_cents limit 1`,
        )
      ).flatMap((row) => [row.name, env.usd(row.cents)]),
    card: 'hotel',
  },
  {
    id: 'hotels-arusha-stay',
    ask: (env) => `I need a room in Arusha for 2 nights from ${env.inDays(20)} for 2 people`,
    facts: async (env) => [...(await hotels(env, `city = 'Arusha'`, [])), env.day(env.inDays(20)), env.day(env.inDays(22))],
    card: 'hotel',
  },
  {
    id: 'hotels-follow-place',
    before: ['hotels in Dubai under $300'],
    ask: 'what about Doha?',
    facts: (env) => hotels(env, `city = 'Doha' and price_per_night_cents <= 30000`, []),
    card: 'hotel',
  },
  { id: 'hotels-unknown-city', ask: 'hotels in Atlantis', facts: () => ["couldn't find a hotel"], reject: ['$'], handOver: true },

  // Flights between airports on a date
  {
    id: 'flights-dxb-cdg',
    ask: (env) => `flights from Dubai to Paris on ${env.inDays(7)}`,
    facts: async (env) => [...(await flights(env, 'DXB', 'CDG', env.inDays(7))), env.day(env.inDays(7))],
    card: 'flight',
  },
  { id: 'flights-nbo-znz', ask: 'Nairobi to Zanzibar flight tomorrow', facts: (env) => flights(env, 'NBO', 'ZNZ', env.inDays(1)) },
  {
    id: 'flights-business',
    ask: (env) => `business class flights from DXB to NBO on ${env.day(env.inDays(14)).replace(/, \d{4}$/, '')}`,
    facts: (env) => flights(env, 'DXB', 'NBO', env.inDays(14), 'business'),
    card: 'flight',
  },
  {
    id: 'flights-follow-destination',
    before: [`flights from Dubai to Nairobi in 5 days`],
    ask: 'what about Kigali?',
    facts: (env) => flights(env, 'DXB', 'KGL', env.inDays(5)),
  },
  { id: 'flights-ask-destination', ask: 'I want to fly', facts: () => ['Where would you like to fly'] },

  // Cars at a location
  { id: 'cars-dubai-airport', ask: 'rent a car at Dubai Airport', facts: (env) => cars(env, `l.name = 'Dubai Airport'`, []), card: 'car' },
  {
    id: 'cars-nairobi-suv',
    ask: 'SUV hire in Nairobi',
    facts: (env) => cars(env, `l.city = 'Nairobi' and c.category = 'SUV'`, []),
    reject: ['Economy ·'],
    card: 'car',
  },
  { id: 'cars-tanzania-4x4', ask: '4x4 rental in Tanzania', facts: (env) => cars(env, `l.country = 'Tanzania' and c.category = '4x4'`, [], 2), card: 'car' },
  {
    id: 'cars-kigali-budget',
    ask: 'car rental in Kigali under $60 per day',
    facts: (env) => cars(env, `l.city = 'Kigali' and c.price_per_day_cents <= 6000`, []),
    card: 'car',
  },

  // Cargo price quotes with the spec's per-kg constants
  { id: 'cargo-air-20', ask: 'How much to ship 20 kg by air?', facts: () => ['$160.00', '$8.00'], reject: ['By sea'] },
  { id: 'cargo-all-100', ask: 'cargo price for 100 kg', facts: () => ['$800.00', '$300.00', '$500.00'] },
  { id: 'cargo-rates', ask: 'what are your shipping rates?', facts: () => ['$8.00', '$3.00', '$5.00'] },
  { id: 'cargo-sea-parcel', ask: 'send a 12.5 kg parcel by sea', facts: () => ['$37.50', '7–14'] },

  // Tracking a shipment by number
  // Asked signed out: the public's view, the cities and the status, never the weight or the price.
  {
    id: 'track-found',
    ask: (env) => `track ${env.trackingNumber}`,
    facts: async (env) => [env.trackingNumber, 'Nairobi', 'Dubai', 'Pending'],
    reject: ['96.00', '12 kg'],
    card: 'shipment',
  },
  { id: 'track-not-found', ask: 'where is my shipment MT0000000000KE?', facts: () => ['No shipment found'], reject: ['MT0000000000KE:'] },
  { id: 'track-no-number', ask: 'track my package', facts: () => ['tracking number'] },

  // The status of my bookings, signed in
  {
    id: 'bookings-status',
    signedIn: true,
    ask: "what's the status of my bookings?",
    facts: async (env) =>
      (
        await env.sql<{ code: string }>(
          `select b.confirmation_code as code from booking b join app_user u on u.id = b.user_id where u.username = 'demo' and b.type <> 'cargo' order by b.created_at desc limit 3`,
        )
      ).map((row) => row.code),
    card: 'booking',
  },
  {
    id: 'bookings-code',
    signedIn: true,
    ask: 'tell me about booking MTDEMO01',
    facts: async (env) => [
      (await env.sql<{ name: string }>(`select booking_details->>'itemName' as name from booking where confirmation_code = 'MTDEMO01'`))[0].name,
      'Confirmed',
    ],
    card: 'booking',
  },
  { id: 'bookings-signed-out', ask: 'show my bookings', facts: () => ['sign in'], reject: ['MTDEMO'] },

  // Products by name or category
  { id: 'products-coffee', ask: 'do you sell coffee?', facts: () => ['Yirgacheffe Coffee Beans', 'Lake Kivu Bourbon Coffee'], card: 'product' },
  { id: 'products-jewelry-kenya', ask: 'jewelry from Kenya', facts: (env) => productNames(env, `category = 'jewelry' and country = 'Kenya'`), card: 'product' },
  { id: 'products-spices', ask: 'what spices do you sell?', facts: (env) => productNames(env, `category = 'spices'`, 2), reject: ['Kikoy'], card: 'product' },
  { id: 'products-dates', ask: 'gifts from the Gulf: dates', facts: () => ['Liwa Khalas Dates', 'Ajwa Dates of Madinah'], card: 'product' },

  // Business hours, contact, cancelling, a person
  { id: 'hours', ask: 'what are your business hours?', facts: () => ['9:00-18:00', '10:00-16:00', '12:00-16:00', '24/7'] },
  { id: 'contact', ask: 'how can I contact you?', facts: () => ['+971 50 000 0000', 'support@', 'wa.me'] },
  { id: 'cancel-booking', ask: 'how do I cancel my booking?', facts: () => ['My Bookings', 'refunded'] },
  { id: 'cancel-taxi-fee', ask: 'what does it cost to cancel a taxi?', facts: () => ['$2.00', '$3.00', '$5.00'] },
  { id: 'unknown-weather', ask: 'what is the weather in Nairobi?', facts: () => ["can't answer"], reject: ['$'], handOver: true },
  { id: 'human', ask: 'I want to talk to a human', facts: () => ['Talk to a person'], handOver: true },
  { id: 'greeting', ask: 'hello', facts: () => ['tours', 'hotels'] },

  // Said another way
  {
    id: 'hotels-mara-lodge',
    ask: 'Can you recommend a lodge in the Maasai Mara?',
    facts: (env) => hotels(env, `location ilike '%Maasai Mara%'`, [], 1),
    card: 'hotel',
  },
  {
    id: 'tours-tanzania-safari',
    ask: "I'd like to go on safari in Tanzania for less than 1500",
    facts: (env) => tours(env, 'Serengeti National Park'),
    reject: ['Great Migration Safari', 'Zanzibar Resort'],
    card: 'tour',
  },
  {
    id: 'flights-direct',
    ask: 'Is there a direct flight from Nairobi to Dubai next Monday?',
    facts: async (env) => {
      const monday = env.inDays((1 - new Date(`${env.today}T00:00:00Z`).getUTCDay() + 7) % 7 || 7);
      const rows = await env.sql<{ number: string }>(
        `select flight_number as number from flight where from_code = 'NBO' and to_code = 'DXB' and stops = 0 and departure_date = ?::date order by departure_time`,
        [monday],
      );
      return [...rows.map((row) => row.number), env.day(monday)];
    },
    reject: ['1 stop'],
    card: 'flight',
  },
  {
    id: 'cars-mombasa-days',
    ask: 'I need a car for 3 days in Mombasa',
    facts: async (env) => [...(await cars(env, `l.city = 'Mombasa'`, [], 2)), env.day(env.today), env.day(env.inDays(3))],
    card: 'car',
  },
  { id: 'cargo-road-kampala', ask: 'How much would 5 kilos cost to send by road to Kampala?', facts: () => ['$25.00', '2–5'] },
  {
    id: 'track-sentence',
    ask: (env) => `Where's my parcel? The number is ${env.trackingNumber.slice(0, 5)} ${env.trackingNumber.slice(5)}`,
    facts: (env) => [env.trackingNumber, 'Dubai'],
    card: 'shipment',
  },
  {
    id: 'flights-cheapest',
    ask: (env) => `What's the cheapest flight from Doha to Muscat on ${env.inDays(10)}?`,
    facts: async (env) => {
      const [row] = await env.sql<{ number: string; cents: number }>(
        `select f.flight_number as number, s.price_cents as cents from flight f join flight_seat s on s.flight_id = f.id where f.from_code = 'DOH' and f.to_code = 'MCT' and f.departure_date = ?::date and s.cabin_class = 'economy' order by s.price_cents, f.departure_time limit 1`,
        [env.inDays(10)],
      );
      return row ? [row.number, env.usd(row.cents)] : ["couldn't find a flight"];
    },
  },
  { id: 'products-sandals', ask: 'Do you have Maasai sandals?', facts: () => ['Maasai Beaded Leather Sandals'], card: 'product' },
  {
    id: 'hotels-kigali-no-dollar',
    ask: 'Kigali hotels below 150 per night',
    facts: (env) => hotels(env, `city = 'Kigali' and price_per_night_cents <= 15000`, []),
    reject: ['Thousand Hills Hotel'],
    card: 'hotel',
  },
  { id: 'hours-saturday', ask: 'what time do you close on Saturday?', facts: () => ['10:00-16:00'] },
  { id: 'cancel-refund', ask: 'can I get a refund?', facts: () => ['refunded'] },
  { id: 'thanks', ask: 'Thanks, that helps!', facts: () => ["You're welcome"] },

  // Asked in English with the app in Kiswahili or Arabic: the answer is in English
  {
    id: 'app-sw-asked-en',
    appLanguage: 'sw',
    ask: 'safari in Kenya under $1500',
    facts: (env) => tours(env, 'Maasai Mara Safari').then((facts) => [...facts, said('en', 'tours.found')]),
    reject: [said('sw', 'tours.found')],
    card: 'tour',
  },
  {
    id: 'app-ar-asked-en',
    appLanguage: 'ar',
    ask: 'hotels in Kigali',
    facts: async (env) => [...(await hotels(env, `city = 'Kigali'`, [], 1)), said('en', 'hotels.found')],
    reject: ['إليك'],
    card: 'hotel',
  },

  // Asked the way a traveller would, checked against the screens' own functions
  { id: 'products-ethiopian-coffee', ask: 'Ethiopian coffee beans', facts: () => ['Yirgacheffe Coffee Beans'], card: 'product' },
  {
    id: 'bookings-named-safari',
    signedIn: true,
    ask: 'When is my Great Migration Safari and what is the confirmation code?',
    facts: (env) => [env.safariBooking.code, env.day(env.safariBooking.date), 'Great Migration Safari'],
    reject: ['Maasai Mara Safari', 'Serengeti National Park'],
    card: 'booking',
  },
  {
    id: 'flights-overnight',
    ask: 'flights from Nairobi to Dubai tonight',
    facts: async (env) => {
      const [row] = await env.sql<{ dep: string; arr: string; date: string }>(
        `select departure_time as dep, arrival_time as arr, to_char(departure_date, 'YYYY-MM-DD') as date from flight
          where flight_number = 'KQ 310' and departure_date = ?::date`,
        [env.today],
      );
      return row ? ['KQ 310', `${row.dep}–${row.arr} +1`] : ['KQ 310'];
    },
    card: 'flight',
  },
  {
    id: 'taxi-fare-jkia',
    ask: 'How much is a taxi from JKIA to Westlands?',
    facts: (env) => env.taxiFares('JKIA', 'Westlands'),
    screenAmounts: (env) => env.taxiFares('JKIA', 'Westlands'),
  },
  { id: 'taxi-rates', ask: 'what do your cabs charge?', facts: () => ['$2.00', '$0.60', '$0.10', '$1.30'] },
  { id: 'taxi-other-city', ask: 'taxi from JKIA to Fort Jesus', facts: () => ['Nairobi', 'Mombasa'], reject: ['$'] },
  {
    id: 'bookings-safari-code-only',
    signedIn: true,
    ask: "what's the confirmation number for the migration safari I booked?",
    facts: (env) => [env.safariBooking.code],
    card: 'booking',
  },
  { id: 'products-typo', ask: 'do you have cofee?', facts: () => ['Yirgacheffe Coffee Beans'], card: 'product' },

  // Free phrasings, written without looking at the parser
  {
    id: 'free-hotel-mombasa-weekend',
    ask: "We're two adults looking for somewhere to stay in Mombasa, nothing fancy",
    facts: (env) => hotels(env, `city = 'Mombasa'`, [], 1),
    card: 'hotel',
  },
  { id: 'free-kigali-flight', ask: 'Can I fly Nairobi-Kigali tomorrow?', facts: (env) => flights(env, 'NBO', 'KGL', env.inDays(1)) },
  { id: 'free-perfume', ask: 'I am after some oud perfume as a present', facts: (env) => productNames(env, `name ilike '%oud%'`, 1), card: 'product' },
  { id: 'free-parcel-cost', ask: 'what would it cost me to courier a 3kg box by road?', facts: () => ['$15.00'] },
  { id: 'free-upcoming', signedIn: true, ask: "what's coming up on my schedule?", facts: (env) => [env.safariBooking.code], card: 'booking' },
  { id: 'free-agent', ask: 'can someone from your team call me back?', facts: () => ['Talk to a person'], handOver: true },
  {
    id: 'bookings-by-date',
    signedIn: true,
    ask: (env) => `What's my booking on ${env.day(env.safariBooking.date).replace(/, \d{4}$/, '')}?`,
    facts: (env) => ['Great Migration Safari', env.safariBooking.code],
    reject: ['Acacia Heights Hotel'],
    card: 'booking',
  },
  // A second batch of free phrasings
  {
    id: 'free2-abu-dhabi-stay',
    ask: 'Need a place in Abu Dhabi for 3 nights, budget around $250 a night',
    facts: (env) => hotels(env, `city = 'Abu Dhabi' and price_per_night_cents <= 25000`, [], 1),
    card: 'hotel',
  },
  {
    id: 'free2-doha-muscat',
    ask: (env) => `Doha to Muscat on ${env.inDays(10)}, what have you got?`,
    facts: (env) => flights(env, 'DOH', 'MCT', env.inDays(10)),
  },
  {
    id: 'free2-gift-kenya',
    ask: 'Something handmade from Kenya to bring home?',
    facts: (env) => productNames(env, `country = 'Kenya' and category = 'crafts'`, 1),
    card: 'product',
  },
  {
    id: 'free2-van-dubai',
    ask: 'We are 7 people, can we hire a van in Dubai?',
    facts: (env) => cars(env, `l.city = 'Dubai' and c.category = 'Van'`, [], 1),
    card: 'car',
  },
  { id: 'free2-refund', ask: 'If I cancel my hotel, do I get my money back?', facts: () => ['refunded'] },
  // A third batch, written as travellers type, before reading what the parser knows
  { id: 'free3-diani-beach', ask: 'Is there somewhere to stay near the beach in Diani?', facts: (env) => hotels(env, `city = 'Diani'`, [], 1), card: 'hotel' },
  { id: 'free3-entebbe-landing', ask: "We're flying into Entebbe, any hotels there?", facts: (env) => hotels(env, `city = 'Entebbe'`, [], 1), card: 'hotel' },
  { id: 'free3-kampala-cheapest', ask: 'cheapest place to sleep in Kampala', facts: (env) => cheapestHotel(env, 'Kampala'), card: 'hotel' },
  { id: 'free3-kigali-wheels', ask: 'I need a rental car in Kigali for a few days', facts: (env) => cars(env, `l.city = 'Kigali'`, [], 1), card: 'car' },
  { id: 'free3-saudi-dates', ask: 'do you have dates from Saudi Arabia?', facts: () => ['Ajwa Dates of Madinah'], card: 'product' },
  { id: 'free3-smartwatch', ask: 'Do you sell a smartwatch?', facts: () => ['Noor Smartwatch'], card: 'product' },
  {
    id: 'free3-nbo-dxb',
    ask: (env) => `Is there a flight from Nairobi to Dubai on ${env.inDays(3)}?`,
    facts: (env) => flights(env, 'NBO', 'DXB', env.inDays(3)),
  },
  {
    id: 'free3-cab-fare',
    ask: 'How much is a cab from JKIA to Westlands?',
    facts: (env) => env.taxiFares('JKIA', 'Westlands'),
    screenAmounts: (env) => env.taxiFares('JKIA', 'Westlands'),
  },
  { id: 'free3-dubai-tour', ask: 'anything to do in Dubai? a city tour maybe', facts: (env) => tours(env, 'Dubai City Tour'), card: 'tour' },
  {
    id: 'free3-when-leave',
    signedIn: true,
    ask: 'I booked the Great Migration trip, when do I leave?',
    facts: (env) => [env.safariBooking.code, env.day(env.safariBooking.date)],
    card: 'booking',
  },
  { id: 'free3-rwanda-gift', ask: 'a souvenir from Rwanda', facts: (env) => productNames(env, `country = 'Rwanda'`, 1), card: 'product' },
  { id: 'free3-abu-dhabi', ask: 'hotels in Abu Dhabi please', facts: (env) => hotels(env, `city = 'Abu Dhabi'`, [], 1), card: 'hotel' },
];
