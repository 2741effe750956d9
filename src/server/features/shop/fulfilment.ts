// A paid order's fulfilment, simulated on the job runner (docs/platform.md): it is dispatched
// DISPATCH_AFTER_HOURS after payment and delivered after its parcels' transit days. Every delay
// is divided by ORDER_TIME_SCALE (default 1440: a day passes in a minute), so a demo order is
// delivered, and can be rated, within minutes; ORDER_TIME_SCALE=1 runs in real time. Each step
// commits with its notification and the next step's job, or not at all. An order paid on
// delivery has its cash collected, or is refused, at the delivery step (cash-on-delivery.ts). A cancelled order's
// pending step finds it cancelled and does nothing.
import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Booking } from '@db/entities/booking';
import { Cart, CartLine } from '@db/entities/cart';
import { OrderLine, ShopOrder } from '@db/entities/shop-order';
import { defineJob, defineRecurringJob, scheduleJob } from '../../platform';
import type { AppConfig } from '../../config';
import { today } from '../../core/travel-calendar';
import { DELIVERY_TERMS, type OrderFulfilment } from '@shared/schemas/shop';
import { notifyUser } from '../notifications';
import { purgeAbandonedCarts } from './cart-owner';
import { settleAtDoor } from './cash-on-delivery';
import { orderPath } from './order-path';

export const DISPATCH_AFTER_HOURS = 2;
const HOUR_MS = 60 * 60_000;

const scaled = (config: AppConfig, ms: number) => Math.round(ms / config.ORDER_TIME_SCALE);

/** The booking's snapshot follows the order, so My Bookings shows where it stands. */
function markProgress(booking: Booking, progress: OrderFulfilment, cancellable: boolean) {
  booking.bookingDetails = { ...booking.bookingDetails, progress, ...(cancellable ? {} : { cancellable: false }) };
}

async function lockOrder(em: EntityManager, bookingId: string) {
  const booking = await em.findOne(Booking, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  const order = await em.findOne(ShopOrder, bookingId, { refresh: true });
  return booking && order ? { booking, order } : null;
}

const ZOrderStep = z.object({ bookingId: z.uuid() });

export const deliverOrder = defineJob({
  kind: 'shop.deliver-order',
  payload: ZOrderStep,
  async run({ em, payload }) {
    const found = await lockOrder(em, payload.bookingId);
    if (!found || found.booking.status !== 'confirmed' || found.order.fulfilment !== 'dispatched') return;
    const { booking, order } = found;
    // Paid on delivery: the cash is collected here, or the parcel is refused and comes back.
    if ((await settleAtDoor(em, booking, order)) === 'refused') {
      markProgress(booking, 'dispatched', false);
      await em.flush();
      await notifyUser(em, booking.user.id, { kind: 'order.refused', params: { orderNumber: booking.confirmationCode }, link: orderPath(booking.id) });
      return;
    }
    order.fulfilment = 'delivered';
    order.deliveredAt = new Date();
    markProgress(booking, 'delivered', false);
    // Delivered today: the order moves from Upcoming to Past in My Bookings from tomorrow.
    booking.endDate = today();
    await em.flush();
    await notifyUser(em, booking.user.id, { kind: 'order.delivered', params: { orderNumber: booking.confirmationCode }, link: orderPath(booking.id) });
  },
});

export const dispatchOrder = defineJob({
  kind: 'shop.dispatch-order',
  payload: ZOrderStep,
  async run({ em, payload, job, config }) {
    const found = await lockOrder(em, payload.bookingId);
    if (!found || found.booking.status !== 'confirmed' || found.order.fulfilment !== 'processing') return;
    const { booking, order } = found;
    order.fulfilment = 'dispatched';
    order.dispatchedAt = new Date();
    markProgress(booking, 'dispatched', false);
    await em.flush();
    await notifyUser(em, booking.user.id, { kind: 'order.dispatched', params: { orderNumber: booking.confirmationCode }, link: orderPath(booking.id) });
    const regions = await em.find(OrderLine, { order: booking.id }, { fields: ['region'] });
    const crossRegion = regions.some((line) => line.region !== order.destinationRegion);
    const transitDays = crossRegion ? DELIVERY_TERMS.daysCrossRegion : DELIVERY_TERMS.daysWithinRegion;
    await scheduleJob(em, deliverOrder, {
      runAt: new Date(job.runAt.getTime() + scaled(config, transitDays * 24 * HOUR_MS)),
      payload: { bookingId: booking.id },
      key: `order:${booking.id}:deliver`,
    });
  },
});

/** The seller picks the paid order up: its dispatch follows DISPATCH_AFTER_HOURS (scaled) later. */
export const prepareOrder = defineJob({
  kind: 'shop.prepare-order',
  payload: ZOrderStep,
  async run({ em, payload, job, config }) {
    const found = await lockOrder(em, payload.bookingId);
    if (!found || found.booking.status !== 'confirmed' || found.order.fulfilment !== 'processing') return;
    await scheduleJob(em, dispatchOrder, {
      runAt: new Date(job.runAt.getTime() + scaled(config, DISPATCH_AFTER_HOURS * HOUR_MS)),
      payload: { bookingId: payload.bookingId },
      key: `order:${payload.bookingId}:dispatch`,
    });
  },
});

/**
 * Called in the paying transaction (the inventory registry's `paid`): the order starts
 * processing, what was bought leaves the cart, and the seller's preparation is scheduled.
 */
export async function startFulfilment(tx: EntityManager, booking: Booking): Promise<void> {
  const order = await tx.findOneOrFail(ShopOrder, booking.id, { refresh: true });
  order.fulfilment = 'processing';
  // An order paid on delivery is paid when the cash is collected (cash-on-delivery.ts).
  order.paidAt = order.cashOnDelivery === 'awaiting_cash' ? null : new Date();
  markProgress(booking, 'processing', true);
  await tx.flush();
  await removeBoughtFromCart(tx, booking.user.id, booking.id);
  await scheduleJob(tx, prepareOrder, { runAt: new Date(), payload: { bookingId: booking.id }, key: `order:${booking.id}:prepare` });
}

/** The bought quantities leave the buyer's cart (what they added since stays). */
async function removeBoughtFromCart(tx: EntityManager, userId: string, bookingId: string): Promise<void> {
  const cart = await tx.findOne(Cart, { user: userId });
  if (!cart) return;
  const bought = await tx.find(OrderLine, { order: bookingId });
  for (const line of bought) {
    await tx.nativeDelete(CartLine, { cart: cart.id, product: line.product.id, quantity: { $lte: line.quantity } });
    await tx.nativeUpdate(
      CartLine,
      { cart: cart.id, product: line.product.id, quantity: { $gt: line.quantity } },
      { quantity: sql`quantity - ${line.quantity}` },
    );
  }
}

/** Visitor carts left alone for 30 days are deleted, daily. */
export const purgeAbandonedCartsJob = defineRecurringJob({
  kind: 'shop.purge-abandoned-carts',
  every: 24 * HOUR_MS,
  async run({ em, log }) {
    const purged = await purgeAbandonedCarts(em);
    if (purged > 0) log.info({ purged }, 'purged abandoned visitor carts');
  },
});

export const shopJobs = [prepareOrder, dispatchOrder, deliverOrder, purgeAbandonedCartsJob];
