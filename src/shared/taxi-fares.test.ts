import { describe, expect, it } from 'vitest';
import { distanceKm, pointAlong, polylineMeters } from './geo';
import { TAXI_TARIFFS, cancellationTerms, cityDriveSeconds, taxiFare } from './taxi-fares';

describe('taxi fares', () => {
  it('are base + per km + per minute, in cents', () => {
    // Economy, 10 km, 20 min: 2.00 + 6.00 + 2.00
    expect(taxiFare('Economy', 10_000, 1_200)).toEqual({ baseCents: 200, distanceCents: 600, timeCents: 200, totalCents: 1_000 });
    // Premium, 12.345 km, 24 min 41 s: 5.00 + 16.05 (16.0485) + 6.17 (6.1708)
    expect(taxiFare('Premium', 12_345, 1_481)).toEqual({ baseCents: 500, distanceCents: 1_605, timeCents: 617, totalCents: 2_722 });
  });

  it('order the vehicle types by price', () => {
    const fares = (['Economy', 'Comfort', 'Premium'] as const).map((type) => taxiFare(type, 8_000, 900).totalCents);
    expect(fares).toEqual([...fares].sort((a, b) => a - b));
    expect(new Set(fares).size).toBe(3);
  });

  it('time city trips at 30 km/h', () => {
    expect(cityDriveSeconds(15_000)).toBe(1_800);
  });

  it('let a ride be cancelled free until the driver arrives, for the fee while waiting, never once under way', () => {
    expect(cancellationTerms('driver_assigned', false, 'Comfort')).toEqual({ allowed: true, feeCents: 0 });
    expect(cancellationTerms('driver_arriving', false, 'Comfort')).toEqual({ allowed: true, feeCents: 0 });
    expect(cancellationTerms('driver_arriving', true, 'Comfort')).toEqual({ allowed: true, feeCents: TAXI_TARIFFS.Comfort.cancellationFeeCents });
    for (const status of ['in_progress', 'completed', 'cancelled'] as const) expect(cancellationTerms(status, true, 'Economy')).toEqual({ allowed: false });
  });
});

describe('positions along a route', () => {
  const route = [
    { lat: -1.2841, lng: 36.8233 },
    { lat: -1.2841, lng: 36.8333 },
    { lat: -1.2941, lng: 36.8333 },
  ];

  it('walk the polyline by distance', () => {
    const total = polylineMeters(route);
    expect(total).toBeCloseTo(distanceKm(route[0], route[1]) * 1000 + distanceKm(route[1], route[2]) * 1000, 3);
    expect(pointAlong(route, 0)).toEqual(route[0]);
    expect(pointAlong(route, 1)).toEqual(route[2]);
    const half = pointAlong(route, 0.5);
    expect(half.lng).toBeCloseTo(36.8333, 3); // at the corner: both legs are ~1.11 km
    const quarter = pointAlong(route, 0.25);
    expect(quarter.lat).toBeCloseTo(-1.2841, 4);
    expect(quarter.lng).toBeCloseTo(36.8283, 3);
  });
});
