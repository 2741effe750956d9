// The words the built-in assistant knows, read from the catalogue itself: places (airport
// cities and countries, rental locations, hotel cities and areas, tour locations, the popular
// destinations) and the nouns of product names. So a city added to the catalogue is understood
// at once, and the assistant never recognises a place the app does not serve as one it does.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Hotel } from '@db/entities/hotel';
import { Product } from '@db/entities/product';
import type { ProductRegion } from '@shared/schemas/shop';
import { listCarLocations } from '../cars';
import { listAirports } from '../flights';
import { listPopularDestinations, listTourPackages } from '../tours';

export type PlaceKind = 'country' | 'city' | 'area' | 'region';

export interface Place {
  /** As the catalogue writes it: 'Kigali', 'United Arab Emirates', 'Dubai Airport'. */
  name: string;
  kind: PlaceKind;
  /** The country it is in (a country: itself). */
  country?: string;
  /** A city's or area's city. */
  city?: string;
  /** Airport codes serving it, for flights. */
  airports?: string[];
  region?: ProductRegion;
}

export interface Gazetteer {
  /** Lower-case phrase → place; several phrases may name one place. */
  places: Map<string, Place>;
  /** Every place of a country (cities, areas), to widen a search by country. */
  placesIn(country: string): Place[];
  /** Lower-case nouns of product names ('coffee', 'sandals', 'tanzanite'). */
  productWords: Set<string>;
}

/** Everyday names for places the catalogue writes differently. */
const ALIASES: Record<string, string> = {
  uae: 'United Arab Emirates',
  'u.a.e': 'United Arab Emirates',
  'masai mara': 'Maasai Mara',
  mara: 'Maasai Mara',
  'the mara': 'Maasai Mara',
  addis: 'Addis Ababa',
  dar: 'Dar es Salaam',
  'dar es salam': 'Dar es Salaam',
  ksa: 'Saudi Arabia',
  saudi: 'Saudi Arabia',
  jkia: 'Nairobi',
  kili: 'Kilimanjaro',
  'zanzibar island': 'Zanzibar',
  unguja: 'Zanzibar',
};

const REGIONS: Record<string, ProductRegion> = { 'east africa': 'east_africa', 'east african': 'east_africa', gulf: 'gcc', gcc: 'gcc', 'middle east': 'gcc' };

/** Words of product names that say nothing about what the product is. */
const PRODUCT_STOP_WORDS = new Set(
  'with from black white purple gold silver natural wooden hand painted print dual mountain highlands peace model home wireless portable decorative engraved embroidered rechargeable waterproof pro set of and the for mini power bank red drop filigree crescent beans'.split(
    ' ',
  ),
);

export const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

export async function loadGazetteer(em: EntityManager): Promise<Gazetteer> {
  const places = new Map<string, Place>();
  const add = (phrase: string, place: Place) => {
    const key = normalize(phrase);
    const existing = places.get(key);
    // A country beats a city of the same name; a city beats an area.
    const rank = { region: 0, country: 1, city: 2, area: 3 } as const;
    if (key.length < 3) return;
    if (!existing || rank[place.kind] < rank[existing.kind]) places.set(key, place);
    else if (existing.kind === place.kind && place.airports) existing.airports = [...new Set([...(existing.airports ?? []), ...place.airports])];
  };
  const [airports, locations, hotels, tours, destinations] = await Promise.all([
    listAirports(em),
    listCarLocations(em),
    em.find(Hotel, {}, { fields: ['city', 'country', 'location'] }),
    listTourPackages(em),
    listPopularDestinations(em),
  ]);
  for (const airport of airports) {
    add(airport.country, { name: airport.country, kind: 'country', country: airport.country });
    add(airport.city, { name: airport.city, kind: 'city', city: airport.city, country: airport.country, airports: [airport.code] });
    add(airport.name, { name: airport.city, kind: 'city', city: airport.city, country: airport.country, airports: [airport.code] });
  }
  for (const location of locations) {
    add(location.country, { name: location.country, kind: 'country', country: location.country });
    add(location.city, { name: location.city, kind: 'city', city: location.city, country: location.country });
    add(location.name, { name: location.name, kind: 'area', city: location.city, country: location.country });
  }
  for (const hotel of hotels) {
    add(hotel.country, { name: hotel.country, kind: 'country', country: hotel.country });
    add(hotel.city, { name: hotel.city, kind: 'city', city: hotel.city, country: hotel.country });
    const area = hotel.location.split(',')[0].trim();
    if (area && area !== hotel.city) add(area, { name: area, kind: 'area', city: hotel.city, country: hotel.country });
  }
  for (const tour of tours) {
    const parts = tour.location
      .split(/,|&/)
      .map((part) => part.trim())
      .filter(Boolean);
    for (const part of parts) if (!places.has(normalize(part))) add(part, { name: part, kind: 'area' });
  }
  for (const destination of destinations)
    add(destination.name, { name: destination.name, kind: 'city', city: destination.name, country: destination.country ?? undefined });
  for (const [alias, name] of Object.entries(ALIASES)) {
    const place = places.get(normalize(name));
    if (place) places.set(alias, place);
  }
  for (const [phrase, region] of Object.entries(REGIONS)) places.set(phrase, { name: phrase, kind: 'region', region });

  // City → its airports, so 'flights to Zanzibar' finds ZNZ even when the city came from hotels.
  for (const airport of airports) {
    const city = places.get(normalize(airport.city));
    if (city && city.kind === 'city') city.airports = [...new Set([...(city.airports ?? []), airport.code])];
  }

  const productWords = new Set<string>();
  const placeWords = new Set([...places.keys()].flatMap((key) => key.split(' ')));
  for (const product of await em.find(Product, {}, { fields: ['name'] })) {
    for (const word of normalize(product.name).split(/[^a-z]+/)) {
      if (word.length >= 4 && !PRODUCT_STOP_WORDS.has(word) && !placeWords.has(word)) productWords.add(word);
    }
  }

  const all = [...new Set(places.values())];
  return {
    places,
    placesIn: (country) => all.filter((place) => place.country === country && place.kind !== 'country'),
    productWords,
  };
}

const CACHE_MS = 60_000;
const cache = new Map<string, { until: number; gazetteer: Promise<Gazetteer> }>();

/**
 * The gazetteer of the database `em` works on, read at most once a minute per process: the
 * catalogue's places and product names change rarely, and a new one is understood within a
 * minute on every instance.
 */
export function gazetteerFor(em: EntityManager): Promise<Gazetteer> {
  const key = String(em.config.get('clientUrl') ?? em.config.get('dbName'));
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.gazetteer;
  const gazetteer = loadGazetteer(em.fork());
  cache.set(key, { until: Date.now() + CACHE_MS, gazetteer });
  gazetteer.catch(() => cache.delete(key));
  return gazetteer;
}
