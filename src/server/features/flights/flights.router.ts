import { z } from 'zod';
import { ZAirport, ZFlight, ZFlightPage, ZFlightRequest, ZFlightSearchRequest } from '@shared/schemas/flights';
import { catalogueProcedure, router } from '../../trpc/init';
import { getFlight, listAirports, searchFlights } from './flights.service';

/** One page of flights with the totals (GET /api/flights answers its items). */
const search = catalogueProcedure
  .meta({
    summary: 'List flights',
    description:
      'Flights from → to departing on date (local; default today) with at least `passengers` seats left in `class` ' +
      '(default economy), earliest first (sort: price or duration instead). Each result is one flight in one class; its id is the itemId to book. ' +
      'One page (page, limit); X-Total-Count gives the number over all pages.',
    rest: {
      method: 'get',
      path: '/flights',
      tag: 'Travel',
      inputRules: {
        date: "today or later (the travel calendar's today, East Africa)",
      },
    },
  })
  .input(ZFlightSearchRequest.optional())
  .output(ZFlightPage)
  .query(({ ctx, input }) => searchFlights(ctx.em, input ?? {}));

const get = catalogueProcedure
  .meta({
    summary: 'One flight in one class, with its seats left',
    rest: { method: 'get', path: '/flights/:id', tag: 'Travel' },
  })
  .input(ZFlightRequest)
  .output(ZFlight)
  .query(({ ctx, input }) => getFlight(ctx.em, input.id));

const airports = catalogueProcedure
  .meta({
    summary: 'Airports served',
    rest: { method: 'get', path: '/airports', tag: 'Travel' },
  })
  .output(z.array(ZAirport))
  .query(({ ctx }) => listAirports(ctx.em));

export const flightsRouter = router({ search, get, airports });
