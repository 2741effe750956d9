import { z } from 'zod';
import { zOptionalInt, zOptionalText } from './common';
import { plainText } from './text';
import { LANGUAGES } from '../languages';
import { DISPLAY_CURRENCIES } from '../display-currency';
import { USER_ROLES } from '../roles';

// Account schemas shared by the auth procedures and the sign-in / registration forms, so a
// validation rule and its message are written once.
export { USER_ROLES, type UserRole } from '../roles';

export const PASSWORD_MIN_LENGTH = 8;
// scrypt takes any length, but there is no reason to hash a megabyte.
export const PASSWORD_MAX_LENGTH = 200;

// Every text a client sends is free of control characters (shared/schemas/text.ts): a 400
// naming the field, never a NUL reaching PostgreSQL. Passwords included (no one types a NUL).
export const ZUsername = plainText(
  z
    .string()
    .trim()
    .min(3, 'Use at least 3 characters')
    .max(32, 'Use at most 32 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits, dots, dashes and underscores only'),
);

export const ZEmail = plainText(z.string().trim().max(254, 'Too long'))
  .pipe(z.email('Enter a valid email address'))
  .meta({ format: 'email', pattern: z.regexes.email.source });

/**
 * The length rules of a new password; the rest of the policy (common passwords, the user's own
 * name or email) needs the account and a dictionary: src/shared/password-policy.ts.
 */
export const ZNewPassword = plainText(
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
);

/** A phone number, or null for none: an empty text means none too (null if empty). */
export const ZPhoneOrNone = plainText(z.string().trim().max(32, 'Too long'))
  .transform((value) => value || null)
  .refine((value) => value === null || /^\+?[0-9][0-9 ()-]{4,30}$/.test(value), 'Enter a phone number (digits, spaces, + ( ) -)')
  // Documented without the spaces around it that trimming would drop ('' is none).
  .meta({ pattern: '^(\\+?[0-9][0-9 ()-]{3,29}[0-9()-])?$' })
  .nullable();

/** A full name, or null for none: an empty text means none too. */
export const ZFullNameOrNone = plainText(z.string().trim().max(100, 'Use at most 100 characters'))
  .transform((value) => value || null)
  .nullable();

/** Optional phone at registration: left out, empty or null, the account has none. */
export const ZPhone = ZPhoneOrNone.optional().transform((value) => value ?? null);

export const ZFullName = ZFullNameOrNone.optional().transform((value) => value ?? null);

export const ZLoginRequest = z.object({
  // Not the registration rules: a sign-in attempt only has to be present; anything else is
  // just a wrong credential (and must look like one).
  username: plainText(z.string().trim().min(1, 'Required').max(254, 'Too long')),
  password: plainText(z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH, 'Too long')),
});
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({
  username: ZUsername,
  email: ZEmail,
  password: ZNewPassword,
  phone: ZPhone,
});
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

/** The user as the API returns it: never the password hash. */
export const ZUser = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  fullName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  createdAt: z.iso.datetime(),
  /** The app language the user chose; null until they choose one. */
  language: z.enum(LANGUAGES).nullable(),
  /** The currency the user chose to see prices in; null until they choose one (the brand's and browser's default applies). */
  displayCurrency: z.enum(DISPLAY_CURRENCIES).nullable().optional(),
  /** Staff disabled the account: it cannot sign in, and its sessions were ended. */
  disabled: z.boolean().default(false),
  /** Staff reset the password: the user must choose a new one before anything else. */
  mustChangePassword: z.boolean().default(false),
  /** The owner has opened a link sent to `email`; until then the profile says so. */
  emailVerified: z.boolean().default(false),
  /** Sign-in asks for a code from an authenticator app after the password. */
  secondFactorEnabled: z.boolean().default(false),
  /** A member of staff without a second factor where one is required: enrolling is all they may do. */
  mustEnrolSecondFactor: z.boolean().default(false),
});
export type User = z.infer<typeof ZUser>;

export const ZSuccess = z.object({ success: z.literal(true) });

/** A seeded demo account the sign-in dialog offers (its password is public demo data). */
export const ZDemoAccount = z.object({ username: z.string(), password: z.string(), role: z.enum(USER_ROLES) });
export type DemoAccount = z.infer<typeof ZDemoAccount>;

export const ZUserListRequest = z
  .object({
    page: zOptionalInt(1, 10_000, 'Pages start at 1'),
    pageSize: zOptionalInt(1, 100, 'At most 100 per page'),
    search: zOptionalText(100),
    role: z
      .enum(USER_ROLES, { error: `Choose ${USER_ROLES.join(', ')}` })
      .optional()
      .describe('Only accounts with this role'),
  })
  .optional();

export const ZUserListResponse = z.object({
  items: z.array(ZUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserListResponse = z.infer<typeof ZUserListResponse>;

// Manage Users: role changes (admins only), disabling, and a password reset that
// forces a change at the next sign-in.
export const ZUserIdRequest = z.object({ userId: z.uuid('Expected a user id') });
export const ZSetRoleRequest = z.object({ userId: z.uuid('Expected a user id'), role: z.enum(USER_ROLES, { error: `Choose ${USER_ROLES.join(', ')}` }) });
export const ZPasswordResetResult = z.object({
  /** Shown once to the staff member, who passes it on; the user must replace it at sign-in. */
  temporaryPassword: z.string(),
  user: ZUser,
});
export type PasswordResetResult = z.infer<typeof ZPasswordResetResult>;

/** 'Forgot password?': the e-mail address of the account (the answer is the same whether or not it has one). */
export const ZPasswordResetRequest = z.object({ email: ZEmail });
export type PasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

/** The token from a reset link (it travels in the link's fragment, never in a server log). */
export const ZAccountLinkToken = plainText(z.string().trim().min(20, 'This link is incomplete').max(100, 'This link is incomplete'));

export const ZPasswordReset = z.object({ token: ZAccountLinkToken, newPassword: ZNewPassword });
export type PasswordReset = z.input<typeof ZPasswordReset>;

/** Opening an e-mail verification link. */
export const ZEmailVerification = z.object({ token: ZAccountLinkToken });
export type EmailVerification = z.input<typeof ZEmailVerification>;

export const ZEmailVerified = z.object({ email: z.string() });

/** 'Send the link again': where it went (null: nothing waits to be verified). */
export const ZVerificationSent = z.object({ sentTo: z.string().nullable() });
