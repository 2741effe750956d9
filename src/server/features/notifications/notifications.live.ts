import type { NotificationsLiveMessage } from '@shared/schemas/notifications';
import { followLive } from '../../platform';
import type { Context } from '../../trpc/context';
import { countUnread, findUserNotification, userTopic, type NotificationEvent } from './notifications.service';

/** The signed-in user's notifications, pushed: a snapshot (unread count) first, then changes. */
export function followNotifications(
  ctx: Context & { user: { id: string } },
  signal: AbortSignal | undefined,
): AsyncGenerator<NotificationsLiveMessage, void, undefined> {
  const userId = ctx.user.id;
  // Each load gets a fresh fork: the subscription lives for hours, its identity map must not.
  const em = () => ctx.em.fork();
  return followLive<NotificationsLiveMessage>({
    live: ctx.live,
    topics: userTopic(userId),
    signal,
    snapshot: async () => ({ type: 'snapshot', unreadCount: await countUnread(em(), userId) }),
    async onEvent(event) {
      const payload = event.payload as Partial<NotificationEvent>;
      if (payload.type === 'notification.created' && typeof payload.id === 'string') {
        const fork = em();
        const notification = await findUserNotification(fork, userId, payload.id);
        if (!notification) return undefined; // already deleted
        return { type: 'created', notification, unreadCount: await countUnread(fork, userId) };
      }
      if (payload.type === 'notification.read') return { type: 'read', unreadCount: await countUnread(em(), userId) };
      return undefined;
    },
  });
}
