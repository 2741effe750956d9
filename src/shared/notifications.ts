// Notification kinds (issue 12 §6): each kind's parameters and its English title and body.
// Notifications are stored as kind + params, never as finished text, so each reader gets them in
// their language: this module is the English rendering, and translations key on the same kinds
// and params. A feature that needs a new kind adds it here: its params schema and its texts.
import { z } from 'zod';

const RIDE_STATUS_TEXT = {
  driver_assigned: (p: { driverName: string }) => `${p.driverName} is your driver and is on the way.`,
  driver_arriving: (p: { driverName: string }) => `${p.driverName} is arriving at the pickup point.`,
  in_progress: () => 'Your ride has started.',
  completed: () => 'You have arrived. Thank you for riding with us.',
  cancelled: () => 'Your ride was cancelled.',
} as const;

// The spec's cargo history texts (§4): 'Shipment Created', 'In Transit', 'Delivered'.
const SHIPMENT_STATUS_TEXT: Record<string, string> = {
  pending: 'Shipment Created',
  in_transit: 'In Transit',
  delivered: 'Delivered',
};

const ZText = z.string().min(1).max(200);

export const NOTIFICATION_PARAMS = {
  'booking.confirmed': z.object({ confirmationCode: ZText, itemName: ZText }),
  'booking.cancelled': z.object({ confirmationCode: ZText, itemName: ZText }),
  'booking.hold-expiring': z.object({ confirmationCode: ZText, itemName: ZText, minutesLeft: z.number().int().min(0) }),
  'payment.failed': z.object({ confirmationCode: ZText, itemName: ZText }),
  'ride.status': z.object({ status: z.enum(['driver_assigned', 'driver_arriving', 'in_progress', 'completed', 'cancelled']), driverName: ZText }),
  'shipment.status': z.object({ trackingNumber: ZText, status: ZText }),
  'order.status': z.object({ orderNumber: ZText, status: ZText }),
  'support.reply': z.object({ subject: ZText }),
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_PARAMS;
export type NotificationParams<K extends NotificationKind> = z.infer<(typeof NOTIFICATION_PARAMS)[K]>;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_PARAMS) as NotificationKind[];

interface NotificationText {
  title: string;
  body: string;
}

const humanize = (status: string) => status.replace(/[_-]+/g, ' ');

const ENGLISH: { [K in NotificationKind]: (params: NotificationParams<K>) => NotificationText } = {
  'booking.confirmed': (p) => ({ title: 'Booking confirmed', body: `${p.itemName} is confirmed. Confirmation code ${p.confirmationCode}.` }),
  'booking.cancelled': (p) => ({ title: 'Booking cancelled', body: `${p.itemName} (${p.confirmationCode}) has been cancelled.` }),
  'booking.hold-expiring': (p) => ({
    title: 'Your hold is about to expire',
    body: `Pay within ${p.minutesLeft} ${p.minutesLeft === 1 ? 'minute' : 'minutes'} to keep ${p.itemName} (${p.confirmationCode}).`,
  }),
  'payment.failed': (p) => ({ title: 'Payment failed', body: `The payment for ${p.itemName} (${p.confirmationCode}) did not go through. Please try again.` }),
  'ride.status': (p) => ({ title: 'Ride update', body: RIDE_STATUS_TEXT[p.status](p) }),
  'shipment.status': (p) => ({ title: 'Shipment update', body: `${p.trackingNumber}: ${SHIPMENT_STATUS_TEXT[p.status] ?? humanize(p.status)}` }),
  'order.status': (p) => ({ title: 'Order update', body: `Order ${p.orderNumber}: ${humanize(p.status)}` }),
  'support.reply': (p) => ({ title: 'Support replied', body: `There is a new reply to "${p.subject}".` }),
};

/** English title and body; a kind or params this version does not know get a plain fallback. */
export function renderNotificationEnglish(kind: string, params: unknown): NotificationText {
  if (!(kind in NOTIFICATION_PARAMS)) return { title: 'Notification', body: '' };
  const typedKind = kind as NotificationKind;
  const parsed = NOTIFICATION_PARAMS[typedKind].safeParse(params);
  if (!parsed.success) return { title: 'Notification', body: '' };
  return (ENGLISH[typedKind] as (p: unknown) => NotificationText)(parsed.data);
}
