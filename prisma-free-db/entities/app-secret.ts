import { defineEntity, type InferEntity } from '@mikro-orm/core';

// Keys the app makes for itself, shared by every instance because they live in the database:
// 'voucher-signing-key' signs e-voucher codes (src/server/features/vouchers). Written once by
// the migration that needs it, with PostgreSQL's own random generator; never sent to a client.
export const AppSecret = defineEntity({
  name: 'AppSecret',
  tableName: 'app_secret',
  properties: (p) => ({
    name: p.text().primary(),
    value: p.text(),
    createdAt: p.datetime().defaultRaw('now()'),
  }),
});
export type AppSecret = InferEntity<typeof AppSecret>;
