import { z } from 'zod';
import {
  ZFareEstimate,
  ZFareEstimateRequest,
  ZPlace,
  ZPlaceSearchRequest,
  ZRide,
  ZRideIdRequest,
  ZRideListRequest,
  ZShareTokenRequest,
  ZTaxiBookingRequest,
} from '../../../shared/schemas/taxi';
import { ZActiveRideList, ZActiveRideRequest } from '../../../shared/schemas/operations';
import { authedProcedure, publicProcedure, router, staffProcedure } from '../../trpc/init';
import { listActiveRides } from './active-rides';
import { bookRide } from './dispatch';
import { searchPlaces } from './places';
import { estimateFare } from './quotes';
import { followRide, followSharedRide } from './ride-live';
import { cancelRide, listRides, loadRide, sharedRide } from './rides.service';

const places = publicProcedure
  .input(ZPlaceSearchRequest)
  .output(z.array(ZPlace))
  .query(({ ctx, input }) => searchPlaces(ctx.em, input ?? {}));

/** A quote: the fare and time of a trip, bookable at that fare for 10 minutes. */
const estimate = publicProcedure
  .input(ZFareEstimateRequest)
  .output(ZFareEstimate)
  .mutation(({ ctx, input }) => estimateFare(ctx.em, ctx.config, ctx.log, input));

const book = authedProcedure
  .input(ZTaxiBookingRequest)
  .output(ZRide)
  .mutation(({ ctx, input }) => bookRide(ctx.em, ctx.config, ctx.log, ctx.user, input));

const list = authedProcedure
  .input(ZRideListRequest)
  .output(z.array(ZRide))
  .query(({ ctx, input }) => listRides(ctx.em, ctx.user, input?.activeOnly));

const get = authedProcedure
  .input(ZRideIdRequest)
  .output(ZRide)
  .query(({ ctx, input }) => loadRide(ctx.em, ctx.user, input.id));

const cancel = authedProcedure
  .input(ZRideIdRequest)
  .output(ZRide)
  .mutation(({ ctx, input }) => cancelRide(ctx.em, ctx.user, input.id));

const shared = publicProcedure
  .input(ZShareTokenRequest)
  .output(ZRide)
  .query(({ ctx, input }) => sharedRide(ctx.em, input.token));

/** Track Ride: the ride and its map, then every step, pushed. */
const live = authedProcedure.input(ZRideIdRequest).subscription(({ ctx, input, signal }) => followRide(ctx, input.id, signal));

/** Staff (back office): the rides going on now. */
const active = staffProcedure
  .input(ZActiveRideRequest)
  .output(ZActiveRideList)
  .query(({ ctx, input }) => listActiveRides(ctx.em, input?.city));

const liveShared = publicProcedure.input(ZShareTokenRequest).subscription(({ ctx, input, signal }) => followSharedRide(ctx, input.token, signal));

export const taxiRouter = router({ places, estimate, book, list, get, cancel, shared, live, liveShared, active });
