import { ZCargoShipment, ZCreateShipmentRequest, ZTrackingNumberRequest } from '../../../shared/schemas/cargo';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { followShipment } from './shipment-live';
import { createShipment, trackShipment } from './shipments.service';

const create = authedProcedure
  .input(ZCreateShipmentRequest)
  .output(ZCargoShipment)
  .mutation(({ ctx, input }) => createShipment(ctx.em, ctx.config, ctx.user, input));

/** Public and rate-limited: anyone with the number may track (as with any carrier). */
const track = publicProcedure
  .input(ZTrackingNumberRequest)
  .output(ZCargoShipment)
  .query(({ ctx, input }) => trackShipment(ctx.em, ctx.config, ctx.ip, input.trackingNumber));

const live = publicProcedure.input(ZTrackingNumberRequest).subscription(({ ctx, input, signal }) => followShipment(ctx, input.trackingNumber, signal));

export const cargoRouter = router({ create, track, live });
