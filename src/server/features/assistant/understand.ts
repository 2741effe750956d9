// The built-in assistant's understanding of everyday English: what the traveller asks for (an
// intent) and the details they gave (slots: a place, a budget, dates, a rating, a length, a
// party size, a weight...). Follow-ups ('and cheaper?', 'what about Kigali?') reuse what the
// previous answer searched for. Pure functions over a gazetteer read from the catalogue, so
// they are tested without a database; nothing here states a fact: the tools do.
import type { ProductCategory, ProductRegion } from '@shared/schemas/shop';
import type { CabinClass } from '@shared/schemas/flights';
import type { CarCategory } from '@shared/schemas/cars';
import type { CargoType } from '@shared/schemas/cargo';
import { normalizeTrackingNumber } from '@shared/tracking-number';
import { readCount, readDates } from './dates';
import { normalize, type Gazetteer, type Place } from './gazetteer';
import type { Language } from '@shared/languages';
import { UNKNOWN_WORD, toParserEnglish } from './translate';

export type SearchIntent = 'tours' | 'hotels' | 'flights' | 'cars' | 'products';
export type Intent =
  SearchIntent | 'cargoQuote' | 'track' | 'myBookings' | 'taxi' | 'hours' | 'contact' | 'cancel' | 'human' | 'greeting' | 'thanks' | 'help' | 'unknown';

export interface Slots {
  /** Where: the destination of a tour, hotel or car; a product's country or region. */
  place?: Place;
  /** A place the catalogue does not know ('hotels in Atlantis'): searched as written, finds nothing. */
  unknownPlace?: string;
  from?: Place;
  to?: Place;
  maxCents?: number;
  minCents?: number;
  /** 'and cheaper?': below the highest price shown (exclusive). */
  belowCents?: number;
  minRating?: number;
  minDays?: number;
  maxDays?: number;
  date?: string;
  endDate?: string;
  nights?: number;
  people?: number;
  cabinClass?: CabinClass;
  carCategory?: CarCategory;
  weightGrams?: number;
  cargoType?: CargoType;
  trackingNumber?: string;
  confirmationCode?: string;
  productCategory?: ProductCategory;
  productRegion?: ProductRegion;
  productWords?: string[];
  /** What the traveller would type in the shop's search box ('ethiopian coffee beans'). */
  productText?: string;
  /** A taxi trip's two ends as written ('JKIA', 'Westlands'). */
  taxiFrom?: string;
  taxiTo?: string;
  /** Words naming one of the traveller's own bookings ('great migration safari'). */
  bookingWords?: string[];
  /** 'safari', 'beach': a word a tour's name or description must contain. */
  theme?: string;
  /** Cheapest first. */
  byPrice?: boolean;
  /** Direct flights only. */
  nonStop?: boolean;
}

export interface Understanding {
  intent: Intent;
  slots: Slots;
  /** The slots were merged into the previous search ('what about Kigali?'). */
  followUp: boolean;
  /** 'show me more': the next results of the previous search. */
  more: boolean;
}

/** What a search answer showed, kept with the turn for follow-ups. */
export interface DialogueState {
  intent: SearchIntent;
  slots: Slots;
  /** Results skipped before the first one shown ('more'). */
  offset: number;
  shown: number;
  /** The highest price shown, in its currency's minor units ('cheaper' goes below it). */
  highestCents: number | null;
}

const SERVICE_KEYWORDS: { intent: SearchIntent; pattern: RegExp; weak?: boolean }[] = [
  { intent: 'flights', pattern: /\b(flights?|plane|airfares?|air tickets?|airlines?|flight tickets?)\b/ },
  // 'flying into Entebbe, any hotels there?' asks for hotels: flying says how they come, a flight is asked only without another service.
  { intent: 'flights', pattern: /\b(fly|flying)\b/, weak: true },
  {
    intent: 'hotels',
    pattern:
      /\b(hotels?|rooms?|accommodations?|lodging|lodges?|resorts?|guest ?houses?|bnb|places? to (stay|sleep)|where to (stay|sleep)|somewhere to (stay|sleep)|stay(ing)? (in|at|near)|sleep(ing)?|need a place|a place (in|at|near) [a-z]+ for \d+ nights?)\b/,
  },
  { intent: 'cars', pattern: /\b(cars?|car hire|rent(al)?s?|renting|hire|vehicles?|suvs?|4x4|jeeps?|self[- ]drive|minivans?|vans?)\b/ },
  { intent: 'tours', pattern: /\b(tours?|safaris?|excursions?|game drives?|migration|sightseeing)\b/ },
  { intent: 'tours', pattern: /\b(trips?|packages?|holidays?|vacations?|getaways?|honeymoon)\b/, weak: true },
  { intent: 'products', pattern: /\b(buy|shop|shopping|souvenirs?|gifts?|products?|marketplace|store)\b/ },
  { intent: 'products', pattern: /\b(do you (have|sell|carry|stock)|you sell)\b/, weak: true },
];

