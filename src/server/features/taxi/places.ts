// The gazetteer: autocomplete over place names and aliases (GET /api/places?query=), and turning
// what a traveller typed into one place, or a 400 naming the field with places they may mean.
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Place as PlaceEntity, TaxiCity } from '@db/entities/taxi';
import { normalizePlaceName, type Place, type PlaceKind } from '@shared/schemas/taxi';
import { containsPattern, fieldError } from '../../core/catalogue-query';
import { t } from '../../core/i18n';

export const DEFAULT_PLACE_RESULTS = 8;

/** Ties go to the places people book most: airports, then landmarks, districts, hotels. */
const KIND_ORDER: Record<PlaceKind, number> = { airport: 0, landmark: 1, district: 2, hotel: 3, mall: 4, station: 5 };

export function toPlaceDto(place: PlaceEntity): Place {
  return {
    id: place.id,
    name: place.name,
    kind: place.kind,
    cityId: place.city.id,
    city: place.city.name,
    country: place.city.country,
    lat: place.lat,
    lng: place.lng,
    iataCode: place.iataCode ?? null,
  };
}

/** 0: the name or an alias is the query; 1: the name starts with it; 2: an alias does; 3: a word does; 4: elsewhere. */
function matchRank(place: PlaceEntity, query: string): number {
  const names = place.searchText.split('|');
  if (names.includes(query)) return 0;
  if (names[0].startsWith(query)) return 1;
  if (names.slice(1).some((name) => name.startsWith(query))) return 2;
  if (names.some((name) => name.split(' ').some((word) => word.startsWith(query.split(' ')[0])))) return 3;
  return 4;
}

async function cityIds(em: EntityManager, city: string): Promise<string[]> {
  const wanted = normalizePlaceName(city);
  const cities = await em.find(TaxiCity, {}, { fields: ['id', 'name'] });
  return cities.filter((entry) => entry.id === city.toLowerCase() || normalizePlaceName(entry.name) === wanted).map((entry) => entry.id);
}

/**
 * Places whose name or alias contains every word typed ('kenyatta airport' finds Jomo Kenyatta
 * International Airport; 'jkia' and 'nbo' too), best match first. No query: the city's (or
 * every city's) airports and landmarks first.
 */
export async function searchPlaces(em: EntityManager, input: { query?: string; city?: string; limit?: number } = {}): Promise<Place[]> {
  const limit = input.limit ?? DEFAULT_PLACE_RESULTS;
  const query = input.query ? normalizePlaceName(input.query) : '';
  // A query of punctuation alone ('%', '_', '-') names no place: it finds none, not all.
  if (input.query && !query) return [];
  const where: FilterQuery<PlaceEntity>[] = [];
  if (input.city) where.push({ city: { $in: await cityIds(em, input.city) } });
  for (const word of query.split(' ').filter(Boolean)) where.push({ searchText: { $ilike: containsPattern(word) } });
  const places = await em.find(PlaceEntity, { $and: where }, { populate: ['city'] });
  return places
    .map((place) => ({ place, rank: query ? matchRank(place, query) : 0 }))
    .sort((a, b) => a.rank - b.rank || KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] || a.place.name.localeCompare(b.place.name))
    .slice(0, limit)
    .map(({ place }) => toPlaceDto(place));
}

/** Letter pairs of a text, for a typo-tolerant likeness (Dice's coefficient). */
function bigrams(text: string): Set<string> {
  const pairs = new Set<string>();
  const padded = ` ${text} `;
  for (let i = 0; i < padded.length - 1; i++) pairs.add(padded.slice(i, i + 2));
  return pairs;
}

function likeness(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  for (const pair of x) if (y.has(pair)) shared++;
  return (2 * shared) / (x.size + y.size);
}

/** Up to 3 places someone who typed `text` may have meant: by words first, else by likeness ('Westland' → Westlands). */
async function suggestionsFor(em: EntityManager, text: string): Promise<string[]> {
  const byWords = await searchPlaces(em, { query: text, limit: 3 });
  if (byWords.length > 0) return byWords.map((place) => place.name);
  const wanted = normalizePlaceName(text);
  if (!wanted) return [];
  const all = await em.find(PlaceEntity, {}, { fields: ['name', 'searchText'] });
  return all
    .map((place) => ({ name: place.name, score: Math.max(...place.searchText.split('|').map((name) => likeness(wanted, name))) }))
    .filter((entry) => entry.score >= 0.45)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map((entry) => entry.name);
}

/** The place whose id, name or alias `text` is exactly (any case, accents or punctuation); null if none. */
export async function findPlaceByName(em: EntityManager, text: string): Promise<PlaceEntity | null> {
  const byId = await em.findOne(PlaceEntity, { id: text }, { populate: ['city'] });
  if (byId) return byId;
  const wanted = normalizePlaceName(text);
  if (!wanted) return null;
  const candidates = await em.find(PlaceEntity, { searchText: { $ilike: containsPattern(wanted) } }, { populate: ['city'] });
  return candidates.find((place) => place.searchText.split('|').includes(wanted)) ?? null;
}

/** The place `text` names (its id, name or an alias, in any case), or a 400 on `field` suggesting places. */
export async function resolvePlace(em: EntityManager, field: string, text: string): Promise<PlaceEntity> {
  const found = await findPlaceByName(em, text);
  if (found) return found;
  const suggestions = await suggestionsFor(em, text);
  const hint = suggestions.length > 0 ? t('taxi:didYouMean', { places: suggestions.join(', ') }) : t('taxi:pickFromList');
  throw fieldError(field, `${t('taxi:unknownPlace', { text })} ${hint}`);
}
