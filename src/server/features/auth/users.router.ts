import { ZUserListRequest, ZUserListResponse } from '../../../shared/schemas/auth';
import { router, staffProcedure } from '../../trpc/init';
import { listUsers } from './accounts';

const list = staffProcedure
  .input(ZUserListRequest)
  .output(ZUserListResponse)
  .query(({ ctx, input }) => listUsers(ctx.em, { page: input?.page ?? 1, pageSize: input?.pageSize ?? 20, search: input?.search }));

export const usersRouter = router({ list });
