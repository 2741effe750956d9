import { z } from 'zod';
import {
  ZDemoAccount,
  ZEmailVerification,
  ZEmailVerified,
  ZLoginRequest,
  ZPasswordReset,
  ZPasswordResetRequest,
  ZSuccess,
  ZRegisterRequest,
  ZUser,
} from '@shared/schemas/auth';
import type { Context } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/init';
import { registerTraveller, signIn, toUserDto } from './accounts';
import { forbidden } from '../../errors';
import { t } from '../../core/i18n';
import { createSession, deleteSession, isExpiredSession } from './sessions';
import { listDemoAccounts } from './demo-accounts';
import { readDeviceToken, rememberDevice } from './known-devices';
import { PASSWORD_RESET_MINUTES, requestPasswordReset, resetPassword } from './password-reset';
import { ZLoginResult, ZSignInChallengeAnswer } from '@shared/schemas/security';
import { answerSignInChallenge, openSignInChallenge, SIGN_IN_CHALLENGE_MINUTES } from './second-factor';
import { EMAIL_VERIFICATION_HOURS, sendVerificationLink, verifyEmail } from './email-verification';

/** Signs `userId` in: a new session and its cookie; a session the caller had (switching accounts) ends. */
async function beginSession(ctx: Context, userId: string): Promise<void> {
  if (ctx.session.token) await deleteSession(ctx.em, ctx.session.token);
  const { token, expiresAt } = await createSession(ctx.em, userId, ctx.config.SESSION_DAYS);
  ctx.session.set(token, expiresAt);
}

const login = publicProcedure
  .meta({
    summary: 'Sign in',
    description: `Sets the session cookie. An account with two-factor sign-in gets no cookie yet: the answer carries \`secondFactor.challenge\`, to send with a code from the authenticator app (or a recovery code) to POST /api/login/second-factor within ${SIGN_IN_CHALLENGE_MINUTES} minutes.`,
    rest: {
      method: 'post',
      path: '/login',
      tag: 'Accounts',
      errors: {
        401: 'Wrong username or password: "Invalid credentials"',
        429: 'Too many failed attempts from this address, or on this account from this address, or too many sign-ins at once from this address (Retry-After: 1)',
      },
    },
  })
  .input(ZLoginRequest)
  .output(ZLoginResult)
  .mutation(async ({ ctx, input }) => {
    const user = await signIn(ctx.em, ctx.config, input, ctx.ip, readDeviceToken(ctx.cookies));
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (user.disabled) throw forbidden(t('errors:accountDisabled'));
    if (user.secondFactorEnabled) {
      const { challenge, expiresAt } = await openSignInChallenge(ctx.em, user.id);
      return { ...toUserDto(user, ctx.config), secondFactor: { challenge, expiresAt: expiresAt.toISOString() } };
    }
    await beginSession(ctx, user.id);
    await rememberDevice(ctx.em, ctx.cookies, user.id);
    return toUserDto(user, ctx.config);
  });

const loginSecondFactor = publicProcedure
  .meta({
    summary: 'Finish a sign-in with a code from the authenticator app, or a recovery code',
    description: 'Sets the session cookie. A recovery code works once; so does each code of the app. Wrong codes count as failed sign-ins.',
    rest: {
      method: 'post',
      path: '/login/second-factor',
      tag: 'Accounts',
      errors: {
        401: 'Wrong code, or the sign-in has expired (sign in again)',
        429: 'Too many failed attempts from this address, or on this account from this address',
      },
    },
  })
  .input(ZSignInChallengeAnswer)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    const user = await answerSignInChallenge(ctx.em, ctx.config, input, ctx.ip);
    await beginSession(ctx, user.id);
    await rememberDevice(ctx.em, ctx.cookies, user.id);
    return toUserDto(user, ctx.config);
  });

const register = publicProcedure
  .meta({
    summary: 'Create a traveller account and sign in',
    description: `Sets the session cookie. A link valid for ${EMAIL_VERIFICATION_HOURS} hours goes to the e-mail address to verify it.`,
    rest: {
      method: 'post',
      path: '/register',
      tag: 'Accounts',
      status: 201,
      errors: { 409: 'Username or email taken (the message and `field` name it)', 429: 'Too many registrations from this address' },
      inputRules: {
        password: 'not a common password, nor one built from the username or e-mail',
      },
    },
  })
  .input(ZRegisterRequest)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    const user = await registerTraveller(ctx.em, ctx.config, input, ctx.ip);
    await sendVerificationLink(ctx.em, ctx.config, user, user.email, { host: ctx.host, language: ctx.language });
    await beginSession(ctx, user.id);
    await rememberDevice(ctx.em, ctx.cookies, user.id);
    return toUserDto(user);
  });

