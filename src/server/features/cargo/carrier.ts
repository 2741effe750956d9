// The carrier simulation: each shipment goes pending → in_transit → delivered within its
// method's transit window, one job per event, run on the persistent job runner like
// the taxi rides (exactly once, on any instance). CARGO_TIME_SCALE divides every delay.
//
// The carrier starts when the shipment is paid (an unpaid one is a hold that lapses), and
// every share counts from the payment:
//
//   Shipment Created  0 %   (at booking)           pending
//   Picked Up         5 %   at the origin          pending
//   In Transit       15 %   leaves the origin hub  in_transit
//   Arrived at Hub   80 %   destination hub        in_transit
//   Out for Delivery 92 %                          in_transit
//   Delivered       100 %   at the destination     delivered
import { randomInt } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CargoEvent, CargoShipment } from '@db/entities/cargo';
import { CARGO_TRANSIT_DAYS } from '@shared/cargo-pricing';
import { CARGO_EVENT_KINDS, CARRIER_TIMELINE_ENDS, type CargoEventKind, type CargoStatus, type CargoType } from '@shared/schemas/cargo';
import { defineJob, publishEvent, scheduleJob } from '../../platform';
import { notifyUser } from '../notifications';

export const CARRIER_TIMELINE: Record<CargoEventKind, { share: number; status: CargoStatus; at: 'origin' | 'destination' }> = {
  created: { share: 0, status: 'pending', at: CARRIER_TIMELINE_ENDS.created },
  picked_up: { share: 0.05, status: 'pending', at: CARRIER_TIMELINE_ENDS.picked_up },
  in_transit: { share: 0.15, status: 'in_transit', at: CARRIER_TIMELINE_ENDS.in_transit },
  arrived_hub: { share: 0.8, status: 'in_transit', at: CARRIER_TIMELINE_ENDS.arrived_hub },
  out_for_delivery: { share: 0.92, status: 'in_transit', at: CARRIER_TIMELINE_ENDS.out_for_delivery },
  delivered: { share: 1, status: 'delivered', at: CARRIER_TIMELINE_ENDS.delivered },
};

export const shipmentTopic = (trackingNumber: string) => `shipment:${trackingNumber}`;
export const trackingPath = (trackingNumber: string) => `/track/${trackingNumber}`;

/** This shipment's transit time in seconds: anywhere in its method's window. */
export function drawTransitSeconds(cargoType: CargoType): number {
  const { min, max } = CARGO_TRANSIT_DAYS[cargoType];
  return randomInt(min * 86_400, max * 86_400 + 1);
}

/** Milliseconds from creation (real time) at which an event is due. */
export const eventDelayMs = (kind: CargoEventKind, transitSeconds: number, scale: number) => (CARRIER_TIMELINE[kind].share * transitSeconds * 1000) / scale;

/** Records an event and tells subscribers and the sender, in the caller's transaction. */
export async function recordEvent(em: EntityManager, shipment: CargoShipment, kind: CargoEventKind, at: Date, location?: string): Promise<void> {
  const step = CARRIER_TIMELINE[kind];
  const previous = shipment.status;
  shipment.status = step.status;
  em.create(CargoEvent, {
    shipment,
    kind,
    status: step.status,
    location: location ?? (step.at === 'origin' ? shipment.fromLocation : shipment.toLocation),
    occurredAt: at,
  });
  await em.flush();
  await publishEvent(em, shipmentTopic(shipment.trackingNumber), { type: 'shipment.event', kind });
  if (shipment.status !== previous) {
    await notifyUser(em, shipment.user.id, {
      kind: 'shipment.status',
      params: { trackingNumber: shipment.trackingNumber, status: shipment.status },
      link: trackingPath(shipment.trackingNumber),
    });
  }
}

/**
 * An event with what it means for the booking: it is fulfilled at delivery, when the name of
 * whoever signed for it is kept. The carrier's jobs and staff (shipment-admin.ts) both record
 * events through this, with the shipment row locked.
 */
export async function applyCarrierEvent(
  em: EntityManager,
  shipment: CargoShipment,
  kind: CargoEventKind,
  at: Date,
  location?: string,
  signedBy?: string,
): Promise<void> {
  await recordEvent(em, shipment, kind, at, location);
  if (kind === 'delivered') {
    shipment.deliveredAt = at;
    shipment.booking.fulfilledAt = at;
    // The carrier's simulation hands it to the recipient named at booking.
    shipment.signedBy = signedBy ?? shipment.signedBy ?? shipment.recipientName ?? null;
  }
  await em.flush();
}

/** How far the shipment's history has come: the index of its latest kind in CARGO_EVENT_KINDS (-1 with none), and when its last event happened. */
export async function progressOf(em: EntityManager, shipmentId: string): Promise<{ reached: number; lastAt: Date | null }> {
  const events = await em.find(CargoEvent, { shipment: shipmentId }, { fields: ['kind', 'occurredAt'] });
  return {
    reached: Math.max(-1, ...events.map((event) => CARGO_EVENT_KINDS.indexOf(event.kind))),
    lastAt: events.length ? new Date(Math.max(...events.map((event) => event.occurredAt.getTime()))) : null,
  };
}

export const advanceShipment = defineJob({
  kind: 'cargo.advance',
  payload: z.object({ shipmentId: z.uuid(), kind: z.enum(CARGO_EVENT_KINDS) }),
  async run({ em, payload, job, config }) {
    const shipment = await em.findOne(CargoShipment, payload.shipmentId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['booking'] });
    if (!shipment) return;
    // Each kind happens once (a unique index says so too), and never after a later one: staff
    // may have recorded this event, or a later one, already (the history only goes forward).
    const { reached, lastAt } = await progressOf(em, shipment.id);
    // A step that ran late never lands before what staff recorded meanwhile.
    const at = lastAt && lastAt >= job.runAt ? new Date(lastAt.getTime() + 1) : job.runAt;
    if (CARGO_EVENT_KINDS.indexOf(payload.kind) > reached) await applyCarrierEvent(em, shipment, payload.kind, at);
    // The 'created' step runs at payment: the carrier's start, from which delivery is estimated.
    if (payload.kind === 'created') {
      shipment.estimatedDelivery = new Date(at.getTime() + eventDelayMs('delivered', shipment.transitSeconds, config.CARGO_TIME_SCALE));
      await em.flush();
      await publishEvent(em, shipmentTopic(shipment.trackingNumber), { type: 'shipment.event', kind: payload.kind });
    }
    if (shipment.status === 'delivered') return;
    const next = CARGO_EVENT_KINDS[CARGO_EVENT_KINDS.indexOf(payload.kind) + 1];
    if (next) {
      const delay =
        eventDelayMs(next, shipment.transitSeconds, config.CARGO_TIME_SCALE) - eventDelayMs(payload.kind, shipment.transitSeconds, config.CARGO_TIME_SCALE);
      await scheduleJob(em, advanceShipment, {
        runAt: new Date(at.getTime() + delay),
        payload: { shipmentId: shipment.id, kind: next },
        key: `shipment:${shipment.id}:${next}`,
      });
    }
  },
});
