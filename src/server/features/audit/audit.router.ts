import { ZAuditListRequest, ZAuditPage } from '../../../shared/schemas/audit';
import { router, staffProcedure } from '../../trpc/init';
import { listAuditEvents } from './audit.service';

const list = staffProcedure.input(ZAuditListRequest).output(ZAuditPage).query(({ ctx, input }) => listAuditEvents(ctx.em, input ?? {}));

export const auditRouter = router({ list });
