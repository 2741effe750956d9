import { z } from 'zod';
import { ZAirport, ZFlight, ZFlightPage, ZFlightRequest, ZFlightSearchRequest } from '../../../shared/schemas/flights';
import { catalogueProcedure, router } from '../../trpc/init';
import { getFlight, listAirports, searchFlights } from './flights.service';

/** One page of flights with the totals (GET /api/flights answers its items). */
const search = catalogueProcedure
  .input(ZFlightSearchRequest.optional())
  .output(ZFlightPage)
  .query(({ ctx, input }) => searchFlights(ctx.em, input ?? {}));

const get = catalogueProcedure
  .input(ZFlightRequest)
  .output(ZFlight)
  .query(({ ctx, input }) => getFlight(ctx.em, input.id));

const airports = catalogueProcedure.output(z.array(ZAirport)).query(({ ctx }) => listAirports(ctx.em));

export const flightsRouter = router({ search, get, airports });
