// The auth feature's public API: who is signed in (SessionUser) and the account operations
// other features and scripts use. Anything not exported here is internal to auth.
export { changePassword, createUser, findUserById, listUsers, toUserDto } from './accounts';
export { demoSeedContext } from './demo-accounts';
export { pendingEmailOf, resendVerificationLink, updateOwnDetails } from './email-verification';
export { httpSessions } from './http-sessions';
export { createSession, hashToken, readSessionToken, resolveSessionUser, type SessionUser } from './sessions';
export { untilSessionEnds, sessionTopic } from './session-streams';
export { actsForCustomer, isStaff } from './roles';
export { readDeviceToken } from './known-devices';
export { forgetSecondFactor } from './second-factor';
export { confirmOwnPassword, confirmOwnSecondFactor, hasSecondFactor } from './password-confirmation';