/** Words that name a product category (the category filter), and nouns that point at one. */
const CATEGORY_WORDS: Record<ProductCategory, RegExp> = {
  electronics: /\b(electronics?|gadgets?|phones?|smartphones?|solar|radio|speakers?|earbuds|smartwatch(es)?|camera)\b/,
  fashion: /\b(fashion|clothes|clothing|dress(es)?|shirts?|jackets?|sandals|shoes|caps?|hats?|abayas?|kanduras?)\b/,
  food: /\b(food|snacks?|tea|coffee|honey|dates|chocolate|halwa|syrup)\b/,
  crafts: /\b(crafts?|handmade|handicrafts?|carvings?|baskets?|art|artworks?|paintings?|sculptures?)\b/,
  jewelry: /\b(jewelry|jewellery|jewels?|necklaces?|bracelets?|rings?|pendants?|earrings?|bangles?|pearls?)\b/,
  textiles: /\b(textiles?|fabrics?|blankets?|kikoy|kitenge|shukas?|scarf|scarves|cloth)\b/,
  spices: /\b(spices?|spicy|saffron|cardamom|cinnamon|pilau|masala|baharat)\b/,
  beauty: /\b(beauty|cosmetics?|skincare|skin care|soaps?|oils?|shea|perfumes?|oud|lotions?)\b/,
};
/** Category names themselves ('jewelry', 'spices'): filter by category rather than search. */
const CATEGORY_NAMES: Record<string, ProductCategory> = {
  electronics: 'electronics',
  electronic: 'electronics',
  gadgets: 'electronics',
  fashion: 'fashion',
  clothes: 'fashion',
  clothing: 'fashion',
  food: 'food',
  crafts: 'crafts',
  craft: 'crafts',
  handicrafts: 'crafts',
  jewelry: 'jewelry',
  jewellery: 'jewelry',
  textiles: 'textiles',
  textile: 'textiles',
  fabrics: 'textiles',
  spices: 'spices',
  spice: 'spices',
  beauty: 'beauty',
  cosmetics: 'beauty',
  skincare: 'beauty',
};

const STOP_WORDS = new Set(
  `a an the i me my we us our you your is are am be do does did can could would will should have has had want wants wanted need needs looking look find show give tell get got
  any some something anything please pls thanks thank of in at on to from for with and or but by near around about what which who how where when whats that this these those
  there here it its is it's i'm im like also just only very really more most cheap cheapest cheaper good best nice great buy shop shopping products product store marketplace
  sell sells selling available local gift gifts souvenir souvenirs online under below less than up budget price prices cost costs much many`.split(/\s+/),
);

/** Words after 'in'/'at'/'near' that are not places ('in business class', 'at most'). */
const NOT_PLACES = new Set(
  `the a an my our your business economy class most least total all any some cash advance stock person people town city total return budget time mind december january february march april may june july august september october november december
  general particular front morning evening afternoon night advance fly go travel book rent hire ship send stay see visit know find buy get eat talk speak cancel pay
  return come leave be do have take check arrive depart`.split(/\s+/),
);

const MONEY_QUALIFIERS_MAX =
  /(under|below|less than|cheaper than|up to|upto|at most|max(?:imum)?|within|no more than|not more than|not over|budget(?: of| is)?|around|about|for)$/;
const MONEY_QUALIFIERS_MIN = /(over|above|more than|at least|min(?:imum)?|starting at|from)$/;

interface PlaceMention {
  at: number;
  end: number;
  place: Place;
}

