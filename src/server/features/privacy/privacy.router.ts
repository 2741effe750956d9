import { ZDataExport, ZDataExportFile, ZDataExportFileRequest, ZDataExportStatus, ZDeleteAccountRequest, ZDeletionCheck } from '@shared/schemas/privacy';
import { ZSuccess } from '@shared/schemas/auth';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { dataExportFile, latestDataExport, requestDataExport } from './data-exports';
import { deleteAccount, deletionCheck } from './account-deletion';

const requestExport = authedProcedure
  .meta({
    summary: 'Ask for a copy of my data',
    description:
      'A job makes the export (JSON and a readable HTML page: profile, bookings, payments, orders, rides, shipments, support messages, reviews, saved items) ' +
      'and e-mails a link to it, valid for 7 days. One export at a time, at most three a day.',
    rest: {
      method: 'post',
      path: '/privacy/exports',
      tag: 'Accounts',
      status: 201,
      errors: { 409: 'An export is being made already', 429: 'Three exports asked for today' },
    },
  })
  .output(ZDataExport)
  .mutation(({ ctx }) => requestDataExport(ctx.em, ctx.user.id, ctx.host, ctx.language));

const exportStatus = authedProcedure
  .meta({ summary: 'My newest data export, if it has not expired', rest: { method: 'get', path: '/privacy/exports/latest', tag: 'Accounts' } })
  .output(ZDataExportStatus)
  .query(async ({ ctx }) => ({ latest: await latestDataExport(ctx.em, ctx.user.id) }));

const exportFile = publicProcedure
  .meta({
    summary: 'Download a data export',
    description: "The owner signed in, or whoever has the e-mailed link's token; anyone else, a wrong token or an expired export: 404.",
    rest: { method: 'post', path: '/privacy/exports/:exportId/file', tag: 'Accounts', errors: { 404: 'No such export, or not yours, or expired' } },
  })
  .input(ZDataExportFileRequest)
  .output(ZDataExportFile)
  .mutation(({ ctx, input }) => dataExportFile(ctx.em, { userId: ctx.user?.id }, input));

const deletionStatus = authedProcedure
  .meta({
    summary: 'What stands in the way of deleting my account',
    description: 'Upcoming paid bookings (cancel them, or keep the account until they are over), and whether a second-factor code is needed.',
    rest: { method: 'get', path: '/account/deletion', tag: 'Accounts' },
  })
  .output(ZDeletionCheck)
  .query(({ ctx }) => deletionCheck(ctx.em, ctx.user));

const deleteMyAccount = authedProcedure
  .meta({
    summary: 'Delete my account',
    description:
      "Needs the password (and the second factor's code if the account has one). Releases live holds, erases names, e-mail addresses, phone numbers and addresses, " +
      'ends every session; bookings, payments and audit events stay, anonymised. The username and e-mail can be registered again.',
    rest: {
      method: 'post',
      path: '/account/delete',
      tag: 'Accounts',
      errors: { 409: 'Upcoming paid bookings (cancel them first), or the only admin', 429: 'Too many wrong passwords' },
      inputRules: { password: "the user's current password", code: 'a current code of the second factor, when the account has one' },
    },
  })
  .input(ZDeleteAccountRequest)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx.em, ctx.config, ctx.user, input, ctx.ip);
    ctx.session.clear();
    return { success: true as const };
  });

export const privacyRouter = router({ requestExport, exportStatus, exportFile, deletionStatus, deleteMyAccount });
