import { ZUserListRequest, ZUserListResponse } from '../../../shared/schemas/auth';
import { router, staffProcedure } from '../../trpc/init';
import { listUsers } from './accounts';

const list = staffProcedure
  .meta({ summary: 'Users, newest first (staff only)', description: 'Optional search in username, email and full name.' })
  .input(ZUserListRequest)
  .output(ZUserListResponse)
  .query(({ ctx, input }) => listUsers(ctx.em, { page: input?.page ?? 1, pageSize: input?.pageSize ?? 20, search: input?.search || undefined }));

export const usersRouter = router({ list });
