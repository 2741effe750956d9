// One order as its screen shows it (/shop/orders/:id): the booking (status, hold, code), where
// its fulfilment stands, its lines priced as bought, the delivery address and the buyer's ratings.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking as BookingEntity } from '@db/entities/booking';
import { OrderLine, ShopOrder } from '@db/entities/shop-order';
import { notFound } from '../../errors';
import { minorToAmount } from '@shared/local-money';
import { centsToAmount } from '@shared/money';
import type { MarketplaceCountry, Order } from '@shared/schemas/shop';
import { t } from '../../core/i18n';
import { showBooking } from '../bookings';
import type { SessionUser } from '../auth';
import { parcelDtos } from './checkout.service';
import { myRatings } from './reviews.service';

export async function getOrder(em: EntityManager, user: SessionUser, id: string): Promise<Order> {
  const booking = await showBooking(em, user, id);
  const order = await em.findOne(ShopOrder, id, { refresh: true });
  if (!order || booking.type !== 'order') throw notFound(t('shop:orderNotFound'));
  const lines = await em.find(OrderLine, { order: id }, { orderBy: { product: 'asc' } });
  const buyer = (await em.findOneOrFail(BookingEntity, id)).user.id;
  const ratings = await myRatings(
    em,
    buyer,
    lines.map((line) => line.product.id),
  );
  return {
    booking,
    fulfilment: order.fulfilment,
    lines: lines.map((line) => ({
      productId: line.product.id,
      name: line.productName,
      image: line.image ?? null,
      quantity: line.quantity,
      unitPrice: minorToAmount(line.unitPriceMinor, line.currency),
      currency: line.currency,
      lineTotal: minorToAmount(line.unitPriceMinor * line.quantity, line.currency),
      lineTotalUsd: centsToAmount(line.lineUsdCents),
      myRating: ratings.get(line.product.id) ?? null,
    })),
    delivery: {
      recipientName: order.recipientName,
      phone: order.phone,
      addressLine: order.addressLine,
      city: order.city,
      country: order.country as MarketplaceCountry,
    },
    parcels: parcelDtos(order.parcels),
    goodsUsd: centsToAmount(order.goodsCents),
    deliveryFee: centsToAmount(order.deliveryCents),
    total: booking.totalAmount,
    ratesAsOf: order.ratesAsOf,
    estimatedDelivery: order.estimatedDelivery,
    paidAt: order.paidAt?.toISOString() ?? null,
    dispatchedAt: order.dispatchedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cashOnDelivery: order.cashOnDelivery ?? null,
  };
}
