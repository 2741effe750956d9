// Order checkout (/checkout?cart): the cart priced now with delivery for the chosen country (the
// quote), then the order: one transaction takes the stock of every line (one conditional UPDATE
// per product, so 20 shoppers after the last unit get exactly one order), writes the booking
// (type 'order', pending, held BOOKING_HOLD_MINUTES like any booking), the order and its lines.
// It is paid like any booking (POST /api/payments); cancel and the lapsed-hold sweep give the
// stock back through the inventory registry (order-inventory.ts).
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking as BookingEntity } from '@db/entities/booking';
import { Cart as CartEntity, CartLine } from '@db/entities/cart';
import { OrderLine, ShopOrder } from '@db/entities/shop-order';
import { conflict } from '../../errors';
import { minorToAmount } from '@shared/local-money';
import { centsToAmount } from '@shared/money';
import type { Booking, BookingDetails } from '@shared/schemas/bookings';
import { MARKETPLACE_COUNTRIES, type MarketplaceCountry, type OrderQuote, type PlaceOrderRequest } from '@shared/schemas/shop';
import { addDays } from '@shared/schemas/travel';
import type { AppConfig } from '../../config';
import { t, withLanguage } from '../../core/i18n';
import { lapsedHold } from '../../core/inventory/lapsed-holds';
import { today } from '../../core/travel-calendar';
import { assertHoldsLeft, getBooking, holdLapsesIn, insertBooking, scheduleHoldReminder } from '../bookings';
import type { SessionUser } from '../auth';
import { findCart, type CartCaller } from './cart-owner';
import { priceCart, type PricedCart, type PricedLine } from './cart.service';
import { chargeParcels, deliveryDays, type ParcelCharge } from './delivery';
import { orderPath } from './order-path';
import { countHolds } from '../../observability/metrics';
import { expireLapsedOrdersHolding, releaseOrderStock, takeStock } from './stock';

interface Pricing {
  parcels: ParcelCharge[];
  goodsCents: number;
  deliveryCents: number;
  totalCents: number;
  estimatedDelivery: string;
}

function priceDelivery(lines: readonly PricedLine[], country: MarketplaceCountry): Pricing {
  const parcels = chargeParcels(
    lines.map((line) => ({ region: line.region, usdCents: line.lineUsdCents })),
    MARKETPLACE_COUNTRIES[country].region,
  );
  const goodsCents = lines.reduce((sum, line) => sum + line.lineUsdCents, 0);
  const deliveryCents = parcels.reduce((sum, parcel) => sum + parcel.feeCents, 0);
  return { parcels, goodsCents, deliveryCents, totalCents: goodsCents + deliveryCents, estimatedDelivery: addDays(today(), deliveryDays(parcels)) };
}

export const parcelDtos = (parcels: readonly ParcelCharge[]) =>
  parcels.map((parcel) => ({ region: parcel.region, goodsUsd: centsToAmount(parcel.goodsCents), fee: centsToAmount(parcel.feeCents), rule: parcel.rule }));

function stockProblems(priced: PricedCart) {
  return priced.lines
    .filter((line) => line.line.quantity > line.available)
    .map((line) => ({ productId: line.productId, name: line.name, stockQuantity: line.available }));
}

/** The cart priced today and, with a country, its delivery fee, total and delivery estimate. */
export async function quoteOrder(em: EntityManager, caller: CartCaller, input: { country?: MarketplaceCountry }): Promise<OrderQuote> {
  const cart = await findCart(em, caller);
  const priced = await priceCart(em, cart?.id ?? null);
  const goodsCents = priced.lines.reduce((sum, line) => sum + line.lineUsdCents, 0);
  const pricing = input.country && priced.lines.length > 0 ? priceDelivery(priced.lines, input.country) : null;
  return {
    cart: priced.cart,
    parcels: pricing ? parcelDtos(pricing.parcels) : [],
    goodsUsd: centsToAmount(goodsCents),
    deliveryFee: pricing ? centsToAmount(pricing.deliveryCents) : null,
    total: pricing ? centsToAmount(pricing.totalCents) : null,
    estimatedDelivery: pricing?.estimatedDelivery ?? null,
    stockProblems: stockProblems(priced),
  };
}

/** 'Kenyan Purple Tea, Maasai Beaded Bracelet, …': what My Bookings calls the order. */
function orderName(lines: readonly PricedLine[]): string {
  const names = lines.slice(0, 2).map((line) => line.name);
  return lines.length > 2 ? `${names.join(', ')}, …` : names.join(', ');
}

function orderDetails(bookingId: string, lines: readonly PricedLine[], pricing: Pricing, address: PlaceOrderRequest): BookingDetails {
  const units = lines.reduce((sum, line) => sum + line.line.quantity, 0);
  return {
    itemName: orderName(lines),
    image: lines[0]?.image ?? null,
    location: `${address.city}, ${address.country}`,
    startDate: null,
    endDate: pricing.estimatedDelivery,
    quantity: units,
    quantityLabel: `${units} item${units === 1 ? '' : 's'}`,
    unitPrice: centsToAmount(pricing.goodsCents),
    unitLabel: 'goods',
    lines: [
      ...lines.map((line) => {
        const amount = minorToAmount(line.lineMinor, line.currency);
        return {
          label: `${line.name} × ${line.line.quantity} (${amount} ${line.currency})`,
          amount: centsToAmount(line.lineUsdCents),
          item: { kind: 'product' as const, name: line.name, quantity: line.line.quantity, amount, currency: line.currency },
        };
      }),
      ...pricing.parcels.map((parcel) => ({
        // The label is the English reading (the app shows `item` in the traveller's language).
        label: withLanguage('en', () => t(`shop:parcel.${parcel.region}`)),
        amount: centsToAmount(parcel.feeCents),
        item: { kind: 'delivery' as const, from: parcel.region },
      })),
    ],
    items: lines.map((line) => ({ productId: line.productId, name: line.name, quantity: line.line.quantity, image: line.image })),
    progress: 'awaiting_payment',
    detailPath: orderPath(bookingId),
  };
}

