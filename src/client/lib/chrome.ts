// Constants of the shared chrome that screens need too.

/** Height of the fixed bottom bar; floating buttons and page padding clear it. */
export const BOTTOM_BAR_HEIGHT = 64;

// Spec §2/§9: the mail and notification badges are fixed figures until the inbox and
// notifications ship real unread counts.
export const MAIL_BADGE = '2';
export const NOTIFICATIONS_BADGE = '3';
