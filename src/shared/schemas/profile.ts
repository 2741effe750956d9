import { z } from 'zod';
import { LOYALTY_TIERS } from '../loyalty';
import { ZAmount } from './common';
import { BOOKING_TYPES } from '../booking-vocabulary';
import { ZEmail, ZFullNameOrNone, ZNewPassword, ZPhoneOrNone, ZUser, PASSWORD_MAX_LENGTH } from './auth';
import { LANGUAGES } from '../languages';
import { DISPLAY_CURRENCIES } from '../display-currency';
import { plainText } from './text';

const tierNames = LOYALTY_TIERS.map((tier) => tier.name) as [(typeof LOYALTY_TIERS)[number]['name'], ...(typeof LOYALTY_TIERS)[number]['name'][]];

export const ZProfile = z.object({
  user: ZUser,
  /** A new e-mail address waiting for its owner to open the link sent to it (the e-mail stays `user.email` until then). */
  pendingEmail: z.string().nullable(),
  memberSince: z.iso.datetime(),
  stats: z.object({
    /** Confirmed bookings of travel: stays, flights, car rentals and tours (not rides, shipments or orders). */
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

/** Where every loyalty point came from: the welcome points and each confirmed booking's, newest first. */
export const ZPointsHistory = z.object({
  /** Equals the profile's stats.points. */
  total: z.number().int(),
  welcome: z.object({ points: z.number().int(), at: z.iso.datetime() }),
  bookings: z.array(
    z.object({
      bookingId: z.uuid(),
      confirmationCode: z.string(),
      type: z.enum(BOOKING_TYPES),
      itemName: z.string(),
      amount: ZAmount,
      currency: z.string(),
      points: z.number().int(),
      /** When it was paid (else booked). */
      at: z.iso.datetime(),
    }),
  ),
});
export type PointsHistory = z.infer<typeof ZPointsHistory>;

/**
 * A partial update: a field left out stays as it is. Full name and phone are cleared with null
 * (or an empty text, as a form sends an emptied field); the email can be changed, not cleared.
 */
export const ZUpdateProfileRequest = z.object({
  fullName: ZFullNameOrNone.optional().describe('Left out: unchanged; null or empty: cleared'),
  email: ZEmail.optional().describe('Left out: unchanged'),
  phone: ZPhoneOrNone.optional().describe('Left out: unchanged; null or empty: cleared'),
  language: z.enum(LANGUAGES, 'Choose en, sw or ar').optional().describe('Left out: unchanged'),
  displayCurrency: z
    .enum(DISPLAY_CURRENCIES, `Choose one of ${DISPLAY_CURRENCIES.join(', ')}`)
    .optional()
    .describe('The currency prices are shown in (ISO 4217). Left out: unchanged'),
});
export type UpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: plainText(z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH, 'Too long')),
  newPassword: ZNewPassword,
});
export type ChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;
