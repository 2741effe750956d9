import { z } from 'zod';
import { plainText } from './text';
import { ZUser } from './auth';

// Profile → Security: two-factor sign-in (TOTP) and the account's active sessions.

/** A code from an authenticator app (6 digits) or a recovery code ('abcde-23456'). */
export const ZSecondFactorCode = plainText(z.string().trim().min(1, 'Required').max(40, 'Too long'));

export const ZEnrolmentStart = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code carries. */
  uri: z.string(),
});
export type EnrolmentStart = z.infer<typeof ZEnrolmentStart>;

export const ZEnrolmentConfirm = z.object({
  code: plainText(
    z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
  ),
});

export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

export const ZSecondFactorStatus = z.object({
  enabled: z.boolean(),
  /** Recovery codes not used yet (0 when two-factor sign-in is off). */
  recoveryCodesLeft: z.number().int(),
  /** Staff and admins must have it on this deployment. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof ZSecondFactorStatus>;

export const ZSignInChallengeAnswer = z.object({
  challenge: plainText(z.string().min(1, 'Required').max(200, 'Too long')),
  code: ZSecondFactorCode,
});

/** POST /api/login's answer: the user, and when the account has two-factor sign-in, no session yet but a challenge. */
export const ZLoginResult = ZUser.extend({
  secondFactor: z
    .object({
      /** Answer with POST /api/login/second-factor { challenge, code } within a few minutes. */
      challenge: z.string(),
      expiresAt: z.iso.datetime(),
    })
    .optional()
    .describe('Present when the account signs in with a second factor: no session cookie was set yet'),
});
export type LoginResult = z.infer<typeof ZLoginResult>;

export const ZActiveSession = z.object({
  id: z.uuid(),
  device: z.object({ browser: z.string().nullable(), os: z.string().nullable() }),
  /** The client network it was last used from, e.g. 196.201.214.0/24. */
  network: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session making this request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ZActiveSession>;

export const ZSessionIdRequest = z.object({ sessionId: z.uuid('Expected a session id') });
