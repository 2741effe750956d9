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
} from '../../../shared/schemas/tour-admin';
import { router, staffProcedure } from '../../trpc/init';
import { addDeparture, createPackage, getPackageForStaff, listPackagesForStaff, removeDeparture, setPackageStatus, updateDeparture, updatePackage } from './package-admin';

// The package manager (staff): drafts included, unlike tours.list.
const list = staffProcedure.output(z.array(ZTourAdminSummary)).query(({ ctx }) => listPackagesForStaff(ctx.em));
const get = staffProcedure.input(ZTourIdRequest).output(ZTourAdmin).query(({ ctx, input }) => getPackageForStaff(ctx.em, input.id));
const create = staffProcedure.input(ZTourPackageFields).output(ZTourAdmin).mutation(({ ctx, input }) => createPackage(ctx.em, ctx.user, input));
const update = staffProcedure.input(ZTourUpdateRequest).output(ZTourAdmin).mutation(({ ctx, input: { id, ...fields } }) => updatePackage(ctx.em, ctx.user, id, fields));
const publish = staffProcedure.input(ZTourIdRequest).output(ZTourAdmin).mutation(({ ctx, input }) => setPackageStatus(ctx.em, ctx.user, input.id, 'published'));
const unpublish = staffProcedure.input(ZTourIdRequest).output(ZTourAdmin).mutation(({ ctx, input }) => setPackageStatus(ctx.em, ctx.user, input.id, 'draft'));
const addDepartureProcedure = staffProcedure.input(ZAddDepartureRequest).output(ZTourAdmin).mutation(({ ctx, input }) => addDeparture(ctx.em, ctx.user, input));
const updateDepartureProcedure = staffProcedure.input(ZUpdateDepartureRequest).output(ZTourAdmin).mutation(({ ctx, input }) => updateDeparture(ctx.em, ctx.user, input));
const removeDepartureProcedure = staffProcedure.input(ZDepartureIdRequest).output(ZTourAdmin).mutation(({ ctx, input }) => removeDeparture(ctx.em, ctx.user, input.id));

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
