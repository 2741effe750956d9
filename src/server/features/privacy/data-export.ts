// What 'Download my data' contains: everything the app keeps about one account, read by the
// account's id (or, for support mail written signed out, its e-mail address), never by anything
// another account could share. The same data is rendered as a readable page.
import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, sql, wrap } from '@mikro-orm/core';
import { User } from '@db/entities/user';
import { Booking } from '@db/entities/booking';
import { Payment } from '@db/entities/payment';
import { OrderLine, ShopOrder } from '@db/entities/shop-order';
import { Ride, RideMessage } from '@db/entities/taxi';
import { CargoEvent, CargoShipment } from '@db/entities/cargo';
import { EmailMessage, SupportThread } from '@db/entities/support';
import { ProductReview } from '@db/entities/product';
import { TravelReview } from '@db/entities/travel-review';
import { CartLine } from '@db/entities/cart';
import { Notification } from '@db/entities/notification';
import { AssistantTurn } from '@db/entities/assistant';
import { SavedTraveller } from '@db/entities/saved-traveller';
import { t } from '../../core/i18n';
import { toTravellersDto } from '../bookings';
import { toSavedTravellerDto } from '../profile';

type Row = Record<string, unknown>;

/** The sections of an export, in the order the readable page shows them. */
export const EXPORT_SECTIONS = [
  'profile',
  'bookings',
  'savedTravellers',
  'payments',
  'orders',
  'rides',
  'shipments',
  'messages',
  'reviews',
  'savedItems',
  'notifications',
  'assistant',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];
export type AccountExport = { exportedAt: string } & Record<ExportSection, Row[]>;

/** An entity as plain JSON, without the keys given (foreign keys to rows that are not the account's). */
function plain(entity: object, without: string[] = []): Row {
  const row = wrap(entity).toObject() as Row;
  for (const key of without) delete row[key];
  return JSON.parse(JSON.stringify(row)) as Row;
}

/** Support threads are the account's when started signed in, or written from its address. */
export function threadsOfAccount(userId: string, email: string) {
  return { $or: [{ user: userId }, { [sql.lower('contact_email')]: raw('lower(?)', [email]) }] };
}

