import { ZAdminStats } from '../../../shared/schemas/admin';
import { ZReport, ZReportRequest } from '../../../shared/schemas/reports';
import { router, staffProcedure } from '../../trpc/init';
import { adminStats } from './admin-stats';
import { buildReport } from './reports';

const stats = staffProcedure.output(ZAdminStats).query(({ ctx }) => adminStats(ctx.em));

const reports = staffProcedure.input(ZReportRequest).output(ZReport).query(({ ctx, input }) => buildReport(ctx.em, input));

export const adminRouter = router({ stats, reports });