function placePattern(gazetteer: Gazetteer): RegExp | null {
  const keys = [...gazetteer.places.keys()].sort((a, b) => b.length - a.length).map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return keys.length ? new RegExp(`(?<![a-z])(${keys.join('|')})(?![a-z])`, 'g') : null;
}

/** Places named in the text, in order: gazetteer phrases, and airport codes written in capitals. */
function findPlaces(text: string, raw: string, gazetteer: Gazetteer): PlaceMention[] {
  const mentions: PlaceMention[] = [];
  const pattern = placePattern(gazetteer);
  if (pattern)
    for (const match of text.matchAll(pattern)) mentions.push({ at: match.index, end: match.index + match[0].length, place: gazetteer.places.get(match[1])! });
  const byCode = new Map<string, Place>();
  for (const place of gazetteer.places.values()) for (const code of place.airports ?? []) if (place.kind === 'city') byCode.set(code, place);
  for (const match of raw.matchAll(/\b([A-Z]{3})\b/g)) {
    const place = byCode.get(match[1]);
    if (place) mentions.push({ at: match.index, end: match.index + 3, place: { ...place, airports: [match[1]] } });
  }
  return mentions.sort((a, b) => a.at - b.at);
}

function readMoney(text: string): { maxCents?: number; minCents?: number } {
  const between =
    /\bbetween\s+(?:us\$|\$|usd\s?)?(\d[\d,]*(?:\.\d{1,2})?)(k)?\s*(?:usd|dollars?)?\s+and\s+(?:us\$|\$|usd\s?)?(\d[\d,]*(?:\.\d{1,2})?)(k)?/.exec(text);
  if (between) return { minCents: toCents(between[1], between[2]), maxCents: toCents(between[3], between[4]) };
  const result: { maxCents?: number; minCents?: number } = {};
  const pattern =
    /(us\$|\$|usd\s?)?(\d[\d,]*(?:\.\d{1,2})?)(k\b)?(\s*(?:usd|us dollars|dollars?|bucks))?(?!\s*(?:kg|kgs|kilos?|kilograms?|g\b|grams?|stars?|-star|days?|nights?|people|persons?|guests?|adults?|passengers?|pax|travell?ers?|km|%|x\b|am\b|pm\b|:))/g;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index).trimEnd();
    const marked = Boolean(match[1] || match[4]);
    if (/\d[-/.:]$|mt$/.test(before) || /^\d{4}-/.test(text.slice(match.index + (match[1]?.length ?? 0)))) continue;
    const isMax = MONEY_QUALIFIERS_MAX.test(before);
    const isMin = MONEY_QUALIFIERS_MIN.test(before);
    if (!marked && !((isMax && !/for$/.test(before)) || (isMin && !/from$/.test(before)))) continue;
    const cents = toCents(match[2], match[3]);
    if (cents === undefined) continue;
    if (isMin && !isMax) result.minCents = cents;
    else result.maxCents = cents;
  }
  return result;
}

function toCents(number: string, thousands?: string): number | undefined {
  const value = Number(number.replace(/,/g, ''));
  if (!Number.isFinite(value) || value <= 0 || value > 10_000_000) return undefined;
  return Math.round(value * (thousands ? 1000 : 1) * 100);
}

function readRating(text: string): number | undefined {
  const word = /\b(three|four|five)[- ]stars?\b/.exec(text);
  if (word) return { three: 3, four: 4, five: 5 }[word[1] as 'three' | 'four' | 'five'];
  const stars =
    /\b([1-5](?:\.\d)?)\s*(?:\+|plus)?\s*-?\s*stars?\b/.exec(text) ??
    /\b(?:rated|rating(?: of| above| over)?|at least)\s+([1-5](?:\.\d)?)\b(?!\s*(?:kg|days?|nights?|people|\$))/.exec(text);
  return stars ? Number(stars[1]) : undefined;
}

