// A route between two points: from an OSRM server when OSRM_URL is set (road geometry, distance
// and duration), otherwise the straight segment with its distance × ROAD_FACTOR and the city's
// average speed. An OSRM failure or timeout falls back to the straight segment, so a quote never
// fails because a routing server is down. docs/taxi-cargo.md.
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { distanceKm, roundPoint, type LatLng } from '@shared/geo';
import type { RouteSource } from '@shared/schemas/taxi';
import { ROAD_FACTOR, cityDriveSeconds } from '@shared/taxi-fares';

export interface PlannedRoute {
  points: LatLng[];
  distanceMeters: number;
  durationSeconds: number;
  source: RouteSource;
}

/** Routes stored and sent are thinned to this many points (enough for a phone's map). */
export const MAX_ROUTE_POINTS = 200;

export function straightRoute(from: LatLng, to: LatLng): PlannedRoute {
  const distanceMeters = Math.round(distanceKm(from, to) * 1000 * ROAD_FACTOR);
  return { points: [roundPoint(from), roundPoint(to)], distanceMeters, durationSeconds: cityDriveSeconds(distanceMeters), source: 'straight' };
}

/** Keeps every n-th point (and the last), so a long geometry stays small. */
export function thinPoints(points: LatLng[], max = MAX_ROUTE_POINTS): LatLng[] {
  if (points.length <= max) return points;
  const every = Math.ceil(points.length / (max - 1));
  const kept = points.filter((_, index) => index % every === 0);
  kept.push(points[points.length - 1]);
  return kept;
}

interface OsrmAnswer {
  code?: string;
  routes?: { distance: number; duration: number; geometry?: { coordinates?: [number, number][] } }[];
}

export async function roadRoute(config: AppConfig, log: Logger, from: LatLng, to: LatLng): Promise<PlannedRoute> {
  if (!config.OSRM_URL) return straightRoute(from, to);
  const base = config.OSRM_URL.endsWith('/') ? config.OSRM_URL : `${config.OSRM_URL}/`;
  const url = new URL(`route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}`, base);
  url.search = 'overview=full&geometries=geojson&alternatives=false&steps=false';
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(config.OSRM_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`OSRM answered ${response.status}`);
    const answer = (await response.json()) as OsrmAnswer;
    const route = answer.code === 'Ok' ? answer.routes?.[0] : undefined;
    const coordinates = route?.geometry?.coordinates ?? [];
    if (!route || coordinates.length < 2) throw new Error(`OSRM found no route (${answer.code ?? 'no code'})`);
    const points = thinPoints(coordinates.map(([lng, lat]) => roundPoint({ lat, lng })));
    return { points, distanceMeters: Math.round(route.distance), durationSeconds: Math.max(1, Math.round(route.duration)), source: 'osrm' };
  } catch (error) {
    log.warn({ err: error, osrm: base }, 'OSRM route failed; using a straight segment × the road factor');
    return straightRoute(from, to);
  }
}
