import { ZCargoShipment, ZCreateShipmentRequest, ZTrackingNumberRequest } from '../../../shared/schemas/cargo';
import { ZSetShipmentStatusRequest, ZShipmentListRequest, ZShipmentPage } from '../../../shared/schemas/operations';
import { authedProcedure, publicProcedure, router, staffProcedure } from '../../trpc/init';
import { setShipmentStatus, listShipments } from './shipment-admin';
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

/** Staff (back office): every shipment, and setting one's status by adding a history event. */
const shipments = staffProcedure
  .input(ZShipmentListRequest)
  .output(ZShipmentPage)
  .query(({ ctx, input }) => listShipments(ctx.em, input));

const setStatus = staffProcedure
  .input(ZSetShipmentStatusRequest)
  .output(ZCargoShipment)
  .mutation(({ ctx, input }) => setShipmentStatus(ctx.em, ctx.user, input));

export const cargoRouter = router({ create, track, live, shipments, setStatus });
