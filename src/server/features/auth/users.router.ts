import { ZPasswordResetResult, ZSetRoleRequest, ZUser, ZUserIdRequest, ZUserListRequest, ZUserListResponse } from '../../../shared/schemas/auth';
import { adminProcedure, router, staffProcedure } from '../../trpc/init';
import { listUsers } from './accounts';
import { resetUserPassword, setUserDisabled, setUserRole } from './user-admin';

const list = staffProcedure
  .input(ZUserListRequest)
  .output(ZUserListResponse)
  .query(({ ctx, input }) => listUsers(ctx.em, { page: input?.page ?? 1, pageSize: input?.pageSize ?? 20, search: input?.search, role: input?.role }));

const setRole = adminProcedure.input(ZSetRoleRequest).output(ZUser).mutation(({ ctx, input }) => setUserRole(ctx.em, ctx.user, input.userId, input.role));

const disable = staffProcedure.input(ZUserIdRequest).output(ZUser).mutation(({ ctx, input }) => setUserDisabled(ctx.em, ctx.user, input.userId, true));

const enable = staffProcedure.input(ZUserIdRequest).output(ZUser).mutation(({ ctx, input }) => setUserDisabled(ctx.em, ctx.user, input.userId, false));

const resetPassword = staffProcedure
  .input(ZUserIdRequest)
  .output(ZPasswordResetResult)
  .mutation(({ ctx, input }) => resetUserPassword(ctx.em, ctx.config, ctx.user, input.userId));

export const usersRouter = router({ list, setRole, disable, enable, resetPassword });
