// How a flight booking holds seats: one conditional UPDATE on the flight_seat row of its cabin
// (no item lock needed: the single ledger row is the unit of contention).
import { FlightSeat } from '@db/entities/flight';
import { notFound } from '../../errors';
import { fieldError } from '../../core/catalogue-query';
import { releaseCountedUnits, takeCountedUnits, type CountedLedger } from '../../core/inventory/ledgers';
import type { InventoryHandler } from '../../core/inventory/registry';
import { findFlightSeats } from './flight-availability';
import { airportLabel, formatDuration } from './flights.service';
import { t } from '../../core/i18n';
import { flightCancellationTerms } from '../../core/cancellation-terms';
import { flightFarePolicy } from '@shared/cancellation-policy';

const FLIGHT_SEATS: CountedLedger<FlightSeat> = { entity: FlightSeat, unit: 'seat' };

export const flightInventory: InventoryHandler = {
  type: 'flight',

  async reserve(tx, request) {
    const {
      rows: [found],
    } = await findFlightSeats(tx, { seatId: request.itemId }, { limit: 1, offset: 0 });
    if (!found) throw notFound(t('errors:notFound.flight'));
    const { seat, upcoming } = found;
    const { flight } = seat;
    if (!upcoming) throw fieldError('itemId', t('errors:flights.departed'));
    if (request.startDate && request.startDate !== flight.departureDate)
      throw fieldError('startDate', t('errors:flights.notItsDate', { date: flight.departureDate }));
    const from = airportLabel(flight.from);
    const to = airportLabel(flight.to);
    return {
      itemId: seat.id,
      startDate: flight.departureDate,
      endDate: flight.arrivalDate,
      quantity: request.quantity,
      unitCents: seat.priceCents,
      periods: 1,
      fees: [],
      details: {
        itemName: `${flight.airline} ${flight.flightNumber}: ${from} → ${to}`,
        image: null,
        location: `${from} → ${to}`,
        airline: flight.airline,
        flightNumber: flight.flightNumber,
        fromAirport: from,
        toAirport: to,
        departureTime: flight.departureTime,
        arrivalTime: flight.arrivalTime,
        cabinClass: seat.cabinClass,
        duration: formatDuration(flight.durationMinutes),
        stops: flight.stops,
        international: flight.from.country !== flight.to.country,
        ...flightCancellationTerms(flightFarePolicy(seat.cabinClass), flight.departureDate, flight.departureTime, flight.from.timeZone),
      },
      take: () =>
        takeCountedUnits(tx, FLIGHT_SEATS, seat.id, request.quantity, () =>
          t('errors:stock.where.onFlight', { cabin: t(`errors:stock.cabin.${seat.cabinClass}`) }),
        ),
    };
  },

  async release(tx, held) {
    await releaseCountedUnits(tx, FLIGHT_SEATS, held.itemId, held.quantity);
  },
};
