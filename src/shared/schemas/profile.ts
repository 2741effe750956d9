import { z } from 'zod';
import { LOYALTY_TIERS } from '../loyalty';
import { ZAmount } from './common';
import { ZEmail, ZFullName, ZNewPassword, ZPhone, ZUser, PASSWORD_MAX_LENGTH } from './auth';
import { LANGUAGES } from '../languages';
import { plainText } from './text';

const tierNames = LOYALTY_TIERS.map((tier) => tier.name) as [(typeof LOYALTY_TIERS)[number]['name'], ...(typeof LOYALTY_TIERS)[number]['name'][]];

export const ZProfile = z.object({
  user: ZUser,
  memberSince: z.iso.datetime(),
  stats: z.object({
    /** Confirmed bookings. */
    trips: z.number().int(),
    /** Sum of the confirmed bookings' totals. */
    totalSpent: ZAmount,
    points: z.number().int(),
  }),
  loyalty: z.object({
    tier: z.enum(tierNames),
    nextTier: z.enum(tierNames).nullable(),
    progress: z.number().int(),
    /** The current tier's span in points; null at the top tier. */
    progressTarget: z.number().int().nullable(),
  }),
});
export type Profile = z.infer<typeof ZProfile>;

export const ZUpdateProfileRequest = z.object({
  fullName: ZFullName,
  email: ZEmail,
  phone: ZPhone,
  /** Left out: unchanged. */
  language: z.enum(LANGUAGES, 'Choose en, sw or ar').optional(),
});
export type UpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: plainText(z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH, 'Too long')),
  newPassword: ZNewPassword,
});
export type ChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;
