// Fare estimates (POST /api/taxi-fare-estimate): the two ends resolved to points (geocoding.ts), a
// route between them (OSRM or straight × road factor), the fare from the tariff, stored as a
// quote that a booking may use once within QUOTE_VALID_MINUTES. Quotes live in PostgreSQL, so
// any instance can book what another one quoted.
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ride as RideEntity, TaxiQuote } from '@db/entities/taxi';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { centsToAmount } from '@shared/money';
import { distanceKm, type LatLng } from '@shared/geo';
import { TAXI_VEHICLE_TYPES, type FareEstimate, type RidePoint, type TaxiVehicleType } from '@shared/schemas/taxi';
import { QUOTE_VALID_MINUTES, taxiFare, wholeMinutes } from '@shared/taxi-fares';
import { fieldError } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import { defineRecurringJob } from '../../platform';
import { resolveTripPoint, type TripPoint } from './geocoding';
import { roadRoute } from './routing';

export interface TripRequest {
  pickupLocation: string;
  dropoffLocation: string;
  pickupPoint?: LatLng;
  dropoffPoint?: LatLng;
  passengers?: number;
  vehicleType?: TaxiVehicleType;
}

/** Points closer than this are one point: a trip needs a drop-off other than its pickup. */
const SAME_POINT_METRES = 50;

/** Both ends as points of one city, or a 400 naming the field. */
export async function resolveTrip(em: EntityManager, config: AppConfig, log: Logger, input: TripRequest): Promise<{ pickup: TripPoint; dropoff: TripPoint }> {
  const pickup = await resolveTripPoint(em, config, log, 'pickupLocation', input.pickupLocation, input.pickupPoint);
  const dropoff = await resolveTripPoint(em, config, log, 'dropoffLocation', input.dropoffLocation, input.dropoffPoint);
  if (distanceKm(pickup, dropoff) * 1000 < SAME_POINT_METRES) throw fieldError('dropoffLocation', t('taxi:samePlace'));
  if (pickup.city.id !== dropoff.city.id) {
    throw fieldError(
      'dropoffLocation',
      t('taxi:oneCity', { pickup: pickup.label, pickupCity: pickup.city.name, dropoff: dropoff.label, dropoffCity: dropoff.city.name }),
    );
  }
  return { pickup, dropoff };
}

/** A stored end of a quote or a ride, as the API shows it. */
export function storedPoint(row: TaxiQuote | RideEntity, end: 'pickup' | 'dropoff'): RidePoint {
  const place = row[end];
  return end === 'pickup'
    ? { label: row.pickupLabel, lat: row.pickupLat, lng: row.pickupLng, placeId: place?.id ?? null, cityId: row.city.id, city: row.city.name }
    : { label: row.dropoffLabel, lat: row.dropoffLat, lng: row.dropoffLng, placeId: place?.id ?? null, cityId: row.city.id, city: row.city.name };
}

export function toFareEstimate(quote: TaxiQuote): FareEstimate {
  const fare = taxiFare(quote.vehicleType, quote.distanceMeters, quote.durationSeconds);
  return {
    quoteId: quote.id,
    estimatedFare: centsToAmount(quote.fareCents),
    currency: 'USD',
    estimatedTime: wholeMinutes(quote.durationSeconds),
    distanceKm: Math.round(quote.distanceMeters / 100) / 10,
    fareBreakdown: { base: centsToAmount(fare.baseCents), distance: centsToAmount(fare.distanceCents), time: centsToAmount(fare.timeCents) },
    pickup: storedPoint(quote, 'pickup'),
    dropoff: storedPoint(quote, 'dropoff'),
    passengers: quote.passengers,
    vehicleType: quote.vehicleType,
    route: quote.route,
    routeSource: quote.routeSource,
    expiresAt: quote.expiresAt.toISOString(),
  };
}

/** Makes and stores a quote; returns the stored row (with its city). */
export async function createQuote(em: EntityManager, config: AppConfig, log: Logger, input: TripRequest): Promise<TaxiQuote> {
  const { pickup, dropoff } = await resolveTrip(em, config, log, input);
  const route = await roadRoute(config, log, pickup, dropoff);
  const vehicleType = input.vehicleType ?? 'Economy';
  const fare = taxiFare(vehicleType, route.distanceMeters, route.durationSeconds);
  const id = String(
    await em.insert(TaxiQuote, {
      city: pickup.city.id,
      pickup: pickup.place?.id ?? null,
      dropoff: dropoff.place?.id ?? null,
      pickupLabel: pickup.label,
      pickupLat: pickup.lat,
      pickupLng: pickup.lng,
      dropoffLabel: dropoff.label,
      dropoffLat: dropoff.lat,
      dropoffLng: dropoff.lng,
      passengers: input.passengers ?? 1,
      vehicleType,
      fareCents: fare.totalCents,
      distanceMeters: route.distanceMeters,
      durationSeconds: route.durationSeconds,
      route: route.points,
      routeSource: route.source,
      // The database's clock decides when a quote lapses, for every instance alike.
      expiresAt: sql`now() + make_interval(mins => ${QUOTE_VALID_MINUTES})`,
    }),
  );
  return em.findOneOrFail(TaxiQuote, id, { populate: ['city'], refresh: true });
}

export interface TripFares {
  pickup: string;
  dropoff: string;
  city: string;
  distanceMeters: number;
  durationSeconds: number;
  /** The fare of each vehicle type, as a quote of that type would charge (cents). */
  fares: { vehicleType: TaxiVehicleType; fareCents: number }[];
}

/** What a trip costs in every vehicle type, computed as a quote is but stored nowhere (the assistant's answer). */
export async function tripFares(em: EntityManager, config: AppConfig, log: Logger, input: TripRequest): Promise<TripFares> {
  const { pickup, dropoff } = await resolveTrip(em, config, log, input);
  const route = await roadRoute(config, log, pickup, dropoff);
  return {
    pickup: pickup.label,
    dropoff: dropoff.label,
    city: pickup.city.name,
    distanceMeters: route.distanceMeters,
    durationSeconds: route.durationSeconds,
    fares: TAXI_VEHICLE_TYPES.map((vehicleType) => ({ vehicleType, fareCents: taxiFare(vehicleType, route.distanceMeters, route.durationSeconds).totalCents })),
  };
}

export async function estimateFare(em: EntityManager, config: AppConfig, log: Logger, input: TripRequest): Promise<FareEstimate> {
  return toFareEstimate(await createQuote(em, config, log, input));
}

/** Quotes a day past their end are of no use to anyone. */
export const purgeOldQuotes = defineRecurringJob({
  kind: 'taxi.purge-quotes',
  every: 60 * 60_000,
  async run({ em }) {
    await em.nativeDelete(TaxiQuote, { expiresAt: { $lt: sql`now() - make_interval(days => 1)` } });
  },
});