/** Ends the caller's session and clears its cookie; harmless when signed out. */
const logout = publicProcedure
  .meta({
    summary: 'Sign out',
    description: 'Ends the session and clears its cookie; harmless when signed out.',
    rest: { method: 'post', path: '/logout', tag: 'Accounts' },
  })
  .output(ZSuccess)
  .mutation(async ({ ctx }) => {
    if (ctx.session.token) await deleteSession(ctx.em, ctx.session.token);
    ctx.session.clear();
    return { success: true as const };
  });

const me = publicProcedure
  .meta({
    summary: 'The signed-in user, or null when signed out',
    description: 'Never 401. A cookie whose session has expired is cleared; any other cookie naming no live session is left as it is (it opens nothing).',
    rest: { method: 'get', path: '/me', tag: 'Accounts' },
  })
  .output(ZUser.nullable())
  .query(async ({ ctx }) => {
    // Only an expired session's cookie is cleared. When a sign-in replaces the session, the app
    // may ask who is signed in with the old cookie a moment before the new cookie arrives;
    // clearing that one would delete the new cookie (switching accounts would sign out).
    if (!ctx.user && ctx.session.token && (await isExpiredSession(ctx.em, ctx.session.token))) ctx.session.clear();
    return ctx.user ? toUserDto(ctx.user, ctx.config) : null;
  });

/** The demo accounts that exist on this deployment (none unless the demo seed is on). */
const demoAccounts = publicProcedure.output(z.array(ZDemoAccount)).query(({ ctx }) => listDemoAccounts(ctx.em, ctx.config));

const forgotPassword = publicProcedure
  .meta({
    summary: "Send a password reset link ('Forgot password?')",
    description: `Answers the same whether or not the address has an account. If it has, a link valid for ${PASSWORD_RESET_MINUTES} minutes goes to it (sent over SMTP_URL, else kept in the outbox); earlier links stop working.`,
    rest: {
      method: 'post',
      path: '/password/forgot',
      tag: 'Accounts',
      errors: { 429: 'Too many requests from this network, or about this address' },
    },
  })
  .input(ZPasswordResetRequest)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await requestPasswordReset(ctx.em, ctx.config, input.email, { ip: ctx.ip, host: ctx.host, language: ctx.language });
    return { success: true as const };
  });

const resetPasswordWithLink = publicProcedure
  .meta({
    summary: 'Set a new password with a reset link',
    description: "Once per link. Ends the account's other sessions; does not sign in.",
    rest: {
      method: 'post',
      path: '/password/reset',
      tag: 'Accounts',
      errors: { 429: 'Too many links tried from this network' },
      inputRules: {
        token: 'a reset link that is unused, the newest of its account, and at most 30 minutes old',
        newPassword: 'not a common password, nor one built from the username or e-mail',
      },
    },
  })
  .input(ZPasswordReset)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.em, ctx.config, input, { ip: ctx.ip, userId: ctx.user?.id, session: ctx.session.token, device: readDeviceToken(ctx.cookies) });
    return { success: true as const };
  });

const verifyEmailWithLink = publicProcedure
  .meta({
    summary: 'Verify an e-mail address with the link sent to it',
    description: "Once per link. A change of address takes effect now; the account's other verification links stop working.",
    rest: {
      method: 'post',
      path: '/email/verify',
      tag: 'Accounts',
      errors: { 409: 'The address was registered to another account meanwhile', 429: 'Too many links tried from this network' },
      inputRules: { token: `a verification link that is unused, the newest of its account, and at most ${EMAIL_VERIFICATION_HOURS} hours old` },
    },
  })
  .input(ZEmailVerification)
  .output(ZEmailVerified)
  .mutation(({ ctx, input }) => verifyEmail(ctx.em, ctx.config, input.token, ctx.ip));

export const authRouter = router({
  login,
  loginSecondFactor,
  register,
  logout,
  me,
  demoAccounts,
  forgotPassword,
  resetPassword: resetPasswordWithLink,
  verifyEmail: verifyEmailWithLink,
});
