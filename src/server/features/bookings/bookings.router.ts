import { z } from 'zod';
import { ZBooking, ZBookingIdRequest, ZBookingListRequest, ZCreateBookingRequest, ZOfferStatus } from '../../../shared/schemas/bookings';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { cancelBooking, createBooking, listBookings, showBooking } from './bookings.service';
import { offerStatus } from './offer';

/** A pending booking that holds the rooms, seats, car or places until it is paid. */
const create = authedProcedure
  .input(ZCreateBookingRequest)
  .output(ZBooking)
  .mutation(({ ctx, input }) => createBooking(ctx.em, ctx.config, ctx.user, input));

const list = authedProcedure
  .input(ZBookingListRequest)
  .output(z.array(ZBooking))
  .query(({ ctx, input }) => listBookings(ctx.em, ctx.user, input?.tab));

const get = authedProcedure
  .input(ZBookingIdRequest)
  .output(ZBooking)
  .query(({ ctx, input }) => showBooking(ctx.em, ctx.user, input.id));

const cancel = authedProcedure
  .input(ZBookingIdRequest)
  .output(ZBooking)
  .mutation(({ ctx, input }) => cancelBooking(ctx.em, ctx.user, input.id));

const offer = publicProcedure.output(ZOfferStatus).query(({ ctx }) => offerStatus(ctx.em, ctx.user));

export const bookingsRouter = router({ create, list, get, cancel, offer });
