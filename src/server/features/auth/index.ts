// The auth feature's public API: who is signed in (SessionUser) and the account operations
// other features and scripts use. Anything not exported here is internal to auth.
export { changePassword, createUser, findUserById, listUsers, toUserDto } from './accounts';
export { demoSeedContext } from './demo-accounts';
export { pendingEmailOf, resendVerificationLink, updateOwnDetails } from './email-verification';
export { httpSessions } from './http-sessions';
export { createSession, readSessionToken, resolveSessionUser, type SessionUser } from './sessions';
export { untilSessionEnds, sessionTopic } from './session-streams';
export { actsForCustomer, isStaff } from './roles';
export { readDeviceToken } from './known-devices';
export { confirmOwnPassword } from './password-confirmation';
export { publicOrigin } from './password-reset';
export { hashToken } from './sessions';