function readLength(text: string): { minDays?: number; maxDays?: number } {
  const count = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a)`;
  const range = new RegExp(String.raw`\b(\d{1,4})\s*(?:-|to)\s*(\d{1,4})\s*days?\b`).exec(text);
  if (range) return { minDays: Number(range[1]), maxDays: Number(range[2]) };
  const max = new RegExp(String.raw`\b(?:under|less than|at most|up to|no more than|max(?:imum)?|within|shorter than)\s+${count}\s*(days?|weeks?)\b`).exec(
    text,
  );
  if (max) return { maxDays: (readCount(max[1]) ?? 1) * (max[2].startsWith('week') ? 7 : 1) };
  const min = new RegExp(String.raw`\b(?:at least|more than|over|min(?:imum)?|longer than)\s+${count}\s*(days?|weeks?)\b`).exec(text);
  if (min) return { minDays: (readCount(min[1]) ?? 1) * (min[2].startsWith('week') ? 7 : 1) };
  if (/\b(day trips?|one[- ]day|single day)\b/.test(text)) return { minDays: 1, maxDays: 1 };
  if (/\b(a|one)[- ]week\b|\bweek[- ]long\b/.test(text)) return { minDays: 7, maxDays: 7 };
  const exact =
    new RegExp(String.raw`(?<!\bin\s)(?<!\bfor\s)\b${count}[- ]?(days?|nights?)\b`).exec(text) ??
    new RegExp(String.raw`\bfor\s+${count}[- ]?(days?)\b`).exec(text);
  if (exact) {
    const days = (readCount(exact[1]) ?? 1) + (exact[2].startsWith('night') ? 1 : 0);
    return { minDays: days, maxDays: days };
  }
  return {};
}

function readPeople(text: string): number | undefined {
  const match = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:people|persons?|guests?|adults?|passengers?|travell?ers?|pax|of us)\b/.exec(
    text,
  );
  if (match) return readCount(match[1]);
  const family = /\bfamily of (\d+|three|four|five|six)\b/.exec(text);
  if (family) return readCount(family[1]);
  if (/\b(a couple|two of us|my (wife|husband|partner) and i|for two)\b/.test(text)) return 2;
  if (/\b(solo|just me|alone|by myself)\b/.test(text)) return 1;
  return undefined;
}

function readCarCategory(text: string): CarCategory | undefined {
  if (/\b(4x4|4 x 4|four by four|4wd|jeeps?|off[- ]road)\b/.test(text)) return '4x4';
  if (/\bsuvs?\b/.test(text)) return 'SUV';
  if (/\b(vans?|minivans?|minibus)\b/.test(text)) return 'Van';
  if (/\bluxury\b/.test(text)) return 'Luxury';
  if (/\bcompact\b/.test(text)) return 'Compact';
  if (/\b(economy|cheap|small)\s+cars?\b/.test(text)) return 'Economy';
  return undefined;
}

function readWeight(text: string): number | undefined {
  const kg = /\b(\d+(?:[.,]\d{1,3})?)\s*(?:kg|kgs|kilos?|kilograms?)\b/.exec(text);
  if (kg) return gramsOf(Number(kg[1].replace(',', '.')) * 1000);
  const tonnes = /\b(\d+(?:\.\d{1,3})?)\s*(?:t|tonnes?|tons?)\b/.exec(text);
  if (tonnes) return gramsOf(Number(tonnes[1]) * 1_000_000);
  const grams = /\b(\d+)\s*(?:g|grams?)\b/.exec(text);
  if (grams) return gramsOf(Number(grams[1]));
  return undefined;
}

/** Weights beyond a thousand tonnes are not shipments (and would overflow a price). */
const gramsOf = (value: number) => (Number.isFinite(value) && value > 0 && value <= 1e9 ? Math.round(value) : undefined);

function readCargoType(text: string): CargoType | undefined {
  if (/\b(by air|air ?freight|air cargo|airmail|by plane|via air|air)\b/.test(text)) return 'air';
  if (/\b(by sea|sea ?freight|ocean|by ship|by boat|container|sea)\b/.test(text)) return 'sea';
  if (/\b(by road|road|truck|lorry|overland|by land)\b/.test(text)) return 'road';
  return undefined;
}

function readProducts(text: string, gazetteer: Gazetteer, placeWords: Set<string>): Pick<Slots, 'productCategory' | 'productWords' | 'productText'> {
  const words = text.split(/[^a-z0-9-]+/).filter(Boolean);
  const category = words.map((word) => CATEGORY_NAMES[word]).find(Boolean);
  const nouns = words.filter(
    (word) =>
      word.length >= 3 &&
      !STOP_WORDS.has(word) &&
      !placeWords.has(word) &&
      !CATEGORY_NAMES[word] &&
      !/^\d/.test(word) &&
      (gazetteer.productWords.has(word) || isCategoryNoun(word)),
  );
  const content = words
    .filter(
      (word) =>
        !STOP_WORDS.has(word) && !NOT_PRODUCT_WORDS.has(word) && !placeWords.has(word) && !/^\d/.test(word) && word !== UNKNOWN_WORD && word.length >= 2,
    )
    .map((word) => DEMONYMS[word] ?? word);
  // Words that only say the kind of product ('handmade', 'jewellery') choose its category rather than search the names.
  const kinds = content.filter((word) => !gazetteer.productWords.has(word) && !CATEGORY_NAMES[word] && isCategoryNoun(word));
  const kindCategory = kinds.length ? (Object.keys(CATEGORY_WORDS) as ProductCategory[]).find((key) => CATEGORY_WORDS[key].test(kinds[0])) : undefined;
  const searched = content.filter((word) => !kinds.includes(word) && !CATEGORY_NAMES[word]);
  const byKind = !category && searched.length === 0 && kindCategory !== undefined;
  const named = category || byKind ? nouns.filter((word) => !kinds.includes(word)) : nouns;
  return {
    productCategory: category ?? (byKind ? kindCategory : undefined),
    productWords: named.length ? named : undefined,
    productText: searched.length || (!category && !byKind && content.length) ? content.join(' ') : undefined,
  };
}

/** 'Ethiopian coffee' is coffee from Ethiopia: the shop searches a product's country by its name. */
const DEMONYMS: Record<string, string> = {
  ethiopian: 'ethiopia',
  kenyan: 'kenya',
  tanzanian: 'tanzania',
  ugandan: 'uganda',
  rwandan: 'rwanda',
  emirati: 'uae',
  omani: 'oman',
  qatari: 'qatar',
  saudi: 'saudi',
  zanzibari: 'zanzibar',
};

/** Words of a shopping question that are not what is looked for ('do you have', 'from the Gulf'). */
const NOT_PRODUCT_WORDS = new Set(
  `sell sells selling stock carry offer have has sale purchase order ordering kind kinds type types gulf east africa african region kenya send home bring back
  recommend suggest want wanted looking searching search need item items thing things something stuff`.split(/\s+/),
);

const isCategoryNoun = (word: string) => Object.values(CATEGORY_WORDS).some((pattern) => pattern.test(word));

/** Every detail the text gives, whatever was asked. */
export function readSlots(raw: string, gazetteer: Gazetteer, today: string): Slots {
  const text = normalize(raw);
  const slots: Slots = {};
  const places = findPlaces(text, raw, gazetteer);
  const regions = places.filter((mention) => mention.place.kind === 'region');
  if (regions[0]) slots.productRegion = regions[0].place.region;
  const real = places.filter((mention) => mention.place.kind !== 'region');
  for (const mention of real) {
    const before = text.slice(Math.max(0, mention.at - 12), mention.at);
    if (/\bfrom\s+$/.test(before) && !slots.from) slots.from = mention.place;
    else if (/\b(to|into|for)\s+$/.test(before) && !slots.to) slots.to = mention.place;
  }
  const unmarked = real.filter((mention) => mention.place !== slots.from && mention.place !== slots.to);
  slots.place = (slots.to ?? unmarked[0]?.place ?? slots.from) as Place | undefined;
  if (!slots.place) delete slots.place;
  if (!slots.from && !slots.to && unmarked.length >= 2) {
    slots.from = unmarked[0].place;
    slots.to = unmarked[1].place;
  } else if (!slots.to && slots.from && unmarked[0]) {
    slots.to = unmarked[0].place;
  } else if (slots.to && !slots.from && unmarked[0] && unmarked[0].at < real.find((mention) => mention.place === slots.to)!.at) {
    slots.from = unmarked[0].place;
  }
  if (real.length === 0) {
    const unknown = /\b(?:in|at|near|around|to|visit|visiting)\s+([a-z][a-z'-]{2,}(?:\s+[a-z][a-z'-]{2,})?)/.exec(text);
    if (unknown) {
      const words = unknown[1]
        .split(' ')
        .filter(
          (word) =>
            !STOP_WORDS.has(word) && !NOT_PLACES.has(word) && !/^(hotels?|tours?|safaris?|flights?|cars?|rooms?|days?|nights?|weeks?|stars?|class)$/.test(word),
        );
      const first = words[0];
      if (first && words.length > 0 && unknown[1].startsWith(first)) slots.unknownPlace = words.join(' ');
    }
  }
  Object.assign(slots, readMoney(text));
  const rating = readRating(text);
  if (rating !== undefined) slots.minRating = rating;
  Object.assign(slots, readLength(text));
  const dates = readDates(text, today);
  if (dates.date) slots.date = dates.date;
  if (dates.endDate) slots.endDate = dates.endDate;
  if (dates.nights) slots.nights = dates.nights;
  const people = readPeople(text);
  if (people) slots.people = people;
  if (/\b(direct|non-?stop|without (a )?stop)\b/.test(text)) slots.nonStop = true;
  if (/\bbusiness( class)?\b/.test(text)) slots.cabinClass = 'business';
  else if (/\beconomy( class)?\b/.test(text)) slots.cabinClass = 'economy';
  const carCategory = readCarCategory(text);
  if (carCategory) slots.carCategory = carCategory;
  const weight = readWeight(text);
  if (weight) slots.weightGrams = weight;
  const cargoType = readCargoType(text);
  if (cargoType) slots.cargoType = cargoType;
  const tracking = /\bMT[\s-]*\d(?:[\s-]?\d){3,11}[\s-]*[A-Z]{0,2}\b/i.exec(raw);
  if (tracking && /\d{6,}/.test(tracking[0].replace(/[\s-]/g, ''))) slots.trackingNumber = normalizeTrackingNumber(tracking[0]);
  const code = /\b(MT[A-Z0-9]{6})\b/i.exec(raw);
  if (code && /[A-Z]/i.test(code[1].slice(2))) slots.confirmationCode = code[1].toUpperCase();
  if (/\bsafaris?\b/.test(text)) slots.theme = 'safari';
  else if (/\bbeach(es)?\b/.test(text)) slots.theme = 'beach';
  if (/\b(cheap|cheaper|cheapest|budget|affordable|inexpensive|lowest price)\b/.test(text)) slots.byPrice = true;
  const placeWords = new Set(real.flatMap((mention) => text.slice(mention.at, mention.end).split(' ')));
  Object.assign(slots, readProducts(text, gazetteer, placeWords));
  const trip =
    /\bfrom\s+(.+?)\s+to\s+(.+?)(?:\s+(?:by|in|for|at|on|now|tonight|tomorrow|today|please|with|and|is|are|cost|costs|how|what|price|fare)\b|[?.!,]|$)/i.exec(
      raw,
    );
  if (trip) {
    slots.taxiFrom = trip[1].trim();
    slots.taxiTo = trip[2].trim();
  }
  if (OWN_BOOKING.test(text)) {
    const words = text.split(/[^a-z0-9-]+/).filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !BOOKING_KIND_WORDS.has(word));
    if (words.length) slots.bookingWords = words;
  }
  return slots;
}

/** 'my Great Migration Safari', 'the migration safari I booked': one of the traveller's own bookings. */
const OWN_BOOKING =
  /\b(?:my|our)\s+(?:[a-z0-9'-]+\s+){0,5}?(?:safari|tour|hotel|stay|flight|car|rental|trip|booking|reservation|order|ride|room)s?\b|\b(?:i|we) (?:have )?booked\b|\bconfirmation (?:code|number)\b/;
/** Words that say what kind of booking or what is asked about it, not which one ('my booking', 'my next trip', 'the code'). */
const BOOKING_KIND_WORDS = new Set(
  `booking bookings booked reservation reservations trip trips order orders next upcoming last latest ride rides stay rental confirmation code number status date
  dates when time start starts day details tell`.split(/\s+/),
);

interface Detected {
  intent: Intent;
  at: number;
}

function detectService(text: string, slots: Slots): Detected | null {
  let best: Detected | null = null;
  let weak: Detected | null = null;
  for (const { intent, pattern, weak: isWeak } of SERVICE_KEYWORDS) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (isWeak) {
      if (!weak || match.index < weak.at) weak = { intent, at: match.index };
    } else if (!best || match.index < best.at) {
      best = { intent, at: match.index };
    }
  }
  if (best) return best;
  if (slots.productCategory || slots.productWords) return { intent: 'products', at: 0 };
  // 'do you have trips there?' asks for trips: a weak word of a service beats the shop's 'do you have'.
  const travel = SERVICE_KEYWORDS.filter((keyword) => keyword.weak && keyword.intent !== 'products')
    .map(({ intent, pattern }) => ({ intent, match: pattern.exec(text) }))
    .find((found) => found.match);
  if (travel?.match) return { intent: travel.intent, at: travel.match.index };
  return weak;
}

function detectIntent(text: string, slots: Slots): Intent {
  if (
    /\b(talk|speak|chat|connect|put me through)\b.*\b(human|person|agent|someone|somebody|staff|representative|operator|real people|team)\b|\b(human agent|real person|live agent|customer (service|care|support)|a human)\b/.test(
      text,
    )
  )
    return 'human';
  if (/\bcancel\w*\b|\brefund\w*\b/.test(text)) return 'cancel';
  if (slots.trackingNumber || /\b(track|tracking|trace)\b|\bwhere(?: is|'s)? my (shipment|parcel|package|cargo|consignment)\b/.test(text)) return 'track';
  if (
    slots.confirmationCode ||
    /\bmy\s+(bookings?|reservations?|trips?|orders?|tickets?|purchases?)\b|\b(booking|reservation|order) status\b|\bstatus of my\b|\bwhat (have|did) i book|\bconfirmation (code|number)\b|\b(when|where) is my\b|\bmy (next|upcoming|schedule|itinerary|plans)\b|\b(i|we) have\b[^.?!]*\b(bookings?|reservations?|booked)\b|\b(bookings?|reservations?) do (i|we) have\b/.test(
      text,
    ) ||
    (slots.bookingWords && OWN_BOOKING.test(text) && !/\b(for|with) my\b/.test(text))
  )
    return 'myBookings';
  if (
    /\b(cargo|freight|shipping|courier)\b|\bship(ping)?\s+(a |my |some )?(\d|parcel|package|box|goods|items?)\b|\bsend(ing)?\s+(a |my )?(parcel|package|box|goods)\b/.test(
      text,
    ) ||
    (slots.weightGrams && !/\b(luggage|baggage)\b/.test(text))
  )
    return 'cargoQuote';
  if (
    /\byour (phone|telephone|number|email|e-mail|address|whatsapp|office)\b|\b(contact you|call you|reach you|contact details|contact info(rmation)?|get in touch)\b/.test(
      text,
    )
  )
    return 'contact';
  if (/\b(business|opening|office|working) hours\b|\bwhen (are|do) you (open|close)\b|\bare you open\b/.test(text)) return 'hours';
  if (/\b(taxis?|cabs?|uber|ride|rides)\b/.test(text) && !/\bcar (hire|rental)\b|\brent\b/.test(text)) return 'taxi';
  const service = detectService(text, slots);
  // 'Doha to Muscat on Dec 7': two places with airports and nothing else asked is a flight.
  if (!service && slots.from?.airports?.length && slots.to?.airports?.length && slots.from !== slots.to) return 'flights';
  // 'a trip from Dubai to Nairobi' is a flight.
  if (service?.intent === 'tours' && slots.from && slots.to && !/\b(tours?|safaris?|excursions?)\b/.test(text)) return 'flights';
  if (service) return service.intent;
  if (/\b(business hours|opening hours|office hours|working hours|hours|open|opening times?|closed?|what time)\b/.test(text)) return 'hours';
  if (/\b(contact|phone|telephone|call you|email|e-mail|whatsapp|reach you|get in touch|address|number)\b/.test(text)) return 'contact';
  if (/\b(thanks|thank you|asante|shukran|cheers)\b/.test(text)) return 'thanks';
  if (/^(hi|hello|hey|hiya|jambo|habari|salaam|salam|good (morning|afternoon|evening))\b/.test(text)) return 'greeting';
  if (/\b(help|what can you do|who are you|what do you do)\b/.test(text)) return 'help';
  return 'unknown';
}

const FOLLOW_UP_START = /^(and|what about|how about|what if|also|instead|ok(ay)?|then|same|now|but)\b/;
const CHEAPER = /\b(cheaper|less expensive|lower price|something cheaper|more affordable|too expensive|too pricey)\b/;
const MORE = /^(and )?(show )?(me )?(some )?(more|others?)\b|\bother (options|ones|choices)\b|\bany others?\b|\bnext (page|ones|results)\b|\bshow more\b/;

/** Words a follow-up may use besides places and numbers ('and for 2 people under $300 next friday?'). */
const FOLLOW_UP_WORDS = new Set(
  `and what how about if also instead ok okay then same now but cheaper less expensive lower price more other others options ones choices next page results show rated rating star stars
  plus day days night nights week weeks people person persons guests guest adults adult passengers passenger travellers travelers pax of us couple family solo alone
  business economy class first suv suvs van vans 4x4 luxury compact jeep jeeps by air sea road kg kgs kilos usd dollars dollar bucks k tomorrow today tonight weekend
  monday tuesday wednesday thursday friday saturday sunday jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october
  nov november dec december st nd rd th one two three four five six seven eight nine ten a an least most max maximum min minimum over above below upto within no not
  cheap cheapest budget affordable safari safaris beach in at to from for on near around with the please instead maybe any hotel hotels tour tours flight flights
  car cars room rooms package packages trip trips product products direct nonstop non-stop`.split(/\s+/),
);

/** Words of the message that are neither places, numbers, details nor follow-up words ('weather'). */
function unexplainedWords(text: string, slots: Slots): string[] {
  const placeWords = new Set([slots.place, slots.from, slots.to].flatMap((place) => (place ? normalize(place.name).split(/\s+/) : [])));
  return text
    .split(/[^a-z0-9$]+/)
    .filter(
      (word) => word && !/^\$?\d/.test(word) && !FOLLOW_UP_WORDS.has(word) && !STOP_WORDS.has(word) && !placeWords.has(word) && word !== slots.unknownPlace,
    );
}

const hasSearchDetails = (slots: Slots) =>
  Boolean(
    slots.place ||
    slots.unknownPlace ||
    slots.from ||
    slots.to ||
    slots.maxCents ||
    slots.minCents ||
    slots.belowCents ||
    slots.minRating ||
    slots.minDays ||
    slots.maxDays ||
    slots.date ||
    slots.people ||
    slots.cabinClass ||
    slots.carCategory ||
    slots.nights,
  );

/** The previous search with this message's details on top ('what about Kigali?', 'for 2 people'). */
function mergeFollowUp(previous: DialogueState, slots: Slots): Slots {
  const merged: Slots = { ...previous.slots };
  const newPlace = slots.place;
  if (previous.intent === 'flights') {
    if (slots.from) merged.from = slots.from;
    if (slots.to) merged.to = slots.to;
    else if (newPlace && !slots.from) merged.to = newPlace;
  }
  if (newPlace || slots.unknownPlace) {
    delete merged.place;
    delete merged.unknownPlace;
  }
  for (const [key, value] of Object.entries(slots) as [keyof Slots, Slots[keyof Slots]][]) {
    if (value === undefined || key === 'from' || key === 'to') continue;
    (merged as Record<string, unknown>)[key] = value;
  }
  if (previous.intent === 'flights' && merged.to) merged.place = merged.to;
  return merged;
}

/** What a message asks, given the previous answer's search (null: none). */
export function understand(message: string, gazetteer: Gazetteer, today: string, previous: DialogueState | null, language: Language = 'en'): Understanding {
  const raw = toParserEnglish(message, language);
  const text = normalize(raw);
  const slots = readSlots(raw, gazetteer, today);
  const intent = detectIntent(text, slots);
  const cheaper = CHEAPER.test(text);
  const more = MORE.test(text);
  const looksLikeFollowUp = FOLLOW_UP_START.test(text) || cheaper || more;
  const unresolved = intent === 'unknown' || intent === 'greeting' || intent === 'thanks' || intent === 'help' || intent === 'hours' || intent === 'contact';
  // A follow-up only refines the last search: a word it does not explain ('weather') is a new question.
  const onlyDetails = unexplainedWords(text, slots).length === 0;
  if (previous && onlyDetails && ((unresolved && (hasSearchDetails(slots) || cheaper || more)) || (intent === previous.intent && looksLikeFollowUp))) {
    const merged = mergeFollowUp(previous, slots);
    if (cheaper) {
      if (previous.highestCents !== null) merged.belowCents = previous.highestCents;
      merged.byPrice = true;
    }
    return { intent: previous.intent, slots: merged, followUp: true, more: more && !cheaper };
  }
  return { intent, slots, followUp: false, more: false };
}
