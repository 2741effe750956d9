import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Booking } from './booking';
import { Product } from './product';
import { CASH_ON_DELIVERY_STATES, ORDER_FULFILMENT_STATUSES, PRODUCT_REGIONS, type DeliveryRule, type ProductRegion } from '@shared/schemas/shop';

// A marketplace order is a `booking` row of type 'order' (one timeline: My Bookings, payments,
// holds, cancel) plus this row, keyed by the booking: where it goes and how far its fulfilment
// got. Amounts are US cents, fixed when the order is placed (the booking holds the total).
export const ShopOrder = defineEntity({
  name: 'ShopOrder',
  tableName: 'shop_order',
  checks: [{ name: 'shop_order_amounts_check', expression: 'goods_cents >= 0 and delivery_cents >= 0' }],
  properties: (p) => ({
    booking: p.oneToOne(Booking).owner().primary().deleteRule('cascade'),
    recipientName: p.string(),
    phone: p.string(),
    addressLine: p.string(),
    city: p.string(),
    country: p.string(),
    destinationRegion: p.enum([...PRODUCT_REGIONS]),
    fulfilment: p.enum([...ORDER_FULFILMENT_STATUSES]).default('awaiting_payment'),
    goodsCents: p.integer(),
    deliveryCents: p.integer(),
    /** The parcels as charged: region shipped from, goods and fee in cents, the rule applied. */
    parcels: p.json<{ region: ProductRegion; goodsCents: number; feeCents: number; rule: DeliveryRule }[]>(),
    /** The exchange rates' date used to price the order. */
    ratesAsOf: p.date(),
    estimatedDelivery: p.date(),
    paidAt: p.datetime().nullable(),
    dispatchedAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    /** Paid on delivery (no charge at checkout): awaiting_cash, then collected or refused at the door; null when paid online. */
    cashOnDelivery: p.enum([...CASH_ON_DELIVERY_STATES]).nullable(),
  }),
});
export type ShopOrder = InferEntity<typeof ShopOrder>;

// One product of an order, priced when the order was placed: the unit price in the product's
// currency and the line's dollar amount at that day's rate. The product's stock (product.booked)
// holds `quantity` while the order is pending or paid.
export const OrderLine = defineEntity({
  name: 'OrderLine',
  tableName: 'order_line',
  checks: [{ name: 'order_line_quantity_check', expression: 'quantity >= 1 and unit_price_minor > 0 and line_usd_cents >= 0' }],
  properties: (p) => ({
    order: p.manyToOne(ShopOrder).primary().fieldName('order_id').deleteRule('cascade'),
    product: p.manyToOne(Product).primary().deleteRule('restrict').index(),
    productName: p.string(),
    image: p.string().nullable(),
    quantity: p.integer(),
    unitPriceMinor: p.integer(),
    currency: p.string().length(3),
    region: p.enum([...PRODUCT_REGIONS]),
    lineUsdCents: p.integer(),
  }),
});
export type OrderLine = InferEntity<typeof OrderLine>;
