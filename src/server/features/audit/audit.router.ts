import { ZAuditListRequest, ZAuditPage } from '@shared/schemas/audit';
import { router, staffProcedure } from '../../trpc/init';
import { listAuditEvents } from './audit.service';

const list = staffProcedure
  .meta({
    summary: 'The audit trail: every staff change, newest first',
    description: 'Filter by the staff member (actorId) and/or the item (itemType, itemId); page with nextCursor.',
    rest: { method: 'get', path: '/admin/audit', tag: 'Admin' },
  })
  .input(ZAuditListRequest)
  .output(ZAuditPage)
  .query(({ ctx, input }) => listAuditEvents(ctx.em, input ?? {}));

export const auditRouter = router({ list });
