// The evaluation set in Kiswahili: questions as a traveller in Nairobi or Dar would type them,
// with the app left in English (the answer must follow the question's language). Facts are read
// from the database by SQL, as in cases.ts; dates are written as Kiswahili answers write them.
import { cars, cheapestHotel, flights, hotels, productNames, said, tours, type EvalCase } from './cases';

const inSwahili = (items: Omit<EvalCase, 'language'>[]): EvalCase[] => items.map((item) => ({ ...item, id: `sw-${item.id}`, language: 'sw' }));

export const SWAHILI_CASES = inSwahili([
  // Tours
  {
    id: 'tours-kenya-budget',
    ask: 'Nataka safari Kenya chini ya dola 1500',
    facts: async (env) => [...(await tours(env, 'Maasai Mara Safari', 'Amboseli Elephant Safari')), said('sw', 'tours.found')],
    reject: ['Great Migration Safari'],
    card: 'tour',
  },
  {
    id: 'tours-tanzania',
    ask: 'Mna ziara gani Tanzania?',
    facts: async (env) => [...(await tours(env, 'Serengeti National Park', 'Zanzibar Resort')), said('sw', 'tours.found')],
    reject: ['Dubai City Tour'],
    card: 'tour',
  },
  { id: 'tours-cheapest', ask: 'Ziara ya bei nafuu zaidi ni ipi?', facts: (env) => tours(env, 'Giraffe Conservation Safari'), card: 'tour' },
  { id: 'tours-dubai', ask: 'Kuna ziara huko Dubai?', facts: (env) => tours(env, 'Dubai City Tour'), reject: ['Serengeti National Park'], card: 'tour' },
  {
    id: 'tours-days',
    ask: 'Nina siku 3 tu, kuna safari yoyote?',
    facts: (env) => tours(env, 'Maasai Mara Safari'),
    reject: ['Great Migration Safari'],
    card: 'tour',
  },
  { id: 'tours-week', ask: 'Nionyeshe safari ya wiki moja', facts: (env) => tours(env, 'Great Migration Safari'), card: 'tour' },
  { id: 'tours-zanzibar-unguja', ask: 'likizo ya ufukweni Unguja', facts: (env) => tours(env, 'Zanzibar Resort'), card: 'tour' },
  {
    id: 'tours-follow-place',
    before: ['ziara za Kenya'],
    ask: 'na je Tanzania?',
    facts: (env) => tours(env, 'Serengeti National Park', 'Zanzibar Resort'),
    reject: ['Amboseli Elephant Safari'],
    card: 'tour',
  },
  {
    id: 'tours-follow-cheaper',
    before: ['safari Kenya chini ya dola 1500'],
    ask: 'nafuu zaidi?',
    facts: (env) => tours(env, 'Amboseli Elephant Safari', 'Giraffe Conservation Safari'),
    reject: ['Maasai Mara Safari'],
    card: 'tour',
  },

  // Hotels
  {
    id: 'hotels-nairobi-cheap',
    // The app in Arabic: the answer still follows the question.
    appLanguage: 'ar',
    ask: 'hoteli nafuu Nairobi',
    facts: async (env) => [
      ...(
        await env.sql<{ name: string; cents: number }>(
          `select name, price_per_night_cents as cents from hotel where city = 'Nairobi' order by price_per_night_cents limit 2`,
        )
      ).flatMap((row) => [row.name, env.usd(row.cents)]),
      said('sw', 'hotels.found'),
    ],
    card: 'hotel',
  },
  {
    id: 'hotels-zanzibar-price',
    ask: 'Natafuta hoteli Zanzibar isiyozidi dola 200 kwa usiku',
    facts: (env) => hotels(env, `city = 'Zanzibar' and price_per_night_cents <= 20000`, []),
    card: 'hotel',
  },
  {
    id: 'hotels-nairobi-stars',
    ask: 'hoteli za nyota 4 Nairobi',
    facts: (env) => hotels(env, `city = 'Nairobi' and rating >= 4`, []),
    reject: ['JKIA Transit Inn'],
    card: 'hotel',
  },
  {
    id: 'hotels-arusha-dates',
    ask: (env) => `Nahitaji chumba Arusha usiku 2 kuanzia ${env.inDays(20)} kwa watu wawili`,
    facts: async (env) => [...(await hotels(env, `city = 'Arusha'`, [])), env.day(env.inDays(20), 'sw'), env.day(env.inDays(22), 'sw')],
    card: 'hotel',
  },
  { id: 'hotels-kigali', ask: 'Kuna hoteli gani Kigali?', facts: (env) => hotels(env, `city = 'Kigali'`, [], 2), card: 'hotel' },
  { id: 'hotels-dar', ask: 'malazi Dar es Salaam', facts: (env) => hotels(env, `city = 'Dar es Salaam'`, [], 2), card: 'hotel' },
  {
    id: 'hotels-follow-place',
    before: ['hoteli Dubai chini ya dola 300'],
    ask: 'vipi kuhusu Doha?',
    facts: (env) => hotels(env, `city = 'Doha' and price_per_night_cents <= 30000`, []),
    card: 'hotel',
  },

  // Flights
  {
    id: 'flights-nbo-znz',
    ask: 'Ndege kutoka Nairobi kwenda Zanzibar kesho',
    facts: (env) => flights(env, 'NBO', 'ZNZ', env.inDays(1), 'economy', 3, 'sw'),
  },
  {
    id: 'flights-dxb-cdg',
    ask: (env) => `tiketi za ndege kutoka Dubai hadi Paris tarehe ${env.inDays(7)}`,
    facts: async (env) => [...(await flights(env, 'DXB', 'CDG', env.inDays(7), 'economy', 3, 'sw')), env.day(env.inDays(7), 'sw')],
    card: 'flight',
  },
  {
    id: 'flights-business',
    ask: (env) => `ndege za daraja la biashara kutoka DXB kwenda NBO tarehe ${env.inDays(14)}`,
    facts: (env) => flights(env, 'DXB', 'NBO', env.inDays(14), 'business', 3, 'sw'),
    card: 'flight',
  },
  {
    id: 'flights-follow-destination',
    before: ['ndege kutoka Dubai kwenda Nairobi kesho'],
    ask: 'na Kigali je?',
    facts: (env) => flights(env, 'DXB', 'KGL', env.inDays(1), 'economy', 3, 'sw'),
  },
  { id: 'flights-ask-destination', ask: 'Nataka kusafiri kwa ndege', facts: () => [said('sw', 'flights.askDestination')] },

  // Cars
  { id: 'cars-dubai-airport', ask: 'kukodi gari uwanja wa ndege wa Dubai', facts: (env) => cars(env, `l.name = 'Dubai Airport'`, []), card: 'car' },
  {
    id: 'cars-nairobi-suv',
    ask: 'Nataka kukodi SUV Nairobi',
    facts: (env) => cars(env, `l.city = 'Nairobi' and c.category = 'SUV'`, []),
    card: 'car',
  },
  {
    id: 'cars-mombasa-days',
    ask: 'gari la kukodi Mombasa kwa siku 3',
    facts: async (env) => [...(await cars(env, `l.city = 'Mombasa'`, [], 2)), env.day(env.today, 'sw'), env.day(env.inDays(3), 'sw')],
    card: 'car',
  },

  // Taxi
  {
    id: 'taxi-fare',
    ask: 'Nauli ya teksi kutoka JKIA hadi Westlands ni bei gani?',
    facts: async (env) => [...(await env.taxiFares('JKIA', 'Westlands')), said('sw', 'taxi.vehicles.Economy')],
    screenAmounts: (env) => env.taxiFares('JKIA', 'Westlands'),
  },
  { id: 'taxi-rates', ask: 'bei za teksi zenu ni zipi?', facts: () => ['$2.00', '$0.60', said('sw', 'taxi.tariff')] },

  // Cargo and tracking
  { id: 'cargo-air', ask: 'Kutuma kilo 20 kwa ndege ni bei gani?', facts: () => ['$160.00', '$8.00', said('sw', 'cargo.methods.air')], reject: ['$60.00'] },
  { id: 'cargo-sea', ask: 'gharama ya kusafirisha mzigo wa kilo 100 kwa meli', facts: () => ['$300.00'] },
  { id: 'cargo-rates', ask: 'bei zenu za mizigo ni zipi?', facts: () => ['$8.00', '$3.00', '$5.00'] },
  {
    id: 'track-found',
    ask: (env) => `fuatilia mzigo ${env.trackingNumber}`,
    facts: (env) => [env.trackingNumber, 'Nairobi', 'Dubai', said('sw', 'tracking.statuses.pending')],
    card: 'shipment',
  },
  { id: 'track-no-number', ask: 'mzigo wangu uko wapi?', facts: () => [said('sw', 'tracking.ask')] },

  // My bookings
  {
    id: 'bookings-status',
    signedIn: true,
    ask: 'hali ya nafasi zangu',
    facts: async (env) =>
      (
        await env.sql<{ code: string }>(
          `select b.confirmation_code as code from booking b join app_user u on u.id = b.user_id where u.username = 'demo' and b.type <> 'cargo' order by b.created_at desc limit 2`,
        )
      ).map((row) => row.code),
    card: 'booking',
  },
  {
    id: 'bookings-code',
    signedIn: true,
    ask: 'niambie kuhusu booking MTDEMO01',
    facts: async (env) => [
      (await env.sql<{ name: string }>(`select booking_details->>'itemName' as name from booking where confirmation_code = 'MTDEMO01'`))[0].name,
      said('sw', 'bookings.statuses.confirmed'),
    ],
    card: 'booking',
  },
  {
    id: 'bookings-named-safari',
    signedIn: true,
    ask: 'Safari yangu ya Great Migration ni lini, na namba ya uthibitisho ni ipi?',
    facts: (env) => [env.safariBooking.code, env.day(env.safariBooking.date, 'sw')],
    reject: ['Maasai Mara Safari'],
    card: 'booking',
  },
  { id: 'bookings-signed-out', ask: 'nionyeshe nafasi zangu', facts: () => [said('sw', 'bookings.signIn')], reject: ['MTDEMO'] },

  // Products
  { id: 'products-coffee', ask: 'Mnauza kahawa?', facts: () => ['Yirgacheffe Coffee Beans'], card: 'product' },
  { id: 'products-honey', ask: 'nataka kununua asali', facts: (env) => productNames(env, `name ilike '%honey%'`, 1), card: 'product' },
  { id: 'products-spices', ask: 'viungo vya chakula', facts: (env) => productNames(env, `category = 'spices'`, 2), card: 'product' },

  // Hours, contact, cancelling, a person
  { id: 'hours', ask: 'saa zenu za kazi ni zipi?', facts: () => ['9:00-18:00', '24/7', said('sw', 'hours.title')] },
  { id: 'contact', ask: 'Ninawezaje kuwasiliana nanyi?', facts: () => ['+971 50 000 0000', 'wa.me'] },
  { id: 'cancel', ask: 'nawezaje kughairi nafasi yangu?', facts: () => [said('sw', 'cancel.title')] },
  { id: 'human', ask: 'nataka kuongea na mtu', facts: () => [said('sw', 'human')], handOver: true },
  { id: 'unknown-weather', ask: 'hali ya hewa Nairobi ikoje leo?', facts: () => [said('sw', 'unknown')], reject: ['$'], handOver: true },
  { id: 'greeting', ask: 'Habari!', facts: () => [said('sw', 'greeting')] },
  { id: 'thanks', ask: 'asante sana', facts: () => [said('sw', 'thanks')] },

  // Free phrasings, written without looking at the parser
  { id: 'free-hotel-mombasa', ask: 'Tunatafuta mahali pa kulala Mombasa, sisi wawili', facts: (env) => hotels(env, `city = 'Mombasa'`, [], 1), card: 'hotel' },
  {
    id: 'free-kigali-flight',
    ask: 'Je, kuna ndege ya kwenda Kigali kutoka Nairobi kesho?',
    facts: (env) => flights(env, 'NBO', 'KGL', env.inDays(1), 'economy', 3, 'sw'),
  },
  { id: 'free-coffee-gift', ask: 'Nataka zawadi ya kahawa ya Ethiopia', facts: () => ['Yirgacheffe Coffee Beans'], card: 'product' },
  { id: 'free-parcel-road', ask: 'Kutuma kifurushi cha kilo 3 kwa barabara ni shilingi ngapi?', facts: () => ['$15.00'] },
  { id: 'free-serengeti', ask: 'Ningependa kwenda Serengeti, mna safari huko?', facts: (env) => tours(env, 'Serengeti National Park'), card: 'tour' },
  { id: 'free-hours-sunday', ask: 'Jumapili mko wazi?', facts: () => ['12:00-16:00'] },
  {
    id: 'bookings-by-date',
    signedIn: true,
    ask: (env) => `Nina booking gani tarehe ${env.safariBooking.date}?`,
    facts: (env) => ['Great Migration Safari', env.safariBooking.code],
    reject: ['Acacia Heights Hotel'],
    card: 'booking',
  },
  // A second batch of free phrasings
  {
    id: 'free2-abu-dhabi-stay',
    ask: 'Nahitaji hoteli Abu Dhabi kwa usiku 3, bajeti dola 250 kwa usiku',
    facts: (env) => hotels(env, `city = 'Abu Dhabi' and price_per_night_cents <= 25000`, [], 1),
    card: 'hotel',
  },
  {
    id: 'free2-doha-muscat',
    ask: (env) => `Ndege za Doha kwenda Muscat tarehe ${env.inDays(10)} zipo?`,
    facts: (env) => flights(env, 'DOH', 'MCT', env.inDays(10), 'economy', 3, 'sw'),
  },
  {
    id: 'free2-gift-kenya',
    ask: 'Natafuta zawadi ya kazi za mikono kutoka Kenya',
    facts: (env) => productNames(env, `country = 'Kenya' and category = 'crafts'`, 1),
    card: 'product',
  },
  {
    id: 'free2-van-dubai',
    ask: 'Tuko watu 7, tunaweza kukodi van Dubai?',
    facts: (env) => cars(env, `l.city = 'Dubai' and c.category = 'Van'`, [], 1),
    card: 'car',
  },
  { id: 'free2-refund', ask: 'Nikighairi hoteli nitarudishiwa pesa?', facts: () => [said('sw', 'cancel.title')] },
  // A third batch, written as travellers type, before reading what the parser knows
  { id: 'free3-diani-beach', ask: 'Kuna hoteli karibu na ufukwe Diani?', facts: (env) => hotels(env, `city = 'Diani'`, [], 1), card: 'hotel' },
  { id: 'free3-entebbe-landing', ask: 'Tunafika Entebbe, tulale wapi?', facts: (env) => hotels(env, `city = 'Entebbe'`, [], 1), card: 'hotel' },
  { id: 'free3-kampala-cheapest', ask: 'Hoteli ya bei rahisi zaidi Kampala', facts: (env) => cheapestHotel(env, 'Kampala'), card: 'hotel' },
  { id: 'free3-kigali-wheels', ask: 'Nahitaji gari la kukodi Kigali kwa siku chache', facts: (env) => cars(env, `l.city = 'Kigali'`, [], 1), card: 'car' },
  { id: 'free3-saudi-dates', ask: 'Mna tende kutoka Saudia?', facts: () => ['Ajwa Dates of Madinah'], card: 'product' },
  { id: 'free3-smartwatch', ask: 'Je, mnauza smartwatch?', facts: () => ['Noor Smartwatch'], card: 'product' },
  {
    id: 'free3-nbo-dxb',
    ask: (env) => `Kuna ndege kutoka Nairobi kwenda Dubai tarehe ${env.inDays(3)}?`,
    facts: (env) => flights(env, 'NBO', 'DXB', env.inDays(3), 'economy', 3, 'sw'),
  },
  {
    id: 'free3-cab-fare',
    ask: 'Teksi kutoka JKIA mpaka Westlands inagharimu kiasi gani?',
    facts: (env) => env.taxiFares('JKIA', 'Westlands'),
    screenAmounts: (env) => env.taxiFares('JKIA', 'Westlands'),
  },
  { id: 'free3-dubai-tour', ask: 'Mna ziara ya kutembelea jiji la Dubai?', facts: (env) => tours(env, 'Dubai City Tour'), card: 'tour' },
  {
    id: 'free3-when-leave',
    signedIn: true,
    ask: 'Nilikata safari ya Great Migration, naondoka lini?',
    facts: (env) => [env.safariBooking.code, env.day(env.safariBooking.date, 'sw')],
    card: 'booking',
  },
  { id: 'free3-rwanda-gift', ask: 'Zawadi kutoka Rwanda', facts: (env) => productNames(env, `country = 'Rwanda'`, 1), card: 'product' },
  { id: 'free3-abu-dhabi', ask: 'hoteli za Abu Dhabi', facts: (env) => hotels(env, `city = 'Abu Dhabi'`, [], 1), card: 'hotel' },
]);
