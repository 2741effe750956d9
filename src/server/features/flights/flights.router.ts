import { z } from 'zod';
import { ZAirport, ZFlight, ZFlightPage, ZFlightRequest, ZFlightSearchRequest } from '../../../shared/schemas/flights';
import { publicProcedure, router } from '../../trpc/init';
import { getFlight, listAirports, searchFlights } from './flights.service';

const search = publicProcedure
  .meta({ summary: 'Search flights (one page, with totals)' })
  .input(ZFlightSearchRequest.optional())
  .output(ZFlightPage)
  .query(({ ctx, input }) => searchFlights(ctx.em, input ?? {}));

// The spec's GET /api/flights answers a plain list; the total travels in X-Total-Count.
const list = publicProcedure
  .meta({
    summary: 'List flights',
    description:
      'Flights from → to departing on date (local; default today) with at least `passengers` seats left in `class` ' +
      '(default economy), earliest first. Each result is one flight in one class; its id is the itemId to book.',
  })
  .input(ZFlightSearchRequest.optional())
  .output(z.array(ZFlight))
  .query(async ({ ctx, input }) => {
    const page = await searchFlights(ctx.em, input ?? {});
    ctx.res?.setHeader('X-Total-Count', String(page.total));
    return page.items;
  });

const get = publicProcedure
  .meta({ summary: 'One flight in one class, with its seats left' })
  .input(ZFlightRequest)
  .output(ZFlight)
  .query(({ ctx, input }) => getFlight(ctx.em, input.id));

const airports = publicProcedure
  .meta({ summary: 'Airports served' })
  .output(z.array(ZAirport))
  .query(({ ctx }) => listAirports(ctx.em));

export const flightsRouter = router({ search, list, get, airports });
