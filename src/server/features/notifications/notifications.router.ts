import { ZNotificationIdRequest, ZNotificationListRequest, ZNotificationPage, ZUnreadCount } from '@shared/schemas/notifications';
import { authedProcedure, router } from '../../trpc/init';
import { followNotifications } from './notifications.live';
import { countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';

const list = authedProcedure
  .meta({ summary: 'Your notifications, newest first', description: 'Pages of `limit` (default 20, at most 50); pass nextCursor as cursor for the next page.' })
  .input(ZNotificationListRequest)
  .output(ZNotificationPage)
  .query(({ ctx, input }) => listNotifications(ctx.em, ctx.user.id, input));

const unreadCount = authedProcedure
  .meta({ summary: 'How many of your notifications are unread' })
  .output(ZUnreadCount)
  .query(async ({ ctx }) => ({ unreadCount: await countUnread(ctx.em, ctx.user.id) }));

const markRead = authedProcedure
  .meta({ summary: 'Mark one of your notifications read' })
  .input(ZNotificationIdRequest)
  .output(ZUnreadCount)
  .mutation(({ ctx, input }) => markNotificationRead(ctx.em, ctx.user.id, input.id));

const markAllRead = authedProcedure
  .meta({ summary: 'Mark all your notifications read' })
  .output(ZUnreadCount)
  .mutation(({ ctx }) => markAllNotificationsRead(ctx.em, ctx.user.id));

const live = authedProcedure
  .meta({ summary: 'Your notifications and unread count, pushed (SSE)' })
  .subscription(({ ctx, signal }) => followNotifications(ctx, signal));

export const notificationsRouter = router({ list, unreadCount, markRead, markAllRead, live });
