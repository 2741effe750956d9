// Constants of the shared chrome that screens need too.

/** Height of the fixed bottom bar; floating buttons and page padding clear it. */
export const BOTTOM_BAR_HEIGHT = 64;

/**
 * Content width: a phone-sized column, wider where staff work on laptops (the inbox's list and
 * e-mail side by side; the back office's reports and tables).
 */
const WIDE_ROUTES = new Set(['/email-dashboard']);
export const contentWidth = (pathname: string) => (WIDE_ROUTES.has(pathname) || pathname.startsWith('/admin') ? 1200 : 720);
