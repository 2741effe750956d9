import { ZCargoShipment, ZCreateShipmentRequest, ZTrackedShipment, ZTrackingNumberRequest } from '@shared/schemas/cargo';
import { ZSetShipmentStatusRequest, ZShipmentListRequest, ZShipmentPage } from '@shared/schemas/operations';
import { authedProcedure, publicProcedure, router, staffProcedure } from '../../trpc/init';
import { setShipmentStatus, listShipments } from './shipment-admin';
import { followShipment } from './shipment-live';
import { createShipment, trackShipment } from './shipments.service';

const create = authedProcedure
  .meta({
    summary: 'Ship cargo: books the shipment (a hold to pay with POST /api/payments) and returns it with its tracking number',
    description:
      'weight and price are decimal strings. The price is per kg: air $8, sea $3, road $5 (at most 500, 20,000 and 5,000 kg). ' +
      'A price other than the server’s is refused with 409 naming the right one. dimensions: optional, "L x W x H" in cm ("40x30x20", "40 x 30 x 20 cm"). ' +
      'The shipment is unpaid (paymentStatus) until its booking (bookingId) is paid with POST /api/payments before holdExpiresAt; ' +
      'only then is it picked up. Unpaid, it lapses like any hold.',
    rest: {
      method: 'post',
      path: '/cargo-shipments',
      tag: 'Cargo',
      status: 201,
      errors: { 409: 'price differs from the server’s price (the message gives it), or too many unpaid holds' },
      inputRules: {
        toLocation: 'another place than fromLocation',
        weight: 'at most 500 kg by air, 5,000 by road, 20,000 by sea',
      },
    },
  })
  .input(ZCreateShipmentRequest)
  .output(ZCargoShipment)
  .mutation(({ ctx, input }) => createShipment(ctx.em, ctx.config, ctx.user, input));

/** Public and rate-limited: anyone with the number may track (as with any carrier). */
const track = publicProcedure
  .meta({
    summary: 'Track a shipment by its number (public)',
    description:
      'Tracking numbers: MT, 9 digits, a check digit and a country code (MT4829160375KE); a mistyped digit is refused with 400 before ' +
      'any look-up. history: Shipment Created, Picked Up, In Transit, Arrived at Hub, Out for Delivery, Delivered. Rate-limited per client network. ' +
      'The sender and staff get everything (view: sender); anyone else only the status, the timeline and the cities (view: public): no address, name, phone, weight or price.',
    rest: {
      method: 'get',
      path: '/cargo-shipments/:trackingNumber',
      tag: 'Cargo',
      errors: { 404: 'No shipment found', 429: 'Too many look-ups from this network: Retry-After gives the seconds' },
      inputRules: {
        trackingNumber: "its check digit (the 10th digit, Damm's algorithm) matches the nine before it",
      },
    },
  })
  .input(ZTrackingNumberRequest)
  .output(ZTrackedShipment)
  .query(({ ctx, input }) => trackShipment(ctx.em, ctx.config, ctx.ip, input.trackingNumber, ctx.user));

const live = publicProcedure.input(ZTrackingNumberRequest).subscription(({ ctx, input, signal }) => followShipment(ctx, input.trackingNumber, signal));

/** Staff (back office): every shipment, and setting one's status by adding a history event. */
const shipments = staffProcedure
  .meta({
    summary: 'Cargo shipments, newest first, by status or by part of a tracking number, a place or the sender',
    rest: { method: 'get', path: '/admin/shipments', tag: 'Back office' },
  })
  .input(ZShipmentListRequest)
  .output(ZShipmentPage)
  .query(({ ctx, input }) => listShipments(ctx.em, input));

const setStatus = staffProcedure
  .meta({
    summary: "Set a shipment's status by adding a history event (the sender sees it on the tracking page)",
    description:
      "Only forward: an event before or equal to the latest is a 409. An event past pending also records 'Picked Up' and 'In Transit' if they are missing.",
    rest: {
      method: 'post',
      path: '/admin/shipments/:trackingNumber/events',
      tag: 'Back office',
      status: 201,
      errors: { 404: 'No shipment found', 409: 'The history already has this event or a later one' },
      inputRules: {
        trackingNumber: "its check digit (the 10th digit, Damm's algorithm) matches the nine before it",
      },
    },
  })
  .input(ZSetShipmentStatusRequest)
  .output(ZCargoShipment)
  .mutation(({ ctx, input }) => setShipmentStatus(ctx.em, ctx.user, input));

export const cargoRouter = router({ create, track, live, shipments, setStatus });
