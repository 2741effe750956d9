// The evaluation set in Arabic: questions as a traveller in Dubai or Doha would type them (place
// names in Arabic script, Eastern Arabic digits at times), with the app left in English: the
// answer must follow the question's language. Facts are read from the database by SQL.
import { cars, cheapestHotel, flights, hotels, productNames, said, tours, type EvalCase } from './cases';

const inArabic = (items: Omit<EvalCase, 'language'>[]): EvalCase[] => items.map((item) => ({ ...item, id: `ar-${item.id}`, language: 'ar' }));

/** '2026-12-24' in Eastern Arabic digits, as some travellers type dates. */
const easternDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

export const ARABIC_CASES = inArabic([
  // Tours
  {
    id: 'tours-kenya-budget',
    ask: 'أريد رحلة سفاري في كينيا بأقل من 1500 دولار',
    facts: async (env) => [...(await tours(env, 'Maasai Mara Safari', 'Amboseli Elephant Safari')), said('ar', 'tours.found')],
    reject: ['Great Migration Safari'],
    card: 'tour',
  },
  {
    id: 'tours-tanzania',
    ask: 'ما هي الجولات المتوفرة في تنزانيا؟',
    facts: (env) => tours(env, 'Serengeti National Park', 'Zanzibar Resort'),
    reject: ['Dubai City Tour'],
    card: 'tour',
  },
  { id: 'tours-dubai', ask: 'هل عندكم جولات سياحية في دبي؟', facts: (env) => tours(env, 'Dubai City Tour'), reject: ['Serengeti National Park'], card: 'tour' },
  { id: 'tours-cheapest', ask: 'ما هي أرخص جولة لديكم؟', facts: (env) => tours(env, 'Giraffe Conservation Safari'), card: 'tour' },
  {
    id: 'tours-days',
    ask: 'عندي ٣ أيام فقط، هل يوجد سفاري؟',
    facts: (env) => tours(env, 'Maasai Mara Safari'),
    reject: ['Great Migration Safari'],
    card: 'tour',
  },
  { id: 'tours-week', ask: 'سفاري لمدة أسبوع', facts: (env) => tours(env, 'Great Migration Safari'), card: 'tour' },
  { id: 'tours-zanzibar', ask: 'عطلة على الشاطئ في زنجبار', facts: (env) => tours(env, 'Zanzibar Resort'), card: 'tour' },
  {
    id: 'tours-follow-place',
    before: ['جولات في كينيا'],
    ask: 'وماذا عن تنزانيا؟',
    facts: (env) => tours(env, 'Serengeti National Park', 'Zanzibar Resort'),
    reject: ['Amboseli Elephant Safari'],
    card: 'tour',
  },
  {
    id: 'tours-follow-cheaper',
    before: ['سفاري في كينيا بأقل من 1500 دولار'],
    ask: 'أرخص؟',
    facts: (env) => tours(env, 'Amboseli Elephant Safari', 'Giraffe Conservation Safari'),
    reject: ['Maasai Mara Safari'],
    card: 'tour',
  },

  // Hotels
  {
    id: 'hotels-nairobi-cheap',
    // The app in Kiswahili: the answer still follows the question.
    appLanguage: 'sw',
    ask: 'فندق رخيص في نيروبي',
    facts: async (env) => [
      ...(
        await env.sql<{ name: string; cents: number }>(
          `select name, price_per_night_cents as cents from hotel where city = 'Nairobi' order by price_per_night_cents limit 2`,
        )
      ).flatMap((row) => [row.name, env.usd(row.cents)]),
      said('ar', 'hotels.found'),
    ],
    card: 'hotel',
  },
  {
    id: 'hotels-zanzibar-price',
    ask: 'فنادق في زنجبار بأقل من 200 دولار لليلة',
    facts: (env) => hotels(env, `city = 'Zanzibar' and price_per_night_cents <= 20000`, []),
    card: 'hotel',
  },
  {
    id: 'hotels-nairobi-stars',
    ask: 'فنادق 4 نجوم في نيروبي',
    facts: (env) => hotels(env, `city = 'Nairobi' and rating >= 4`, []),
    reject: ['JKIA Transit Inn'],
    card: 'hotel',
  },
  {
    id: 'hotels-arusha-dates',
    ask: (env) => `أحتاج غرفة في أروشا لليلتين من ${easternDigits(env.inDays(20))} لشخصين`,
    facts: async (env) => [...(await hotels(env, `city = 'Arusha'`, [])), env.day(env.inDays(20), 'ar'), env.day(env.inDays(22), 'ar')],
    card: 'hotel',
  },
  { id: 'hotels-kigali', ask: 'ما الفنادق المتاحة في كيغالي؟', facts: (env) => hotels(env, `city = 'Kigali'`, [], 2), card: 'hotel' },
  { id: 'hotels-doha', ask: 'أبحث عن فندق بالدوحة', facts: (env) => hotels(env, `city = 'Doha'`, [], 2), card: 'hotel' },
  {
    id: 'hotels-follow-place',
    before: ['فنادق في دبي بأقل من 300 دولار'],
    ask: 'وماذا عن الدوحة؟',
    facts: (env) => hotels(env, `city = 'Doha' and price_per_night_cents <= 30000`, []),
    card: 'hotel',
  },
  { id: 'hotels-mara', ask: 'هل يوجد نزل في ماساي مارا؟', facts: (env) => hotels(env, `location ilike '%Maasai Mara%'`, [], 1), card: 'hotel' },

  // Flights
  { id: 'flights-nbo-znz', ask: 'رحلة طيران من نيروبي إلى زنجبار غدا', facts: (env) => flights(env, 'NBO', 'ZNZ', env.inDays(1), 'economy', 3, 'ar') },
  {
    id: 'flights-dxb-cdg',
    ask: (env) => `رحلات من دبي إلى باريس يوم ${env.inDays(7)}`,
    facts: async (env) => [...(await flights(env, 'DXB', 'CDG', env.inDays(7), 'economy', 3, 'ar')), env.day(env.inDays(7), 'ar')],
    card: 'flight',
  },
  {
    id: 'flights-business',
    ask: (env) => `تذاكر طيران درجة رجال الأعمال من دبي إلى نيروبي بتاريخ ${env.inDays(14)}`,
    facts: (env) => flights(env, 'DXB', 'NBO', env.inDays(14), 'business', 3, 'ar'),
    card: 'flight',
  },
  {
    id: 'flights-follow-destination',
    before: ['طيران من دبي إلى نيروبي غدا'],
    ask: 'وماذا عن كيغالي؟',
    facts: (env) => flights(env, 'DXB', 'KGL', env.inDays(1), 'economy', 3, 'ar'),
  },
  { id: 'flights-ask-destination', ask: 'أريد حجز طيران', facts: () => [said('ar', 'flights.askDestination')] },

  // Cars
  { id: 'cars-dubai-airport', ask: 'استئجار سيارة في مطار دبي', facts: (env) => cars(env, `l.name = 'Dubai Airport'`, []), card: 'car' },
  {
    id: 'cars-nairobi-suv',
    ask: 'أريد تأجير سيارة SUV في نيروبي',
    facts: (env) => cars(env, `l.city = 'Nairobi' and c.category = 'SUV'`, []),
    card: 'car',
  },
  {
    id: 'cars-mombasa-days',
    ask: 'سيارة للإيجار في ممباسا لمدة 3 أيام',
    facts: async (env) => [...(await cars(env, `l.city = 'Mombasa'`, [], 2)), env.day(env.today, 'ar'), env.day(env.inDays(3), 'ar')],
    card: 'car',
  },

  // Taxi
  {
    id: 'taxi-fare',
    ask: 'كم أجرة التاكسي من مطار نيروبي إلى ويستلاندز؟',
    facts: async (env) => [...(await env.taxiFares('JKIA', 'Westlands')), said('ar', 'taxi.vehicles.Economy')],
    screenAmounts: (env) => env.taxiFares('JKIA', 'Westlands'),
  },
  { id: 'taxi-rates', ask: 'ما هي أسعار التاكسي عندكم؟', facts: () => ['$2.00', '$0.60', said('ar', 'taxi.tariff')] },

  // Cargo and tracking
  { id: 'cargo-air', ask: 'كم تكلفة شحن 20 كيلو جوا؟', facts: () => ['$160.00', '$8.00', said('ar', 'cargo.methods.air')], reject: ['$60.00'] },
  { id: 'cargo-sea', ask: 'شحن ١٠٠ كغ بحرا', facts: () => ['$300.00'] },
  { id: 'cargo-rates', ask: 'ما هي أسعار الشحن لديكم؟', facts: () => ['$8.00', '$3.00', '$5.00'] },
  {
    id: 'track-found',
    ask: (env) => `تتبع الشحنة ${env.trackingNumber}`,
    facts: (env) => [env.trackingNumber, 'Nairobi', 'Dubai', said('ar', 'tracking.statuses.pending')],
    card: 'shipment',
  },
  { id: 'track-no-number', ask: 'أين شحنتي؟', facts: () => [said('ar', 'tracking.ask')] },

  // My bookings
  {
    id: 'bookings-status',
    signedIn: true,
    ask: 'ما حالة حجوزاتي؟',
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
    ask: 'أخبرني عن الحجز MTDEMO01',
    facts: async (env) => [
      (await env.sql<{ name: string }>(`select booking_details->>'itemName' as name from booking where confirmation_code = 'MTDEMO01'`))[0].name,
      said('ar', 'bookings.statuses.confirmed'),
    ],
    card: 'booking',
  },
  {
    id: 'bookings-named-safari',
    signedIn: true,
    ask: 'متى رحلتي Great Migration Safari وما هو رمز التأكيد؟',
    facts: (env) => [env.safariBooking.code, env.day(env.safariBooking.date, 'ar')],
    reject: ['Maasai Mara Safari'],
    card: 'booking',
  },
  { id: 'bookings-signed-out', ask: 'أرني حجوزاتي', facts: () => [said('ar', 'bookings.signIn')], reject: ['MTDEMO'] },

  // Products
  { id: 'products-coffee', ask: 'هل تبيعون القهوة؟', facts: () => ['Yirgacheffe Coffee Beans'], card: 'product' },
  { id: 'products-ethiopian-coffee', ask: 'حبوب قهوة إثيوبية', facts: () => ['Yirgacheffe Coffee Beans'], card: 'product' },
  { id: 'products-dates', ask: 'أريد شراء تمور', facts: () => ['Liwa Khalas Dates', 'Ajwa Dates of Madinah'], card: 'product' },
  { id: 'products-spices', ask: 'بهارات', facts: (env) => productNames(env, `category = 'spices'`, 2), card: 'product' },

  // Hours, contact, cancelling, a person
  { id: 'hours', ask: 'ما هي ساعات العمل؟', facts: () => ['9:00-18:00', '24/7', said('ar', 'hours.title')] },
  { id: 'contact', ask: 'كيف أتواصل معكم؟', facts: () => ['+971 50 000 0000', 'wa.me'] },
  { id: 'cancel', ask: 'كيف ألغي حجزي؟', facts: () => [said('ar', 'cancel.title')] },
  { id: 'human', ask: 'أريد التحدث مع موظف', facts: () => [said('ar', 'human')], handOver: true },
  { id: 'unknown-weather', ask: 'كيف الطقس في نيروبي اليوم؟', facts: () => [said('ar', 'unknown')], reject: ['$'], handOver: true },
  { id: 'greeting', ask: 'مرحبا', facts: () => [said('ar', 'greeting')] },
  { id: 'thanks', ask: 'شكرا جزيلا', facts: () => [said('ar', 'thanks')] },

  // Free phrasings, written without looking at the parser
  { id: 'free-hotel-mombasa', ask: 'نبحث عن مكان للإقامة في ممباسا لشخصين', facts: (env) => hotels(env, `city = 'Mombasa'`, [], 1), card: 'hotel' },
  { id: 'free-kigali-flight', ask: 'هل توجد رحلة من نيروبي إلى كيغالي بكرة؟', facts: (env) => flights(env, 'NBO', 'KGL', env.inDays(1), 'economy', 3, 'ar') },
  { id: 'free-oud', ask: 'أبغى عطر عود هدية', facts: (env) => productNames(env, `name ilike '%oud%'`, 1), card: 'product' },
  { id: 'free-parcel-road', ask: 'بكم أرسل طرد 3 كيلو بالشاحنة؟', facts: () => ['$15.00'] },
  { id: 'free-serengeti', ask: 'ودي أروح السيرينجيتي، عندكم رحلات هناك؟', facts: (env) => tours(env, 'Serengeti National Park'), card: 'tour' },
  { id: 'free-hours-friday', ask: 'متى تفتحون يوم الجمعة؟', facts: () => ['9:00-18:00'] },
  {
    id: 'bookings-by-date',
    signedIn: true,
    ask: (env) => `ما هو حجزي يوم ${env.safariBooking.date}؟`,
    facts: (env) => ['Great Migration Safari', env.safariBooking.code],
    reject: ['Acacia Heights Hotel'],
    card: 'booking',
  },
  // A second batch of free phrasings
  {
    id: 'free2-abu-dhabi-stay',
    ask: 'أحتاج فندق في أبوظبي ٣ ليال وميزانيتي 250 دولار لليلة',
    facts: (env) => hotels(env, `city = 'Abu Dhabi' and price_per_night_cents <= 25000`, [], 1),
    card: 'hotel',
  },
  {
    id: 'free2-doha-muscat',
    ask: (env) => `رحلات الدوحة مسقط يوم ${env.inDays(10)}`,
    facts: (env) => flights(env, 'DOH', 'MCT', env.inDays(10), 'economy', 3, 'ar'),
  },
  {
    id: 'free2-gift-kenya',
    ask: 'أبحث عن حرف يدوية من كينيا',
    facts: (env) => productNames(env, `country = 'Kenya' and category = 'crafts'`, 1),
    card: 'product',
  },
  { id: 'free2-van-dubai', ask: 'نحن 7 أشخاص، نبي فان في دبي', facts: (env) => cars(env, `l.city = 'Dubai' and c.category = 'Van'`, [], 1), card: 'car' },
  { id: 'free2-refund', ask: 'لو ألغيت الفندق هل أسترد فلوسي؟', facts: () => [said('ar', 'cancel.title')] },
  // A third batch, written as travellers type, before reading what the parser knows
  { id: 'free3-diani-beach', ask: 'هل يوجد فندق قريب من الشاطئ في دياني؟', facts: (env) => hotels(env, `city = 'Diani'`, [], 1), card: 'hotel' },
  { id: 'free3-entebbe-landing', ask: 'سنصل إلى عنتيبي، أين ننام؟', facts: (env) => hotels(env, `city = 'Entebbe'`, [], 1), card: 'hotel' },
  { id: 'free3-kampala-cheapest', ask: 'أرخص فندق في كمبالا', facts: (env) => cheapestHotel(env, 'Kampala'), card: 'hotel' },
  { id: 'free3-kigali-wheels', ask: 'أحتاج سيارة إيجار في كيغالي لعدة أيام', facts: (env) => cars(env, `l.city = 'Kigali'`, [], 1), card: 'car' },
  { id: 'free3-saudi-dates', ask: 'هل تبيعون تمر من السعودية؟', facts: () => ['Ajwa Dates of Madinah'], card: 'product' },
  { id: 'free3-smartwatch', ask: 'هل عندكم ساعة ذكية؟', facts: () => ['Noor Smartwatch'], card: 'product' },
  {
    id: 'free3-nbo-dxb',
    ask: (env) => `رحلة طيران من نيروبي إلى دبي يوم ${env.inDays(3)}`,
    facts: (env) => flights(env, 'NBO', 'DXB', env.inDays(3), 'economy', 3, 'ar'),
  },
  {
    id: 'free3-cab-fare',
    ask: 'كم سعر التاكسي من JKIA إلى ويستلاندز؟',
    facts: (env) => env.taxiFares('JKIA', 'Westlands'),
    screenAmounts: (env) => env.taxiFares('JKIA', 'Westlands'),
  },
  { id: 'free3-dubai-tour', ask: 'أريد جولة في مدينة دبي', facts: (env) => tours(env, 'Dubai City Tour'), card: 'tour' },
  {
    id: 'free3-when-leave',
    signedIn: true,
    ask: 'حجزت رحلة Great Migration، متى موعد السفر؟',
    facts: (env) => [env.safariBooking.code, env.day(env.safariBooking.date, 'ar')],
    card: 'booking',
  },
  { id: 'free3-rwanda-gift', ask: 'هدية تذكارية من رواندا', facts: (env) => productNames(env, `country = 'Rwanda'`, 1), card: 'product' },
  { id: 'free3-abu-dhabi', ask: 'فنادق في أبوظبي', facts: (env) => hotels(env, `city = 'Abu Dhabi'`, [], 1), card: 'hotel' },
]);
