// The hotel page's map: the hotel's position is its place in the taxi gazetteer (every catalogue
// hotel has one), and the landmarks drawn around it are the city's map landmarks near it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Place } from '@db/entities/taxi';
import { distanceKm } from '@shared/geo';
import type { HotelMap } from '@shared/schemas/hotels';
import type { AppConfig } from '../../config';

/** Landmarks further than this from the hotel are off the map's first view. */
const LANDMARK_RADIUS_KM = 6;
const MAX_LANDMARKS = 8;

export async function hotelMap(em: EntityManager, config: Pick<AppConfig, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'>, hotelId: string): Promise<HotelMap | null> {
  const place = await em.findOne(Place, { hotelId });
  if (!place) return null;
  const nearby = await em.find(Place, { city: place.city, showOnMap: true }, { fields: ['name', 'lat', 'lng'] });
  const landmarks = nearby
    .map((landmark) => ({ name: landmark.name, lat: landmark.lat, lng: landmark.lng, km: distanceKm(place, landmark) }))
    .filter((landmark) => landmark.km <= LANDMARK_RADIUS_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, MAX_LANDMARKS)
    .map(({ name, lat, lng }) => ({ name, lat, lng }));
  return {
    lat: place.lat,
    lng: place.lng,
    landmarks,
    tileUrl: config.MAP_TILE_URL ?? null,
    tileAttribution: config.MAP_TILE_URL ? (config.MAP_TILE_ATTRIBUTION ?? null) : null,
  };
}
