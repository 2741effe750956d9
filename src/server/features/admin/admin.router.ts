import { ZAdminStats } from '../../../shared/schemas/admin';
import { router, staffProcedure } from '../../trpc/init';
import { adminStats } from './admin-stats';

const stats = staffProcedure
  .meta({
    summary: 'Admin dashboard figures (staff only)',
    description:
      'totalBookings (ever paid), totalRevenue (confirmed), activeUsers (signed in or booked in the last 30 days), ' +
      'supportTickets, each with trends: % change of the last 30 days against the 30 before (null without a base); ' +
      'and the 5 most recent bookings.',
  })
  .output(ZAdminStats)
  .query(({ ctx }) => adminStats(ctx.em));

export const adminRouter = router({ stats });