export async function collectAccountData(em: EntityManager, userId: string): Promise<AccountExport> {
  const user = await em.findOneOrFail(User, userId, { refresh: true });
  const bookings = await em.find(Booking, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const payments = await em.find(Payment, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const orders = await em.find(ShopOrder, { booking: { user: userId } }, { orderBy: { booking: { createdAt: 'asc' } } });
  const orderLines = await em.find(OrderLine, { order: { booking: { user: userId } } });
  const rides = await em.find(Ride, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const rideMessages = await em.find(RideMessage, { ride: { user: userId } }, { orderBy: { createdAt: 'asc' } });
  const shipments = await em.find(CargoShipment, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const shipmentEvents = await em.find(CargoEvent, { shipment: { user: userId } }, { orderBy: { occurredAt: 'asc' } });
  const threads = await em.find(SupportThread, threadsOfAccount(userId, user.email), { orderBy: { createdAt: 'asc' } });
  const messages = await em.find(EmailMessage, { thread: { $in: threads.map((thread) => thread.id) } }, { orderBy: { createdAt: 'asc' } });
  const reviews = await em.find(ProductReview, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const travelReviews = await em.find(TravelReview, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const savedTravellers = await em.find(SavedTraveller, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const cartLines = await em.find(CartLine, { cart: { user: userId } }, { populate: ['product'] });
  const notifications = await em.find(Notification, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const turns = await em.find(AssistantTurn, { conversation: { user: userId } }, { orderBy: { seq: 'asc' } });

  return {
    exportedAt: new Date().toISOString(),
    profile: [
      {
        username: user.username,
        email: user.email,
        emailVerified: Boolean(user.emailVerifiedAt),
        fullName: user.fullName ?? null,
        phone: user.phone ?? null,
        role: user.role,
        language: user.language ?? null,
        createdAt: user.createdAt.toISOString(),
      },
    ],
    // Who travels as the owner sees it (passport numbers masked): sealed text means nothing outside.
    bookings: bookings.map((booking) => ({
      ...plain(booking, ['user', 'voucherUsedBy', 'voucherRef', 'travellers']),
      travellers: toTravellersDto(booking.travellers),
    })),
    // Saved travellers as the owner sees them (passport numbers masked), like who travels on a booking.
    savedTravellers: savedTravellers.map(toSavedTravellerDto),
    payments: payments.map((payment) => plain(payment, ['user'])),
    orders: orders.map((order) => ({
      ...plain(order),
      lines: orderLines.filter((line) => line.order.booking.id === order.booking.id).map((line) => plain(line, ['order'])),
    })),
    rides: rides.map((ride) => ({
      ...plain(ride, ['user', 'shareToken', 'approachRoute', 'lat', 'lng', 'step', 'approachSteps', 'tripSteps']),
      messages: rideMessages.filter((message) => message.ride.id === ride.id).map((message) => plain(message, ['ride'])),
    })),
    shipments: shipments.map((shipment) => ({
      ...plain(shipment, ['user']),
      events: shipmentEvents.filter((event) => event.shipment.id === shipment.id).map((event) => plain(event, ['shipment'])),
    })),
    messages: threads.map((thread) => ({
      ...plain(thread, ['user', 'brand']),
      messages: messages
        .filter((message) => message.thread.id === thread.id && !message.deletedAt)
        .map((message) => plain(message, ['thread', 'author', 'clientKey', 'messageId'])),
    })),
    reviews: [...reviews.map((review) => plain(review, ['user'])), ...travelReviews.map((review) => plain(review, ['user']))],
    savedItems: cartLines.map((line) => ({
      productId: line.product.id,
      product: line.product.name,
      quantity: line.quantity,
      addedAt: line.addedAt.toISOString(),
    })),
    notifications: notifications.map((notification) => plain(notification, ['user'])),
    assistant: turns.map((turn) => plain(turn, ['conversation', 'context'])),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function renderValue(value: unknown): string {
  if (value === null || value === undefined) return '<span class="none">—</span>';
  if (Array.isArray(value)) {
    if (value.length === 0) return '<span class="none">—</span>';
    if (value.every((item) => typeof item !== 'object' || item === null)) return escapeHtml(value.map(String).join(', '));
    return value.map((item) => renderRecord(item as Row)).join('');
  }
  if (typeof value === 'object') return renderRecord(value as Row);
  return escapeHtml(String(value));
}

function renderRecord(row: Row): string {
  const cells = Object.entries(row)
    .map(([key, value]) => `<tr><th scope="row">${escapeHtml(key)}</th><td>${renderValue(value)}</td></tr>`)
    .join('');
  return `<table>${cells}</table>`;
}

/** The export as one self-contained page (no script, no outside resource), in the current language. */
export function renderExportHtml(data: AccountExport, language: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const sections = EXPORT_SECTIONS.map((section) => {
    const rows = data[section];
    const body = rows.length === 0 ? `<p class="none">${escapeHtml(t('privacy:export.nothing'))}</p>` : rows.map(renderRecord).join('');
    return `<section><h2>${escapeHtml(t(`privacy:export.sections.${section}`))} (${rows.length})</h2>${body}</section>`;
  }).join('\n');
  return `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('privacy:export.title'))}</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;line-height:1.4;color:#1a1b1e}table{border-collapse:collapse;margin:0 0 1rem;width:100%}th,td{border:1px solid #ccc;padding:4px 6px;text-align:start;vertical-align:top;overflow-wrap:anywhere}th{width:30%;background:#f4f4f5;font-weight:600}.none{color:#555}</style>
</head><body><h1>${escapeHtml(t('privacy:export.title'))}</h1><p>${escapeHtml(t('privacy:export.madeAt', { date: data.exportedAt }))}</p>
${sections}
</body></html>`;
}
