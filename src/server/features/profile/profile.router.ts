import { ZChangePasswordRequest, ZPointsHistory, ZProfile, ZUpdateProfileRequest } from '@shared/schemas/profile';
import { ZSuccess, ZUser, ZVerificationSent } from '@shared/schemas/auth';
import { authedProcedure, router } from '../../trpc/init';
import { changePassword as changeUserPassword, readDeviceToken, resendVerificationLink, toUserDto, updateOwnDetails } from '../auth';
import { getProfile, pointsHistory } from './profile.service';
import { z } from 'zod';
import { ZSavedTraveller, ZSavedTravellerId, ZSavedTravellerInput, ZUpdateSavedTravellerRequest } from '@shared/schemas/saved-travellers';
import { addSavedTraveller, deleteSavedTraveller, listSavedTravellers, updateSavedTraveller } from './saved-travellers';

const get = authedProcedure
  .meta({
    summary: "The signed-in user's profile: details, travel stats and loyalty tier",
    rest: { method: 'get', path: '/profile', tag: 'Accounts' },
  })
  .output(ZProfile)
  .query(({ ctx }) => getProfile(ctx.em, ctx.user));

const points = authedProcedure
  .meta({
    summary: "Where the signed-in user's loyalty points come from",
    description:
      "The welcome points and each confirmed booking with the points it earned, newest first; they add up to `total` (the profile's points). " +
      'A booking earns one point per whole $3 of what it completes: cents left over count towards the next booking, in the order they were paid.',
    rest: { method: 'get', path: '/profile/points', tag: 'Accounts' },
  })
  .output(ZPointsHistory)
  .query(({ ctx }) => pointsHistory(ctx.em, ctx.user));

const update = authedProcedure
  .meta({
    summary: 'Update full name, email and phone',
    description:
      'A new email is not taken over at once: a verification link goes to the new address and a notice to the current one, ' +
      'and the account keeps its email until the link is opened (the profile shows the address waiting as `pendingEmail`).',
    rest: {
      method: 'patch',
      path: '/profile',
      tag: 'Accounts',
      errors: { 409: 'Email registered to someone else', 429: 'Too many email changes from this address' },
    },
  })
  .input(ZUpdateProfileRequest)
  .output(ZUser)
  .mutation(async ({ ctx, input }) =>
    toUserDto(await updateOwnDetails(ctx.em, ctx.config, ctx.user.id, input, { ip: ctx.ip, host: ctx.host, language: ctx.language })),
  );

const resendVerification = authedProcedure
  .meta({
    summary: 'Send the e-mail verification link again',
    description: "To the address being changed to, else to the account's own address if it is not verified; `sentTo` null: nothing to verify.",
    rest: { method: 'post', path: '/profile/email/verification', tag: 'Accounts', errors: { 429: 'Too many links sent to this account' } },
  })
  .output(ZVerificationSent)
  .mutation(({ ctx }) => resendVerificationLink(ctx.em, ctx.config, ctx.user.id, { host: ctx.host, language: ctx.language }));

/** Signs out every other session of the user and forgets its other devices; the ones making the request stay. */
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
    await changeUserPassword(ctx.em, ctx.config, ctx.user.id, input, { session: ctx.session.token, device: readDeviceToken(ctx.cookies) }, ctx.ip);
    return { success: true as const };
  });

// Saved travellers: the signed-in user's own only (someone else's id answers 404); passport numbers masked.
const savedTravellers = authedProcedure
  .meta({
    summary: "The signed-in user's saved travellers",
    description: "People the user books for ('Me', 'Spouse'), oldest first; passport numbers masked (••••1234).",
    rest: { method: 'get', path: '/profile/travellers', tag: 'Accounts' },
  })
  .output(z.array(ZSavedTraveller))
  .query(({ ctx }) => listSavedTravellers(ctx.em, ctx.user));

const addTraveller = authedProcedure
  .meta({
    summary: 'Save a traveller',
    description: 'label, givenNames, surname, dateOfBirth, nationality (ISO code), optional passportNumber with passportExpiry, optional dietary needs.',
    rest: {
      method: 'post',
      path: '/profile/travellers',
      tag: 'Accounts',
      status: 201,
      errors: { 409: 'Already 20 saved travellers' },
      inputRules: { dateOfBirth: 'not in the future', passportExpiry: 'given with passportNumber', nationality: 'an ISO 3166 country code (KE, TZ, AE…)' },
    },
  })
  .input(ZSavedTravellerInput)
  .output(ZSavedTraveller)
  .mutation(({ ctx, input }) => addSavedTraveller(ctx.em, ctx.config.SECRET_ENCRYPTION_KEY, ctx.user, input));

const updateTraveller = authedProcedure
  .meta({
    summary: 'Change a saved traveller',
    description: 'Replaces every field; keepPassport: true keeps the passport number saved before when none is given.',
    rest: {
      method: 'put',
      path: '/profile/travellers/:id',
      tag: 'Accounts',
      errors: { 404: 'No such saved traveller of yours' },
      inputRules: { dateOfBirth: 'not in the future', passportExpiry: 'given with passportNumber', nationality: 'an ISO 3166 country code (KE, TZ, AE…)' },
    },
  })
  .input(ZUpdateSavedTravellerRequest)
  .output(ZSavedTraveller)
  .mutation(({ ctx, input }) => updateSavedTraveller(ctx.em, ctx.config.SECRET_ENCRYPTION_KEY, ctx.user, input));

const deleteTraveller = authedProcedure
  .meta({
    summary: 'Delete a saved traveller',
    rest: { method: 'delete', path: '/profile/travellers/:id', tag: 'Accounts', errors: { 404: 'No such saved traveller of yours' } },
  })
  .input(ZSavedTravellerId)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteSavedTraveller(ctx.em, ctx.user, input.id);
    return { success: true as const };
  });

export const profileRouter = router({
  get,
  points,
  update,
  changePassword,
  resendVerification,
  savedTravellers,
  addTraveller,
  updateTraveller,
  deleteTraveller,
});
