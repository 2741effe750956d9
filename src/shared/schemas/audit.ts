import { z } from 'zod';
import { zIdentifier } from './text';

// The audit trail: every change staff make, append-only. docs/back-office.md.

export const AUDIT_ITEM_TYPES = ['tour', 'hotel', 'car', 'user', 'brand', 'product', 'shipment', 'booking', 'order', 'ride', 'exchange-rate'] as const;
export type AuditItemType = (typeof AUDIT_ITEM_TYPES)[number];

export const AUDIT_ACTIONS = [
  'tour.create',
  'tour.update',
  'tour.publish',
  'tour.unpublish',
  'departure.add',
  'departure.update',
  'departure.remove',
  'photo.upload',
  'photo.delete',
  'photo.cover',
  'user.role',
  'user.disable',
  'user.enable',
  'user.password-reset',
  'user.second-factor-reset',
  'brand.update',
  'brand.logo',
  'product.price',
  'product.stock',
  'shipment.status',
  'booking.cancel',
  'order.cancel',
  'ride.cancel',
  'voucher.use',
  'passport.reveal',
  'exchange-rate.update',
  'hotel.texts',
  'room-type.texts',
  'product.texts',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A snapshot of the fields a change touched: plain JSON, never secrets. */
export type AuditSnapshot = Record<string, unknown>;

export const ZAuditEvent = z.object({
  id: z.string().describe('Increasing; newer events have larger ids'),
  at: z.iso.datetime(),
  actor: z.object({ id: z.string(), username: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  itemType: z.enum(AUDIT_ITEM_TYPES),
  itemId: z.string(),
  /** What the item was called at the time (a package's name, a username). */
  itemLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditListRequest = z
  .object({
    actorId: z.uuid('Expected a user id').optional().describe('Only changes made by this staff member'),
    itemType: z.enum(AUDIT_ITEM_TYPES, { error: `Choose ${AUDIT_ITEM_TYPES.join(', ')}` }).optional(),
    itemId: zIdentifier().optional().describe('Only changes to this item (with itemType)'),
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, 'Expected a cursor from a previous page')
      .optional()
      .describe('nextCursor of the previous page'),
    limit: z.number().int().min(1, 'Must be 1 to 100').max(100, 'Must be 1 to 100').optional().describe('Default 30'),
  })
  .optional();

export const ZAuditPage = z.object({ items: z.array(ZAuditEvent), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof ZAuditPage>;
