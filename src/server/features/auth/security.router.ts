import { z } from 'zod';
import { ZActiveSession, ZEnrolmentConfirm, ZEnrolmentStart, ZRecoveryCodes, ZSecondFactorStatus, ZSessionIdRequest } from '@shared/schemas/security';
import { ZSuccess } from '@shared/schemas/auth';
import { authedProcedure, router } from '../../trpc/init';
import { listActiveSessions, signOutOtherSessions, signOutSession } from './active-sessions';
import { confirmEnrolment, startEnrolment, unusedRecoveryCodes } from './second-factor';

// Profile → Security: the signed-in user's own second factor and sessions.

const secondFactor = authedProcedure
  .meta({ summary: 'Whether sign-in asks for a code from an authenticator app', rest: { method: 'get', path: '/profile/second-factor', tag: 'Profile' } })
  .output(ZSecondFactorStatus)
  .query(async ({ ctx }) => ({
    enabled: Boolean(ctx.user.secondFactorEnabled),
    recoveryCodesLeft: ctx.user.secondFactorEnabled ? await unusedRecoveryCodes(ctx.em, ctx.user.id) : 0,
    required: ctx.config.REQUIRE_STAFF_2FA && ctx.user.role !== 'traveller',
  }));

const startEnrolmentProcedure = authedProcedure
  .meta({
    summary: 'Start two-factor enrolment: a new secret for the authenticator app',
    description: 'Not in use until confirmed with a code from the app. Starting again replaces the secret.',
    rest: { method: 'post', path: '/profile/second-factor/start', tag: 'Profile', errors: { 409: 'Two-factor sign-in is already on' } },
  })
  .output(ZEnrolmentStart)
  .mutation(({ ctx }) => startEnrolment(ctx.em, ctx.config, ctx.user));

const confirmEnrolmentProcedure = authedProcedure
  .meta({
    summary: 'Confirm two-factor enrolment with a code from the app',
    description: 'Turns two-factor sign-in on and answers the 10 recovery codes: the only time they are shown.',
    rest: {
      method: 'post',
      path: '/profile/second-factor/confirm',
      tag: 'Profile',
      errors: { 409: 'Two-factor sign-in is already on', 429: 'Too many wrong codes from this network' },
      inputRules: { code: 'the code the authenticator app shows now for the secret of the set-up started last' },
    },
  })
  .input(ZEnrolmentConfirm)
  .output(ZRecoveryCodes)
  .mutation(({ ctx, input }) => confirmEnrolment(ctx.em, ctx.config, ctx.user, input.code, ctx.ip));

const sessions = authedProcedure
  .meta({ summary: "The signed-in user's active sessions, this one first", rest: { method: 'get', path: '/profile/sessions', tag: 'Profile' } })
  .output(z.array(ZActiveSession))
  .query(({ ctx }) => listActiveSessions(ctx.em, ctx.user.id, ctx.session.token));

const signOutSessionProcedure = authedProcedure
  .meta({
    summary: 'Sign out one of your sessions',
    rest: { method: 'post', path: '/profile/sessions/:sessionId/sign-out', tag: 'Profile', errors: { 404: 'No such session of yours' } },
  })
  .input(ZSessionIdRequest)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await signOutSession(ctx.em, ctx.user.id, input.sessionId);
    return { success: true as const };
  });

const signOutOthers = authedProcedure
  .meta({
    summary: 'Sign out everywhere else: every session but this one',
    rest: { method: 'post', path: '/profile/sessions/sign-out-others', tag: 'Profile' },
  })
  .output(ZSuccess)
  .mutation(async ({ ctx }) => {
    await signOutOtherSessions(ctx.em, ctx.user.id, ctx.session.token);
    return { success: true as const };
  });

export const securityRouter = router({
  secondFactor,
  startEnrolment: startEnrolmentProcedure,
  confirmEnrolment: confirmEnrolmentProcedure,
  sessions,
  signOutSession: signOutSessionProcedure,
  signOutOthers,
});
