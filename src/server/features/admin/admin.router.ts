import { ZAdminStats } from '../../../shared/schemas/admin';
import { router, staffProcedure } from '../../trpc/init';
import { adminStats } from './admin-stats';

const stats = staffProcedure.output(ZAdminStats).query(({ ctx }) => adminStats(ctx.em));

export const adminRouter = router({ stats });
