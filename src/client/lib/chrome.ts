// Constants of the shared chrome that screens need too.

/** Height of the fixed bottom bar; floating buttons and page padding clear it. */
export const BOTTOM_BAR_HEIGHT = 64;

/** Content width: a phone-sized column, wider where staff work on laptops (the inbox's list and e-mail side by side). */
const WIDE_ROUTES = new Set(['/email-dashboard']);
export const contentWidth = (pathname: string) => (WIDE_ROUTES.has(pathname) ? 1200 : 720);
