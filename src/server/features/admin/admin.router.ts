import { ZAdminStats } from '@shared/schemas/admin';
import { ZReport, ZReportRequest } from '@shared/schemas/reports';
import { router, staffProcedure } from '../../trpc/init';
import { adminStats } from './admin-stats';
import { buildReport } from './reports';

const stats = staffProcedure
  .meta({
    summary: 'Admin dashboard figures (staff only)',
    description:
      'totalBookings (ever paid), totalRevenue (paid, net of cancellation refunds), activeUsers (signed in or booked in the last 30 days), ' +
      'supportTickets, each with trends: % change of the last 30 days against the 30 before (null without a base); ' +
      'and the 5 most recent bookings.',
    rest: { method: 'get', path: '/admin/stats', tag: 'Admin' },
  })
  .output(ZAdminStats)
  .query(({ ctx }) => adminStats(ctx.em));

const reports = staffProcedure
  .meta({
    summary: 'Reports: bookings and revenue per day or week by type, top destinations, cancellations, hotel occupancy',
    description: 'Dates are travel-calendar days (Africa/Nairobi), both ends included, at most 366 days. Figures are defined as in GET /api/admin/stats.',
    rest: {
      method: 'get',
      path: '/admin/reports',
      tag: 'Admin',
      inputRules: {
        to: 'on or after from, at most 365 days later',
      },
    },
  })
  .input(ZReportRequest)
  .output(ZReport)
  .query(({ ctx, input }) => buildReport(ctx.em, input));

export const adminRouter = router({ stats, reports });
