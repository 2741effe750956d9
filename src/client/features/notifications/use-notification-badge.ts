import { useEffect } from 'react';
import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { isSessionEnded, useLiveRecovery } from '../../lib/live';

/**
 * The signed-in user's unread notifications, kept live: the server pushes a snapshot on
 * (re)connect, each new notification and reads made on other devices (notifications.live,
 * docs/platform.md). The count lives in the unreadCount query, so mutations can set it too.
 */
export function useNotificationBadge(signedIn: boolean): number {
  const utils = trpc.useUtils();
  const count = trpc.notifications.unreadCount.useQuery(undefined, { enabled: signedIn });
  const live = trpc.notifications.live.useSubscription(signedIn ? undefined : skipToken, {
    onData: (message) => {
      utils.notifications.unreadCount.setData(undefined, { unreadCount: message.unreadCount });
      void utils.notifications.list.invalidate();
    },
  });
  useLiveRecovery(live);
  // The server ends the stream when the session ends (signed out on another device, the account
  // disabled): ask who is signed in now, so the app shows it at once.
  useEffect(() => {
    if (isSessionEnded(live.error)) void utils.auth.me.invalidate();
  }, [live.error, utils]);
  return signedIn ? (count.data?.unreadCount ?? 0) : 0;
}

/** '3', '99+' */
export const badgeLabel = (count: number) => (count > 99 ? '99+' : String(count));