/**
 * Ends the user's earlier unpaid orders, giving their stock back: placing an order again (after
 * changing the cart) replaces the one not yet paid, so one shopper never holds stock twice.
 */
async function replaceUnpaidOrders(tx: EntityManager, userId: string): Promise<void> {
  const unpaid = await tx.find(
    BookingEntity,
    { user: userId, type: 'order', status: 'pending' },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' }, refresh: true },
  );
  if (unpaid.length === 0) return;
  const lapsed = new Set((await tx.find(BookingEntity, { id: { $in: unpaid.map((b) => b.id) }, ...lapsedHold() }, { fields: ['id'] })).map((b) => b.id));
  countHolds(
    tx,
    unpaid.filter((booking) => lapsed.has(booking.id)),
    'expired',
  );
  countHolds(
    tx,
    unpaid.filter((booking) => !lapsed.has(booking.id)),
    'cancelled',
  );
  for (const booking of unpaid) {
    booking.status = lapsed.has(booking.id) ? 'expired' : 'cancelled';
    booking.cancelledAt = lapsed.has(booking.id) ? null : new Date();
    booking.holdExpiresAt = null;
  }
  await tx.flush();
  await releaseOrderStock(
    tx,
    unpaid.map((booking) => booking.id),
  );
}

async function insertOrderBooking(tx: EntityManager, config: AppConfig, userId: string, id: string, pricing: Pricing, details: BookingDetails): Promise<void> {
  await insertBooking(tx, {
    id,
    user: userId,
    type: 'order',
    status: 'pending',
    itemId: id,
    startDate: null,
    endDate: pricing.estimatedDelivery,
    quantity: details.quantity,
    subtotalCents: pricing.totalCents,
    discountCents: 0,
    totalCents: pricing.totalCents,
    currency: 'USD',
    offerCode: null,
    bookingDetails: details,
    holdExpiresAt: holdLapsesIn(config.BOOKING_HOLD_MINUTES),
  });
}

/**
 * Places the cart as an order: refused with 409 when the cart is empty, a line asks for more than
 * is left ('Only N left of …'), or the total is not the one the shopper saw (`expectedTotal`).
 */
export async function placeOrder(
  em: EntityManager,
  config: AppConfig,
  user: SessionUser,
  cookies: CartCaller['cookies'],
  input: PlaceOrderRequest,
): Promise<Booking> {
  const cart = await findCart(em, { user, cookies });
  if (!cart) throw conflict(t('shop:cartEmpty'));
  const bookingId = randomUUID();
  await em.transactional(async (tx) => {
    // The unpaid-holds cap, under the user's lock like any booking (the unpaid order is replaced).
    await assertHoldsLeft(tx, user.id, { replacing: 'order' });
    // One checkout per cart at a time.
    await tx.findOneOrFail(CartEntity, cart.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await replaceUnpaidOrders(tx, user.id);
    const priced = await priceCart(tx, cart.id);
    if (priced.lines.length === 0) throw conflict(t('shop:cartEmpty'));
    const pricing = priceDelivery(priced.lines, input.country);
    const total = centsToAmount(pricing.totalCents);
    if (total !== input.expectedTotal) throw conflict(t('shop:totalChanged', { total: `$${total}` }), 'expectedTotal');

    const byProduct = [...priced.lines].sort((a, b) => a.productId.localeCompare(b.productId));
    await expireLapsedOrdersHolding(
      tx,
      byProduct.map((line) => line.productId),
    );
    for (const line of byProduct) await takeStock(tx, line.productId, line.line.quantity, line.name);

    await insertOrderBooking(tx, config, user.id, bookingId, pricing, orderDetails(bookingId, priced.lines, pricing, input));
    countHolds(tx, [{ type: 'order' }], 'created');
    // Like any hold: the shopper is reminded shortly before it lapses.
    await scheduleHoldReminder(tx, bookingId, config.BOOKING_HOLD_MINUTES);
    await tx.insert(ShopOrder, {
      booking: bookingId,
      recipientName: input.recipientName,
      phone: input.phone,
      addressLine: input.addressLine,
      city: input.city,
      country: input.country,
      destinationRegion: MARKETPLACE_COUNTRIES[input.country].region,
      fulfilment: 'awaiting_payment',
      goodsCents: pricing.goodsCents,
      deliveryCents: pricing.deliveryCents,
      parcels: pricing.parcels,
      ratesAsOf: priced.rates.asOf(priced.lines.map((line) => line.currency)) ?? today(),
      estimatedDelivery: pricing.estimatedDelivery,
    });
    await tx.insertMany(
      OrderLine,
      priced.lines.map((line) => ({
        order: bookingId,
        product: line.productId,
        productName: line.name,
        image: line.image,
        quantity: line.line.quantity,
        unitPriceMinor: line.unitMinor,
        currency: line.currency,
        region: line.region,
        lineUsdCents: line.lineUsdCents,
      })),
    );
    // The shopper has now seen and accepted today's prices.
    for (const line of priced.lines) {
      await tx.nativeUpdate(CartLine, { cart: cart.id, product: line.productId }, { priceMinorWhenAdded: line.unitMinor });
    }
  });
  return getBooking(em, user, bookingId);
}
