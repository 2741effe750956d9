// The taxi tariff and the rules of a ride, shared by the server (quotes, dispatch, the
// simulation, cancelling) and the client (what cancelling costs). docs/taxi-cargo.md has the
// table and the reasons. Money is integer cents; the API sends decimal strings.
import type { RideStatus, TaxiVehicleType } from './schemas/taxi';

export interface Tariff {
  baseCents: number;
  /** Per kilometre driven. */
  perKmCents: number;
  /** Per minute of the trip's duration. */
  perMinuteCents: number;
  /** Charged when a ride is cancelled after the driver reached the pickup. */
  cancellationFeeCents: number;
}

/** USD, the same in every city (the currency is USD). */
export const TAXI_TARIFFS: Record<TaxiVehicleType, Tariff> = {
  Economy: { baseCents: 200, perKmCents: 60, perMinuteCents: 10, cancellationFeeCents: 200 },
  Comfort: { baseCents: 300, perKmCents: 85, perMinuteCents: 15, cancellationFeeCents: 300 },
  Premium: { baseCents: 500, perKmCents: 130, perMinuteCents: 25, cancellationFeeCents: 500 },
};

/** Without OSRM, a route is the straight segment and the road distance is this much longer. */
export const ROAD_FACTOR = 1.3;
/** Average speed of a city trip, traffic included, when no OSRM gives durations. */
export const CITY_SPEED_KMH = 30;
/** How long a fare estimate (quote) can be booked at its fare. */
export const QUOTE_VALID_MINUTES = 10;
/** Rides one traveller may have going on at once (a family may take two cars; nobody takes a city's fleet). */
export const MAX_ACTIVE_RIDES_PER_USER = 2;
/** A ride can be booked for later up to this many days ahead. */
export const MAX_SCHEDULE_DAYS = 7;
/** A scheduled ride is dispatched (a driver assigned, the car on its way) this long before its pickup time. */
export const DISPATCH_LEAD_MINUTES = 15;
/** Rides booked for later and not yet dispatched, per traveller. */
export const MAX_SCHEDULED_RIDES_PER_USER = 5;
/** The shared link works until an hour after the trip ends. */
export const SHARE_LINK_HOURS_AFTER_TRIP = 1;

export interface FareBreakdownCents {
  baseCents: number;
  distanceCents: number;
  timeCents: number;
  totalCents: number;
}

/** base + per km + per minute, each part rounded to the cent (half up). */
export function taxiFare(vehicleType: TaxiVehicleType, distanceMeters: number, durationSeconds: number): FareBreakdownCents {
  const tariff = TAXI_TARIFFS[vehicleType];
  const distanceCents = Math.round((tariff.perKmCents * distanceMeters) / 1000);
  const timeCents = Math.round((tariff.perMinuteCents * durationSeconds) / 60);
  return { baseCents: tariff.baseCents, distanceCents, timeCents, totalCents: tariff.baseCents + distanceCents + timeCents };
}

/** Seconds to drive `distanceMeters` at the city's average speed. */
export function cityDriveSeconds(distanceMeters: number): number {
  return Math.round((distanceMeters / 1000 / CITY_SPEED_KMH) * 3600);
}

/** Whole minutes shown for a duration (at least 1). */
export const wholeMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export type CancellationTerms = { allowed: false } | { allowed: true; feeCents: number };

/**
 * Free until the driver reaches the pickup; while the driver waits there, the vehicle type's
 * fee; once the trip is under way (or over) it cannot be cancelled.
 */
export function cancellationTerms(status: RideStatus, arrived: boolean, vehicleType: TaxiVehicleType): CancellationTerms {
  if (status !== 'driver_assigned' && status !== 'driver_arriving') return { allowed: false };
  return { allowed: true, feeCents: arrived ? TAXI_TARIFFS[vehicleType].cancellationFeeCents : 0 };
}
