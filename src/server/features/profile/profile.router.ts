import { ZChangePasswordRequest, ZProfile, ZUpdateProfileRequest } from '../../../shared/schemas/profile';
import { ZSuccess, ZUser } from '../../../shared/schemas/auth';
import { authedProcedure, router } from '../../trpc/init';
import { changePassword as changeUserPassword, toUserDto, updateUserDetails } from '../auth';
import { getProfile } from './profile.service';

const get = authedProcedure
  .meta({
    summary: "The signed-in user's profile: details, travel stats and loyalty tier",
    rest: { method: 'get', path: '/profile', tag: 'Accounts' },
  })
  .output(ZProfile)
  .query(({ ctx }) => getProfile(ctx.em, ctx.user));

const update = authedProcedure
  .meta({
    summary: 'Update full name, email and phone',
    rest: {
      method: 'patch',
      path: '/profile',
      tag: 'Accounts',
      errors: { 409: 'Email registered to someone else', 429: 'Too many email changes from this address' },
    },
  })
  .input(ZUpdateProfileRequest)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => toUserDto(await updateUserDetails(ctx.em, ctx.user.id, input, { config: ctx.config, ip: ctx.ip })));

/** Signs out every other session of the user; the one making the request stays. */
const changePassword = authedProcedure
  .meta({
    summary: 'Change password',
    description: 'Needs the current password; signs out every other session of the user.',
    rest: {
      method: 'post',
      path: '/profile/password',
      tag: 'Accounts',
      errors: { 429: 'Too many wrong current passwords' },
      inputRules: {
        currentPassword: "the user's current password",
        newPassword: "not a common password, nor one built from the user's name or e-mail",
      },
    },
  })
  .input(ZChangePasswordRequest)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
  await changeUserPassword(ctx.em, ctx.config, ctx.user.id, input, ctx.session.token, ctx.ip);
  return { success: true as const };
  });

export const profileRouter = router({ get, update, changePassword });
