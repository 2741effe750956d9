import { ZLoginRequest, ZSuccess, ZRegisterRequest, ZUser } from '../../../shared/schemas/auth';
import { publicProcedure, router } from '../../trpc/init';
import { registerTraveller, signIn, toUserDto } from './accounts';
import { clearSessionCookie, endSession, readSessionToken, startSession } from './sessions';

const login = publicProcedure
  .meta({ summary: 'Sign in', description: 'Sets the session cookie. Wrong username or password: 401 "Invalid credentials". Too many failures: 429 with Retry-After.' })
  .input(ZLoginRequest)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    const user = await signIn(ctx.em, ctx.config, input, ctx.ip);
    await startSession(ctx.em, ctx, user.id, ctx.config.SESSION_DAYS);
    return toUserDto(user);
  });

const register = publicProcedure
  .meta({ summary: 'Create a traveller account and sign in', description: 'Username or email taken: 409 naming the field.' })
  .input(ZRegisterRequest)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    const user = await registerTraveller(ctx.em, ctx.config, input, ctx.ip);
    await startSession(ctx.em, ctx, user.id, ctx.config.SESSION_DAYS);
    return toUserDto(user);
  });

const logout = publicProcedure
  .meta({ summary: 'Sign out', description: 'Ends the session and clears its cookie; harmless when signed out.' })
  .output(ZSuccess)
  .mutation(async ({ ctx }) => {
    await endSession(ctx.em, ctx);
    return { success: true as const };
  });

const me = publicProcedure
  .meta({ summary: 'The signed-in user, or null when signed out' })
  .output(ZUser.nullable())
  .query(({ ctx }) => {
    // A cookie naming no live session (expired, signed out elsewhere) is dropped.
    if (!ctx.user && ctx.req && ctx.res && readSessionToken(ctx.req)) clearSessionCookie(ctx.res, ctx.secure);
    return ctx.user ? toUserDto(ctx.user) : null;
  });

export const authRouter = router({ login, register, logout, me });
