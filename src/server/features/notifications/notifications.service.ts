// A user's notifications: created by other features through notifyUser (in their own
// transaction), listed, counted and marked read by their owner only. Every change is announced
// on the live topic 'user:<id>' so the bell updates on every device, whichever instance it uses.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { Notification } from '@db/entities/notification';
import { NOTIFICATION_PARAMS, type NotificationKind, type NotificationParams } from '@shared/notifications';
import { renderNotification } from './notification-text';
import { NOTIFICATION_PAGE_DEFAULT, type NotificationView } from '@shared/schemas/notifications';
import { notFound } from '../../errors';
import { fieldError } from '../../core/catalogue-query';
import { assertInTransaction, publishEvent } from '../../platform';
import { t } from '../../core/i18n';

export const userTopic = (userId: string) => `user:${userId}`;

/** What notifications publish on 'user:<id>' (other features may publish other types there). */
export type NotificationEvent = { type: 'notification.created'; id: string } | { type: 'notification.read' };

/**
 * Notifies a user: stores the notification and announces it, in the caller's transaction, so
 * it exists and is pushed only if the change it reports commits. `link` is an in-app path.
 *
 *   await em.transactional(async (em) => {
 *     booking.status = 'confirmed';
 *     await notifyUser(em, booking.user.id, { kind: 'booking.confirmed', params: { confirmationCode, itemName }, link: '/bookings' });
 *   });
 */
export async function notifyUser<K extends NotificationKind>(
  em: EntityManager,
  userId: string,
  notification: { kind: K; params: NotificationParams<K>; link?: string | null },
): Promise<string> {
  assertInTransaction(em, 'notifyUser');
  const params = NOTIFICATION_PARAMS[notification.kind].parse(notification.params) as Record<string, unknown>;
  const link = notification.link ?? null;
  if (link !== null && !isInAppPath(link)) throw new Error(`notifyUser: link '${link}' is not an in-app path`);
  const id = String(await em.insert(Notification, { user: userId, kind: notification.kind, params, link }));
  await publishEvent(em, userTopic(userId), { type: 'notification.created', id } satisfies NotificationEvent);
  return id;
}

/** '/bookings', '/track/MT…': our own paths only, never another site or a script URL. */
function isInAppPath(link: string): boolean {
  return link.length <= 255 && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');
}

export function toNotificationView(notification: Notification): NotificationView {
  const text = renderNotification(notification.kind, notification.params);
  return {
    id: notification.id,
    kind: notification.kind,
    params: notification.params,
    link: notification.link ?? null,
    createdAt: notification.createdAt.toISOString(),
    readAt: notification.readAt ? notification.readAt.toISOString() : null,
    title: text.title,
    body: text.body,
  };
}

// Pages go newest first by (createdAt, id); the cursor is the last item's pair.
interface Cursor {
  createdAt: Date;
  id: string;
}

function encodeCursor(notification: Notification): string {
  return Buffer.from(`${notification.createdAt.toISOString()}|${notification.id}`).toString('base64url');
}

function decodeCursor(cursor: string): Cursor {
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) throw fieldError('cursor', t('errors:notifications.badCursor'));
  return { createdAt, id };
}

export async function listNotifications(
  em: EntityManager,
  userId: string,
  options: { cursor?: string; limit?: number; unreadOnly?: boolean } = {},
): Promise<{ items: NotificationView[]; nextCursor: string | null }> {
  const limit = options.limit ?? NOTIFICATION_PAGE_DEFAULT;
  const where: FilterQuery<Notification>[] = [{ user: userId }];
  if (options.unreadOnly) where.push({ readAt: null });
  if (options.cursor) {
    const after = decodeCursor(options.cursor);
    where.push({ $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, id: { $lt: after.id } }] });
  }
  const rows = await em.find(Notification, { $and: where }, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: limit + 1 });
  const page = rows.slice(0, limit);
  return { items: page.map(toNotificationView), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null };
}

export async function countUnread(em: EntityManager, userId: string): Promise<number> {
  return em.count(Notification, { user: userId, readAt: null });
}

/** Marks one of the user's notifications read (again: no change). Someone else's is not found. */
export async function markNotificationRead(em: EntityManager, userId: string, id: string): Promise<{ unreadCount: number }> {
  return em.transactional(async (em) => {
    const updated = await em.nativeUpdate(Notification, { id, user: userId, readAt: null }, { readAt: new Date() });
    if (updated === 0 && (await em.count(Notification, { id, user: userId })) === 0) throw notFound(t('errors:notFound.notification'));
    if (updated > 0) await publishEvent(em, userTopic(userId), { type: 'notification.read' } satisfies NotificationEvent);
    return { unreadCount: await countUnread(em, userId) };
  });
}

export async function markAllNotificationsRead(em: EntityManager, userId: string): Promise<{ unreadCount: number }> {
  return em.transactional(async (em) => {
    const updated = await em.nativeUpdate(Notification, { user: userId, readAt: null }, { readAt: new Date() });
    if (updated > 0) await publishEvent(em, userTopic(userId), { type: 'notification.read' } satisfies NotificationEvent);
    return { unreadCount: await countUnread(em, userId) };
  });
}

/** One of the user's notifications, or null (gone, or not theirs). */
export async function findUserNotification(em: EntityManager, userId: string, id: string): Promise<NotificationView | null> {
  const notification = await em.findOne(Notification, { id, user: userId });
  return notification ? toNotificationView(notification) : null;
}

/** Deletes read notifications older than `days` (unread ones stay until read). */
export async function purgeOldNotifications(em: EntityManager, days: number): Promise<number> {
  return em.nativeDelete(Notification, { readAt: { $ne: null }, createdAt: { $lt: new Date(Date.now() - days * 86_400_000) } });
}
