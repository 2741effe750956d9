import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { useLiveRecovery } from '../../lib/live';

/**
 * The mail badge, pushed live (support.live): staff see the inbox's unread e-mails, a traveller
 * their unread replies from support. Every change also refreshes the mail lists on screen.
 */
export function useMailBadge(signedIn: boolean): number {
  const utils = trpc.useUtils();
  const live = trpc.support.live.useSubscription(signedIn ? undefined : skipToken, {
    onData: (message) => {
      if (message.type !== 'changed') return;
      if (message.audience === 'staff') void utils.emails.invalidate();
      else void utils.support.invalidate();
    },
  });
  useLiveRecovery(live);
  return signedIn ? (live.data?.unread ?? 0) : 0;
}
