// A notification's title and body in the reader's language (the current request's, see
// core/i18n), rendered from the stored kind + params with the server's `notifications` catalog.
// English is the reference text; a kind or params this version does not know get a plain fallback.
import { currentLanguage, t } from '../../core/i18n';
import { NOTIFICATION_PARAMS, type NotificationKind, type NotificationParams } from '@shared/notifications';

export interface NotificationText {
  title: string;
  body: string;
}

const humanize = (status: string) => status.replace(/[_-]+/g, ' ');

/** A status word from the catalog (`shipment.in_transit`), else the status made readable. */
const statusText = (group: string, status: string) => t(`notifications:${group}.${status}`, { defaultValue: humanize(status) });

/** '1 minute', '5 minutes', 'dakika 5', '٥ دقائق': Intl knows each language's plural forms. */
const minutes = (count: number) => new Intl.NumberFormat(currentLanguage(), { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(count);

const RENDER: { [K in NotificationKind]: (p: NotificationParams<K>) => NotificationText } = {
  'booking.confirmed': (p) => ({ title: t('notifications:booking.confirmedTitle'), body: t('notifications:booking.confirmedBody', p) }),
  'booking.cancelled': (p) => ({ title: t('notifications:booking.cancelledTitle'), body: t('notifications:booking.cancelledBody', p) }),
  'booking.hold-expiring': (p) => ({
    title: t('notifications:booking.holdExpiringTitle'),
    body: t('notifications:booking.holdExpiringBody', { ...p, duration: minutes(p.minutesLeft) }),
  }),
  'payment.failed': (p) => ({ title: t('notifications:payment.failedTitle'), body: t('notifications:payment.failedBody', p) }),
  'ride.status': (p) => ({ title: t('notifications:ride.title'), body: t(`notifications:ride.${p.status}`, p) }),
  'shipment.status': (p) => ({
    title: t('notifications:shipment.title'),
    body: t('notifications:shipment.body', { ...p, status: statusText('shipment', p.status) }),
  }),
  'order.status': (p) => ({ title: t('notifications:order.title'), body: t('notifications:order.body', { ...p, status: humanize(p.status) }) }),
  'order.placed': (p) => ({ title: t('notifications:order.placedTitle'), body: t('notifications:order.placedBody', p) }),
  'order.cancelled': (p) => ({ title: t('notifications:order.cancelledTitle'), body: t('notifications:order.cancelledBody', p) }),
  'order.dispatched': (p) => ({ title: t('notifications:order.dispatchedTitle'), body: t('notifications:order.dispatchedBody', p) }),
  'order.delivered': (p) => ({ title: t('notifications:order.deliveredTitle'), body: t('notifications:order.deliveredBody', p) }),
  'order.refused': (p) => ({ title: t('notifications:order.refusedTitle'), body: t('notifications:order.refusedBody', p) }),
  'support.reply': (p) => ({ title: t('notifications:support.replyTitle'), body: t('notifications:support.replyBody', p) }),
};

export function renderNotification(kind: string, params: unknown): NotificationText {
  const fallback = { title: t('notifications:fallbackTitle'), body: '' };
  if (!(kind in NOTIFICATION_PARAMS)) return fallback;
  const typedKind = kind as NotificationKind;
  const parsed = NOTIFICATION_PARAMS[typedKind].safeParse(params);
  if (!parsed.success) return fallback;
  return (RENDER[typedKind] as (p: unknown) => NotificationText)(parsed.data);
}
