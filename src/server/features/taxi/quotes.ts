// Fare estimates (POST /api/taxi-fare-estimate): the two places resolved in the gazetteer, a
// route between them (OSRM or straight × road factor), the fare from the tariff, stored as a
// quote that a booking may use once within QUOTE_VALID_MINUTES. Quotes live in PostgreSQL, so
// any instance can book what another one quoted.
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Place as PlaceEntity, TaxiQuote } from '../../../../prisma-free-db/entities/taxi';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { centsToAmount } from '../../../shared/money';
import type { FareEstimate, TaxiVehicleType } from '../../../shared/schemas/taxi';
import { QUOTE_VALID_MINUTES, taxiFare, wholeMinutes } from '../../../shared/taxi-fares';
import { fieldError } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import { defineRecurringJob } from '../../platform';
import { resolvePlace, toPlaceDto } from './places';
import { roadRoute } from './routing';

export interface TripRequest {
  pickupLocation: string;
  dropoffLocation: string;
  passengers?: number;
  vehicleType?: TaxiVehicleType;
}

/** Both ends as places of one city, or a 400 naming the field. */
export async function resolveTrip(em: EntityManager, input: TripRequest): Promise<{ pickup: PlaceEntity; dropoff: PlaceEntity }> {
  const pickup = await resolvePlace(em, 'pickupLocation', input.pickupLocation);
  const dropoff = await resolvePlace(em, 'dropoffLocation', input.dropoffLocation);
  if (pickup.id === dropoff.id) throw fieldError('dropoffLocation', t('taxi:samePlace'));
  if (pickup.city.id !== dropoff.city.id) {
    throw fieldError('dropoffLocation', t('taxi:oneCity', { pickup: pickup.name, pickupCity: pickup.city.name, dropoff: dropoff.name, dropoffCity: dropoff.city.name }));
  }
  return { pickup, dropoff };
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
    pickup: toPlaceDto(quote.pickup),
    dropoff: toPlaceDto(quote.dropoff),
    passengers: quote.passengers,
    vehicleType: quote.vehicleType,
    route: quote.route,
    routeSource: quote.routeSource,
    expiresAt: quote.expiresAt.toISOString(),
  };
}

/** Makes and stores a quote; returns the stored row (with its places). */
export async function createQuote(em: EntityManager, config: AppConfig, log: Logger, input: TripRequest): Promise<TaxiQuote> {
  const { pickup, dropoff } = await resolveTrip(em, input);
  const route = await roadRoute(config, log, pickup, dropoff);
  const vehicleType = input.vehicleType ?? 'Economy';
  const fare = taxiFare(vehicleType, route.distanceMeters, route.durationSeconds);
  const id = String(
    await em.insert(TaxiQuote, {
      pickup: pickup.id,
      dropoff: dropoff.id,
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
  return em.findOneOrFail(TaxiQuote, id, { populate: ['pickup.city', 'dropoff.city'], refresh: true });
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
