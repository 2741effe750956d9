// Cargo shipments for staff (back office): the list, and setting a shipment's status
// by adding the history event that brings it (the traveller sees it on the tracking page at
// once, live, and is notified when the status changes). The history only goes forward; an event
// that moves the shipment past pending also records 'Picked Up' and 'In Transit' when they are
// missing (the price is paid at pickup; the spec shows 'In Transit' whenever the status is not
// pending). The carrier's own jobs then skip what staff recorded (carrier.ts).
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CargoEvent, CargoShipment } from '@db/entities/cargo';
import { formatWeightKg } from '@shared/cargo-pricing';
import { centsToAmount } from '@shared/money';
import { CARGO_EVENT_KINDS, type CargoEventKind } from '@shared/schemas/cargo';
import type { SetShipmentStatusRequest, ShipmentAdmin, ShipmentListRequest, ShipmentPage } from '@shared/schemas/operations';
import type { CargoShipment as CargoShipmentView } from '@shared/schemas/cargo';
import { conflict, notFound } from '../../errors';
import { t } from '../../core/i18n';
import { recordAudit, type AuditActor } from '../../core/audit';
import { containsPattern, hasMoreAfter, pageOf } from '../../core/catalogue-query';
import { CARRIER_TIMELINE, applyCarrierEvent, progressOf } from './carrier';
import { parseTrackingNumber, toShipmentView } from './shipments.service';

const PAGE_SIZE = 20;

/** Shipments, newest first, by status and by part of a tracking number, a place or the sender. */
export async function listShipments(em: EntityManager, input: ShipmentListRequest): Promise<ShipmentPage> {
  const window = pageOf(input, PAGE_SIZE);
  const pattern = input.search ? containsPattern(input.search) : null;
  // Tracking numbers are read as typed elsewhere too: spaces and dashes ignored.
  const compact = input.search?.replace(/[\s-]/g, '');
  const where = {
    ...(input.status ? { status: input.status } : {}),
    ...(pattern
      ? {
          $or: [
            ...(compact ? [{ trackingNumber: { $ilike: containsPattern(compact) } }] : []),
            { fromLocation: { $ilike: pattern } },
            { toLocation: { $ilike: pattern } },
            { user: { username: { $ilike: pattern } } },
          ],
        }
      : {}),
  };
  const [shipments, total] = await em.findAndCount(CargoShipment, where, {
    populate: ['user'],
    orderBy: { createdAt: 'desc', id: 'asc' },
    limit: window.limit,
    offset: window.offset,
    refresh: true,
  });
  const events = await em.find(CargoEvent, { shipment: { $in: shipments.map((shipment) => shipment.id) } }, { fields: ['shipment', 'kind', 'occurredAt'] });
  const latest = new Map<string, { kind: CargoEventKind; at: Date }>();
  for (const event of events) {
    const known = latest.get(event.shipment.id);
    if (!known || CARGO_EVENT_KINDS.indexOf(event.kind) > CARGO_EVENT_KINDS.indexOf(known.kind))
      latest.set(event.shipment.id, { kind: event.kind, at: event.occurredAt });
  }
  const items = shipments.map((shipment): ShipmentAdmin => {
    const last = latest.get(shipment.id) ?? { kind: 'created' as const, at: shipment.createdAt };
    return {
      trackingNumber: shipment.trackingNumber,
      fromLocation: shipment.fromLocation,
      toLocation: shipment.toLocation,
      cargoType: shipment.cargoType,
      weight: formatWeightKg(shipment.weightGrams),
      status: shipment.status,
      lastEvent: last.kind,
      lastEventAt: last.at.toISOString(),
      sender: shipment.user.username,
      createdAt: shipment.createdAt.toISOString(),
      estimatedDelivery: shipment.estimatedDelivery.toISOString(),
      price: centsToAmount(shipment.priceCents),
      currency: shipment.currency,
    };
  });
  return { items, total, page: window.page, limit: window.limit, hasMore: hasMoreAfter(window, shipments.length, total) };
}

/** The events to record for `event`: it, after 'Picked Up' and 'In Transit' when it implies them and they are missing. */
function eventsToRecord(reached: number, event: CargoEventKind): CargoEventKind[] {
  const target = CARGO_EVENT_KINDS.indexOf(event);
  const implied = CARRIER_TIMELINE[event].status === 'pending' ? [] : (['picked_up', 'in_transit'] as const);
  return CARGO_EVENT_KINDS.filter(
    (kind, index) => index > reached && (index === target || (index < target && (implied as readonly CargoEventKind[]).includes(kind))),
  );
}

/**
 * Adds the history event (and what it implies), in one transaction with its audit record and
 * the traveller's notification. The shipment row is locked, as the carrier's jobs lock it, so
 * staff and the simulation never both add the same event.
 */
export async function setShipmentStatus(em: EntityManager, actor: AuditActor, input: SetShipmentStatusRequest): Promise<CargoShipmentView> {
  const trackingNumber = parseTrackingNumber(input.trackingNumber);
  await em.transactional(async (tx) => {
    const shipment = await tx.findOne(CargoShipment, { trackingNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['booking'] });
    if (!shipment) throw notFound(t('cargo:notFound'));
    // Paid first, then picked up: the carrier never moves a shipment nobody paid for.
    if (shipment.booking.status !== 'confirmed') throw conflict(t('backoffice:shipment.notPaid'), 'event');
    const { reached } = await progressOf(tx, shipment.id);
    if (CARGO_EVENT_KINDS.indexOf(input.event) <= reached) {
      throw conflict(
        t('backoffice:shipment.notForward', { event: t(`cargo:events.${input.event}`), latest: t(`cargo:events.${CARGO_EVENT_KINDS[Math.max(0, reached)]}`) }),
        'event',
      );
    }
    const before = { status: shipment.status, lastEvent: CARGO_EVENT_KINDS[Math.max(0, reached)] };
    const now = Date.now();
    // A millisecond apart, so the history lists them in order.
    for (const [index, kind] of eventsToRecord(reached, input.event).entries()) {
      await applyCarrierEvent(
        tx,
        shipment,
        kind,
        new Date(now + index),
        kind === input.event ? input.location : undefined,
        kind === input.event ? input.signedBy : undefined,
      );
    }
    await recordAudit(tx, actor, {
      action: 'shipment.status',
      itemType: 'shipment',
      itemId: shipment.trackingNumber,
      itemLabel: `${shipment.trackingNumber}: ${shipment.fromLocation} → ${shipment.toLocation}`,
      before,
      after: { status: shipment.status, lastEvent: input.event, ...(input.location ? { location: input.location } : {}) },
    });
  });
  return toShipmentView(em, await em.findOneOrFail(CargoShipment, { trackingNumber }, { refresh: true }));
}
