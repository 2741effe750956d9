import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './user';

// A notification for one user. It stores the kind and its parameters, never
// final text, so the client can render it in the reader's language; the English rendering
// is in src/shared/notifications.ts. `link` is an in-app path ('/bookings'). Unread
// notifications have readAt null; the partial index serves the unread count.
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  indexes: [
    { name: 'notification_user_created_index', properties: ['user', 'createdAt', 'id'] },
    { name: 'notification_unread_index', expression: `create index "notification_unread_index" on "notification" ("user_id") where read_at is null` },
  ],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: p.manyToOne(User).deleteRule('cascade'),
    kind: p.string(),
    params: p.json<Record<string, unknown>>(),
    link: p.string().nullable(),
    // Millisecond precision, as JavaScript dates have: the list's cursor compares it exactly.
    createdAt: p.datetime().length(3).defaultRaw('clock_timestamp()'),
    readAt: p.datetime().nullable(),
  }),
});
export type Notification = InferEntity<typeof Notification>;
