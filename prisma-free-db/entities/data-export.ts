import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { DATA_EXPORT_STATUSES } from '@shared/schemas/privacy';
import { User } from './user';

// 'Download my data': one export an account asked for, made by a job. The finished export is
// kept in the database, not on one instance's disk, so any instance serves the download. The
// link's token is stored as its SHA-256 only. After `expiresAt` the row (content included) is
// purged by the retention job.
export const DataExport = defineEntity({
  name: 'DataExport',
  tableName: 'data_export',
  // One export being made per account at a time, however many requests race.
  uniques: [
    {
      name: 'data_export_one_pending_per_user',
      expression: `create unique index "data_export_one_pending_per_user" on "data_export" ("user_id") where status = 'pending'`,
    },
  ],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    status: p.enum([...DATA_EXPORT_STATUSES]).default('pending'),
    tokenHash: p.string().unique(),
    /** The export as JSON (null until made). */
    content: p.json<Record<string, unknown>>().nullable(),
    /** The same, as a readable page in the account's language (null until made). */
    html: p.text().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    readyAt: p.datetime().nullable(),
    expiresAt: p.datetime().index(),
  }),
});
export type DataExport = InferEntity<typeof DataExport>;

// 'Delete my account': when an account was erased, and by which transaction. The audit trail
// is append-only; its trigger lets a transaction rewrite events' texts (never who, what, which
// item or when) only when that transaction has recorded an erasure here. The rows stay: the
// record that, and when, a person was erased.
export const AccountErasure = defineEntity({
  name: 'AccountErasure',
  tableName: 'account_erasure',
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    /** The erasing transaction (`txid_current()`), which the audit trigger looks for. */
    transactionId: p.bigint().defaultRaw('txid_current()').index(),
    erasedAt: p.datetime().defaultRaw('now()'),
  }),
});
export type AccountErasure = InferEntity<typeof AccountErasure>;
