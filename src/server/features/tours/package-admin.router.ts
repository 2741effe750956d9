import { z } from 'zod';
import {
  ZAddDepartureRequest,
  ZDepartureIdRequest,
  ZTourAdmin,
  ZTourAdminSummary,
  ZTourIdRequest,
  ZTourPackageFields,
  ZTourUpdateRequest,
  ZUpdateDepartureRequest,
} from '@shared/schemas/tour-admin';
import { router, staffProcedure } from '../../trpc/init';
import { BOOKABLE_DATE_RULE } from '../../trpc/meta';
import {
  addDeparture,
  createPackage,
  getPackageForStaff,
  listPackagesForStaff,
  removeDeparture,
  setPackageStatus,
  updateDeparture,
  updatePackage,
} from './package-admin';

// The package manager (staff): drafts included, unlike tours.list.
const list = staffProcedure
  .meta({
    summary: 'Tour packages for the package manager, drafts included',
    rest: { method: 'get', path: '/admin/tour-packages', tag: 'Back office' },
  })
  .output(z.array(ZTourAdminSummary))
  .query(({ ctx }) => listPackagesForStaff(ctx.em));
const get = staffProcedure
  .meta({
    summary: 'A tour package with its photos and departures',
    rest: { method: 'get', path: '/admin/tour-packages/:id', tag: 'Back office' },
  })
  .input(ZTourIdRequest)
  .output(ZTourAdmin)
  .query(({ ctx, input }) => getPackageForStaff(ctx.em, input.id));
const create = staffProcedure
  .meta({
    summary: 'Create a tour package (a draft until published)',
    rest: { method: 'post', path: '/admin/tour-packages', tag: 'Back office', status: 201 },
  })
  .input(ZTourPackageFields)
  .output(ZTourAdmin)
  .mutation(({ ctx, input }) => createPackage(ctx.em, ctx.user, input));
const update = staffProcedure
  .meta({
    summary: "Edit a tour package's name, location, duration, price, discount and description (and their Kiswahili and Arabic texts)",
    rest: { method: 'put', path: '/admin/tour-packages/:id', tag: 'Back office' },
  })
  .input(ZTourUpdateRequest)
  .output(ZTourAdmin)
  .mutation(({ ctx, input: { id, ...fields } }) => updatePackage(ctx.em, ctx.user, id, fields));
const publish = staffProcedure
  .meta({
    summary: 'Publish: listed in Featured Deals and search, and bookable',
    rest: { method: 'post', path: '/admin/tour-packages/:id/publish', tag: 'Back office' },
  })
  .input(ZTourIdRequest)
  .output(ZTourAdmin)
  .mutation(({ ctx, input }) => setPackageStatus(ctx.em, ctx.user, input.id, 'published'));
const unpublish = staffProcedure
  .meta({
    summary: 'Unpublish: hidden from travellers; bookings already made stay valid',
    rest: { method: 'post', path: '/admin/tour-packages/:id/unpublish', tag: 'Back office' },
  })
  .input(ZTourIdRequest)
  .output(ZTourAdmin)
  .mutation(({ ctx, input }) => setPackageStatus(ctx.em, ctx.user, input.id, 'draft'));
const addDepartureProcedure = staffProcedure
  .meta({
    summary: 'Add a departure with its places',
    rest: {
      method: 'post',
      path: '/admin/tour-packages/:tourId/departures',
      tag: 'Back office',
      status: 201,
      errors: { 409: 'The package already departs that day' },
      inputRules: { date: BOOKABLE_DATE_RULE },
    },
  })
  .input(ZAddDepartureRequest)
  .output(ZTourAdmin)
  .mutation(({ ctx, input }) => addDeparture(ctx.em, ctx.user, input));
const updateDepartureProcedure = staffProcedure
  .meta({
    summary: "Change a departure's places (not below what is booked)",
    rest: { method: 'patch', path: '/admin/departures/:id', tag: 'Back office', errors: { 409: 'The departure is in the past' } },
  })
  .input(ZUpdateDepartureRequest)
  .output(ZTourAdmin)
  .mutation(({ ctx, input }) => updateDeparture(ctx.em, ctx.user, input));
const removeDepartureProcedure = staffProcedure
  .meta({
    summary: 'Remove a departure nobody has booked',
    rest: { method: 'delete', path: '/admin/departures/:id', tag: 'Back office', errors: { 409: 'Places are booked or held on it, or it is in the past' } },
  })
  .input(ZDepartureIdRequest)
  .output(ZTourAdmin)
  .mutation(({ ctx, input }) => removeDeparture(ctx.em, ctx.user, input.id));

export const packageAdminRouter = router({
  list,
  get,
  create,
  update,
  publish,
  unpublish,
  addDeparture: addDepartureProcedure,
  updateDeparture: updateDepartureProcedure,
  removeDeparture: removeDepartureProcedure,
});
