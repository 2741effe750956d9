// Account roles, in a module of their own so the browser's first screen can check a stored
// user without loading zod (src/client/lib/current-user.ts).
export const USER_ROLES = ['traveller', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
