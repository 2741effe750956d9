// Distances and positions along a route, for the taxi service (quotes, dispatch, the simulated
// car's movement) and its map. Coordinates are WGS84 degrees; distances are metres or km on a
// sphere (haversine), which is within 0.5 % of the ellipsoid at city scale.

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Length of a polyline in metres. */
export function polylineMeters(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceKm(points[i - 1], points[i]) * 1000;
  return total;
}

/** Rounded to 5 decimals (about 1 m): what is stored and sent. */
export function roundPoint(point: LatLng): LatLng {
  return { lat: Math.round(point.lat * 100_000) / 100_000, lng: Math.round(point.lng * 100_000) / 100_000 };
}

/**
 * The point `fraction` (0 to 1) of the way along a polyline, by distance. Straight lines
 * between points are interpolated in degrees, which is exact enough over city blocks.
 */
export function pointAlong(points: readonly LatLng[], fraction: number): LatLng {
  if (points.length === 0) throw new Error('pointAlong: empty route');
  if (points.length === 1 || fraction <= 0) return roundPoint(points[0]);
  if (fraction >= 1) return roundPoint(points[points.length - 1]);
  const wanted = polylineMeters(points) * fraction;
  let covered = 0;
  for (let i = 1; i < points.length; i++) {
    const segment = distanceKm(points[i - 1], points[i]) * 1000;
    if (covered + segment >= wanted && segment > 0) {
      const t = (wanted - covered) / segment;
      const from = points[i - 1];
      const to = points[i];
      return roundPoint({ lat: from.lat + (to.lat - from.lat) * t, lng: from.lng + (to.lng - from.lng) * t });
    }
    covered += segment;
  }
  return roundPoint(points[points.length - 1]);
}
