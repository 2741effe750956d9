import { defineEntity, type InferEntity } from '@mikro-orm/core';

import { USER_ROLES } from '@shared/schemas/auth';
import { LANGUAGES } from '@shared/languages';
import { DISPLAY_CURRENCIES } from '@shared/display-currency';

// Usernames and emails are unique case-insensitively: unique indexes on lower(...) in the
// migration back this up, whatever the application checks first.
export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  uniques: [
    { name: 'app_user_username_lower_unique', expression: 'create unique index "app_user_username_lower_unique" on "app_user" (lower("username"))' },
    { name: 'app_user_email_lower_unique', expression: 'create unique index "app_user_email_lower_unique" on "app_user" (lower("email"))' },
  ],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    username: p.string(),
    email: p.string(),
    passwordHash: p.string().hidden().lazy(),
    phone: p.string().nullable(),
    fullName: p.string().nullable(),
    role: p.enum([...USER_ROLES]).default('traveller'),
    /** The language chosen in the app (null: not chosen; the browser's languages apply). */
    language: p.enum([...LANGUAGES]).nullable(),
    /** The currency prices are shown in (null: not chosen; the brand's and browser's default applies). */
    displayCurrency: p.enum([...DISPLAY_CURRENCIES]).nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    /** Disabled by staff: no sign-in; its sessions were deleted when it was disabled. */
    disabled: p.boolean().default(false),
    /** Deleted by its owner: kept only as an anonymised row so its bookings and payments still add up (features/privacy). */
    deletedAt: p.datetime().nullable(),
    /** Set by a staff password reset: the user must choose a new password before anything else. */
    mustChangePassword: p.boolean().default(false),
    /** When the owner opened a link sent to `email`; null: not verified (a new address). */
    emailVerifiedAt: p.datetime().nullable(),
    /** The TOTP secret, encrypted (features/auth/secret-box.ts); set at enrolment, confirmed by `totpEnabledAt`. */
    totpSecret: p.text().lazy(true, false).nullable(),
    /** When the owner confirmed two-factor sign-in with a code; null: sign-in asks for the password only. */
    totpEnabledAt: p.datetime().nullable(),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: p.integer().nullable(),
  }),
});
export type User = InferEntity<typeof User>;
