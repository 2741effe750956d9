// Notification kinds and each kind's parameters. Notifications are stored as
// kind + params, never as finished text, so each reader gets them in their language: the server
// renders them from its `notifications` catalog (src/server/features/notifications/
// notification-text.ts). A feature that needs a new kind adds its params schema here and its
// texts to src/server/locales/{en,sw,ar}/notifications.json.
import { z } from 'zod';

const ZText = z.string().min(1).max(200);

export const NOTIFICATION_PARAMS = {
  'booking.confirmed': z.object({ confirmationCode: ZText, itemName: ZText }),
  'booking.cancelled': z.object({ confirmationCode: ZText, itemName: ZText }),
  'booking.hold-expiring': z.object({ confirmationCode: ZText, itemName: ZText, minutesLeft: z.number().int().min(0) }),
  'payment.failed': z.object({ confirmationCode: ZText, itemName: ZText }),
  'ride.status': z.object({ status: z.enum(['driver_assigned', 'driver_arriving', 'in_progress', 'completed', 'cancelled']), driverName: ZText }),
  'shipment.status': z.object({ trackingNumber: ZText, status: ZText }),
  'order.status': z.object({ orderNumber: ZText, status: ZText }),
  'order.placed': z.object({ orderNumber: ZText }),
  'order.cancelled': z.object({ orderNumber: ZText }),
  'order.dispatched': z.object({ orderNumber: ZText }),
  'order.delivered': z.object({ orderNumber: ZText }),
  'order.refused': z.object({ orderNumber: ZText }),
  'support.reply': z.object({ subject: ZText }),
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_PARAMS;
export type NotificationParams<K extends NotificationKind> = z.infer<(typeof NOTIFICATION_PARAMS)[K]>;
