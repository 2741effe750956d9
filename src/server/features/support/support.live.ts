import type { MailLiveMessage } from '@shared/schemas/support';
import { followLive } from '../../platform';
import type { Context } from '../../trpc/context';
import { userTopic } from '../notifications';
import { countUnreadReplies } from './conversations.service';
import { inboxCounts } from './inbox.service';
import { INBOX_TOPIC, isSupportEvent } from './support-events';

/**
 * The mail button's badge, pushed: for staff the inbox's unread e-mails ('support:inbox'), for a
 * traveller their unread replies ('user:<id>'). A snapshot first, then one message per change.
 */
export function followMailBadge(
  ctx: Context & { user: NonNullable<Context['user']> },
  signal: AbortSignal | undefined,
): AsyncGenerator<MailLiveMessage, void, undefined> {
  const user = ctx.user;
  const staff = user.role === 'staff' || user.role === 'admin';
  const audience = staff ? 'staff' : 'traveller';
  // A fresh fork per load: the subscription lives for hours, its identity map must not.
  const unread = async () => (staff ? (await inboxCounts(ctx.em.fork())).unread : countUnreadReplies(ctx.em.fork(), user.id));
  return followLive<MailLiveMessage>({
    live: ctx.live,
    topics: staff ? INBOX_TOPIC : userTopic(user.id),
    signal,
    snapshot: async () => ({ type: 'snapshot', unread: await unread(), audience }),
    onEvent: async (event) => (isSupportEvent(event.payload) ? { type: 'changed', unread: await unread(), audience } : undefined),
  });
}
