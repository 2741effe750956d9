// Pickups and drop-offs as any point: a gazetteer place, a typed address, the traveller's
// current location or a pin, each stored as coordinates and a label. A point is served when it
// lies inside one city's circle and within SERVICE_AREA_KM_FROM_PLACE of one of its known
// places (airports, districts, landmarks, hotels): this keeps out the sea off a coastal city,
// the desert around a Gulf one and the gaps between cities, offline, without map data.
//
// Geocoding: with GEOCODER_URL, a Nominatim-compatible server (`/search`, `/reverse`) turns a
// typed address into a point and a point into a street label; without it, or when it fails, the
// gazetteer does: an address is found at the first place named in it ('Ngong Road, Apartment 4B,
// Nairobi' at Ngong Road), a point is labelled by its nearest place ('Near Westlands').
import type { EntityManager } from '@mikro-orm/postgresql';
import { Place as PlaceEntity, TaxiCity } from '@db/entities/taxi';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { distanceKm, roundPoint, type LatLng } from '@shared/geo';
import { normalizePlaceName, type RidePoint, type TaxiCityView } from '@shared/schemas/taxi';
import { fieldError } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import { findPlaceByName, resolvePlace } from './places';

/** A point farther than this from every place of its city is not served (sea, desert, open country). */
export const SERVICE_AREA_KM_FROM_PLACE = 6;
/** Closer than this to a place, a point takes the place's own name as its label. */
const AT_PLACE_METRES = 150;
/** Labels are stored up to this length. */
const MAX_LABEL_LENGTH = 200;

/** One end of a trip, resolved: where it is, what it is called, its city and gazetteer place. */
export interface TripPoint extends LatLng {
  label: string;
  place: PlaceEntity | null;
  city: TaxiCity;
}

export function toRidePoint(point: TripPoint): RidePoint {
  return { label: point.label, lat: point.lat, lng: point.lng, placeId: point.place?.id ?? null, cityId: point.city.id, city: point.city.name };
}

export function placePoint(place: PlaceEntity): TripPoint {
  return { label: place.name, lat: place.lat, lng: place.lng, place, city: place.city };
}

const clip = (label: string) => label.trim().slice(0, MAX_LABEL_LENGTH);

export async function listCities(em: EntityManager): Promise<TaxiCityView[]> {
  const cities = await em.find(TaxiCity, {}, { orderBy: { name: 'asc' } });
  return cities.map((city) => ({ id: city.id, name: city.name, country: city.country, lat: city.centerLat, lng: city.centerLng, radiusKm: city.radiusKm }));
}

/** The city serving `point` and its nearest place, or a 400 on `field` naming the service area. */
export async function servingCity(em: EntityManager, field: string, point: LatLng): Promise<{ city: TaxiCity; nearest: PlaceEntity; metres: number }> {
  const cities = await em.find(TaxiCity, {}, { orderBy: { name: 'asc' } });
  const around = cities.filter((city) => distanceKm({ lat: city.centerLat, lng: city.centerLng }, point) <= city.radiusKm);
  if (around.length > 0) {
    const places = await em.find(PlaceEntity, { city: { $in: around.map((city) => city.id) } }, { populate: ['city'] });
    let best: { place: PlaceEntity; km: number } | null = null;
    for (const place of places) {
      const km = distanceKm(place, point);
      if (!best || km < best.km) best = { place, km };
    }
    if (best && best.km <= SERVICE_AREA_KM_FROM_PLACE) return { city: best.place.city, nearest: best.place, metres: Math.round(best.km * 1000) };
  }
  throw fieldError(field, t('taxi:outsideServiceArea', { cities: cities.map((city) => city.name).join(', '), km: SERVICE_AREA_KM_FROM_PLACE }));
}

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
}

async function askGeocoder(config: AppConfig, log: Logger, path: 'search' | 'reverse', params: Record<string, string>): Promise<NominatimPlace | null> {
  if (!config.GEOCODER_URL) return null;
  const base = config.GEOCODER_URL.endsWith('/') ? config.GEOCODER_URL : `${config.GEOCODER_URL}/`;
  const url = new URL(path, base);
  url.search = new URLSearchParams({ format: 'jsonv2', ...params }).toString();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(config.GEOCODER_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the geocoder answered ${response.status}`);
    const answer = (await response.json()) as NominatimPlace | NominatimPlace[];
    const found = Array.isArray(answer) ? answer[0] : answer;
    return found && found.lat !== undefined && found.lon !== undefined ? found : null;
  } catch (error) {
    log.warn({ err: error, geocoder: base }, 'Geocoder failed; using the gazetteer');
    return null;
  }
}

/** A label for any point of the service area: the geocoder's address, else the nearest place ('Near Westlands'). */
export async function labelPoint(em: EntityManager, config: AppConfig, log: Logger, field: string, at: LatLng): Promise<TripPoint> {
  const point = roundPoint(at);
  const { city, nearest, metres } = await servingCity(em, field, point);
  const found = await askGeocoder(config, log, 'reverse', { lat: String(point.lat), lon: String(point.lng), zoom: '18' });
  const label = found?.display_name ? clip(found.display_name) : metres <= AT_PLACE_METRES ? nearest.name : t('taxi:nearPlace', { place: nearest.name });
  return { ...point, label, place: metres <= AT_PLACE_METRES && !found?.display_name ? nearest : null, city };
}

/** A typed address: the geocoder's point, else the first gazetteer place named in it; null when neither knows it. */
async function geocodeAddress(em: EntityManager, config: AppConfig, log: Logger, field: string, text: string): Promise<TripPoint | null> {
  const found = await askGeocoder(config, log, 'search', { q: text, limit: '1' });
  if (found) {
    const point = roundPoint({ lat: Number(found.lat), lng: Number(found.lon) });
    const { city } = await servingCity(em, field, point);
    return { ...point, label: clip(text), place: null, city };
  }
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => normalizePlaceName(part));
  if (parts.length < 2) return null;
  for (const part of parts) {
    const place = await findPlaceByName(em, part);
    if (place) return { lat: place.lat, lng: place.lng, label: clip(text), place: null, city: place.city };
  }
  return null;
}

/**
 * One end of a trip from what the traveller gave: a point (current location, pin) labelled by
 * `text`, a gazetteer place's name, alias or id, or a typed address; else a 400 on `field`.
 */
export async function resolveTripPoint(
  em: EntityManager,
  config: AppConfig,
  log: Logger,
  field: string,
  text: string,
  point: LatLng | undefined,
): Promise<TripPoint> {
  if (point) {
    const at = roundPoint(point);
    const { city } = await servingCity(em, field, at);
    return { ...at, label: clip(text), place: null, city };
  }
  const place = await findPlaceByName(em, text);
  if (place) return placePoint(place);
  const address = await geocodeAddress(em, config, log, field, text);
  if (address) return address;
  // Neither a place nor an address we can find: the 400 names the field and suggests places.
  return placePoint(await resolvePlace(em, field, text));
}
