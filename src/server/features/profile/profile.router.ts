import { ZChangePasswordRequest, ZProfile, ZUpdateProfileRequest } from '../../../shared/schemas/profile';
import { ZSuccess, ZUser } from '../../../shared/schemas/auth';
import { authedProcedure, router } from '../../trpc/init';
import { changePassword as changeUserPassword, readSessionToken, toUserDto, updateUserDetails } from '../auth';
import { getProfile } from './profile.service';

const get = authedProcedure
  .meta({ summary: "The signed-in user's profile: details, travel stats and loyalty tier" })
  .output(ZProfile)
  .query(({ ctx }) => getProfile(ctx.em, ctx.user));

const update = authedProcedure
  .meta({ summary: 'Update full name, email and phone', description: 'Email registered to someone else: 409.' })
  .input(ZUpdateProfileRequest)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => toUserDto(await updateUserDetails(ctx.em, ctx.user.id, input)));

const changePassword = authedProcedure
  .meta({ summary: 'Change password', description: 'Needs the current password; signs out every other session of the user.' })
  .input(ZChangePasswordRequest)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await changeUserPassword(ctx.em, ctx.config, ctx.user.id, input, ctx.req ? readSessionToken(ctx.req) : undefined);
    return { success: true as const };
  });

export const profileRouter = router({ get, update, changePassword });
