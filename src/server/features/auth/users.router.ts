import { ZPasswordResetResult, ZSetRoleRequest, ZUser, ZUserIdRequest, ZUserListRequest, ZUserListResponse } from '@shared/schemas/auth';
import { adminProcedure, router, staffProcedure } from '../../trpc/init';
import { listUsers } from './accounts';
import { resetUserPassword, resetUserSecondFactor, setUserDisabled, setUserRole } from './user-admin';

const list = staffProcedure
  .meta({
    summary: 'Users, newest first (staff only)',
    description: 'Optional search in username, email and full name.',
    rest: { method: 'get', path: '/admin/users', tag: 'Admin' },
  })
  .input(ZUserListRequest)
  .output(ZUserListResponse)
  .query(({ ctx, input }) => listUsers(ctx.em, { page: input?.page ?? 1, pageSize: input?.pageSize ?? 20, search: input?.search, role: input?.role }));

const setRole = adminProcedure
  .meta({
    summary: "Change a user's role (admins only)",
    rest: { method: 'post', path: '/admin/users/:userId/role', tag: 'Admin', errors: { 404: 'No such user' } },
  })
  .input(ZSetRoleRequest)
  .output(ZUser)
  .mutation(({ ctx, input }) => setUserRole(ctx.em, ctx.user, input.userId, input.role));

const disable = staffProcedure
  .meta({
    summary: 'Disable an account: its sessions end at once and it cannot sign in',
    description: 'Staff may disable travellers; accounts of staff and admins only admins. Nobody disables their own account.',
    rest: { method: 'post', path: '/admin/users/:userId/disable', tag: 'Admin', errors: { 404: 'No such user' } },
  })
  .input(ZUserIdRequest)
  .output(ZUser)
  .mutation(({ ctx, input }) => setUserDisabled(ctx.em, ctx.user, input.userId, true));

const enable = staffProcedure
  .meta({
    summary: 'Enable a disabled account again',
    rest: { method: 'post', path: '/admin/users/:userId/enable', tag: 'Admin', errors: { 404: 'No such user' } },
  })
  .input(ZUserIdRequest)
  .output(ZUser)
  .mutation(({ ctx, input }) => setUserDisabled(ctx.em, ctx.user, input.userId, false));

const resetPassword = staffProcedure
  .meta({
    summary: 'Reset a password: a temporary one, shown once, that must be changed at the next sign-in',
    description: "The account's sessions end. Until the user chooses a new password (POST /api/profile/password), every other signed-in call answers 403.",
    rest: { method: 'post', path: '/admin/users/:userId/reset-password', tag: 'Admin', errors: { 404: 'No such user' } },
  })
  .input(ZUserIdRequest)
  .output(ZPasswordResetResult)
  .mutation(({ ctx, input }) => resetUserPassword(ctx.em, ctx.config, ctx.user, input.userId));

const resetSecondFactor = adminProcedure
  .meta({
    summary: "Turn off a member of staff's second factor (admins only)",
    description:
      "For one who lost their authenticator and recovery codes. Audited; the account's sessions end; where REQUIRE_STAFF_2FA is on they enrol again at the next sign-in.",
    rest: { method: 'post', path: '/admin/users/:userId/reset-second-factor', tag: 'Admin', errors: { 404: 'No such user' } },
  })
  .input(ZUserIdRequest)
  .output(ZUser)
  .mutation(({ ctx, input }) => resetUserSecondFactor(ctx.em, ctx.user, input.userId));

export const usersRouter = router({ list, setRole, disable, enable, resetPassword, resetSecondFactor });
