// The tracking page, pushed live: the shipment with its history first (and after any gap), then
// again after each carrier event, as the viewer may see it (the sender and staff everything,
// anyone else the public view). One look-up (rate-limited) per (re)connection.
import type { Context } from '../../trpc/context';
import { followLive } from '../../platform';
import type { ShipmentLiveMessage } from '@shared/schemas/cargo';
import { shipmentTopic } from './carrier';
import { findShipmentForLookup, parseTrackingNumber, viewFor } from './shipments.service';
import { CargoShipment } from '@db/entities/cargo';
import { toTRPCError } from '../../trpc/error-mapping';

export async function* followShipment(ctx: Context, text: string, signal: AbortSignal | undefined) {
  // A malformed number is refused before followLive takes over: mapped here, so the client sees BAD_REQUEST.
  let number: string;
  try {
    number = parseTrackingNumber(text);
  } catch (error) {
    throw toTRPCError(error);
  }
  let counted = false;
  yield* followLive<ShipmentLiveMessage>({
    live: ctx.live,
    topics: shipmentTopic(number),
    signal,
    snapshot: async () => {
      const em = ctx.em.fork();
      // The first snapshot is the look-up (counted); a resync's reload is not a new one.
      const shipment = counted
        ? await em.findOneOrFail(CargoShipment, { trackingNumber: number }, { refresh: true })
        : await findShipmentForLookup(em, ctx.config, ctx.ip, number);
      counted = true;
      return { type: 'snapshot', shipment: await viewFor(em, shipment, ctx.user) };
    },
    onEvent: async () => {
      const em = ctx.em.fork();
      const shipment = await em.findOneOrFail(CargoShipment, { trackingNumber: number }, { refresh: true });
      return { type: 'update', shipment: await viewFor(em, shipment, ctx.user) };
    },
  });
}
