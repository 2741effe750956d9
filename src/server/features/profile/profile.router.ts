import { ZChangePasswordRequest, ZPointsHistory, ZProfile, ZUpdateProfileRequest } from '../../../shared/schemas/profile';
import { ZSuccess, ZUser } from '../../../shared/schemas/auth';
import { authedProcedure, router } from '../../trpc/init';
import { changePassword as changeUserPassword, readDeviceToken, toUserDto, updateUserDetails } from '../auth';
import { getProfile, pointsHistory } from './profile.service';

const get = authedProcedure.output(ZProfile).query(({ ctx }) => getProfile(ctx.em, ctx.user));

const points = authedProcedure.output(ZPointsHistory).query(({ ctx }) => pointsHistory(ctx.em, ctx.user));

const update = authedProcedure
  .input(ZUpdateProfileRequest)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => toUserDto(await updateUserDetails(ctx.em, ctx.user.id, input, { config: ctx.config, ip: ctx.ip })));

/** Signs out every other session of the user and forgets its other devices; the ones making the request stay. */
const changePassword = authedProcedure
  .input(ZChangePasswordRequest)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await changeUserPassword(ctx.em, ctx.config, ctx.user.id, input, { session: ctx.session.token, device: readDeviceToken(ctx.cookies) }, ctx.ip);
    return { success: true as const };
  });

export const profileRouter = router({ get, points, update, changePassword });
