// The paths of the app's screens (src/client/app/routes.tsx, with the back office's own routes
// under /admin), for the server: a path none of them matches is answered 404 (with the app's
// shell, which shows the 'Page Not Found' screen). A test keeps this list and the client's
// routes equal.
export const APP_ROUTES = [
  '/',
  '/search',
  '/hotels/:id',
  '/tours/:id',
  '/shop',
  '/shop/orders/:id',
  '/bookings',
  '/bookings/:id/voucher',
  '/manage-booking',
  '/profile',
  '/profile/delete',
  '/data-export',
  '/reset-password',
  '/verify-email',
  '/admin',
  '/admin/verify',
  '/admin/packages',
  '/admin/packages/:id',
  '/admin/photos',
  '/admin/texts',
  '/admin/reports',
  '/admin/users',
  '/admin/settings',
  '/admin/audit',
  '/admin/stock',
  '/admin/shipments',
  '/admin/rides',
  '/admin/rates',
  '/checkout',
  '/about',
  '/rides/:id',
  '/rides/:id/receipt',
  '/track/ride/:token',
  '/track/:trackingNumber',
  '/track/:trackingNumber/label',
  '/contact',
  '/email-dashboard',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** As React Router compiles a route: case-insensitive, trailing slashes allowed, a parameter is one non-empty segment. */
const ROUTE_PATTERNS = APP_ROUTES.map((route) => {
  const segments = route.split('/').filter(Boolean);
  const source = segments.map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(segment)}`)).join('');
  return new RegExp(`^${source || '/'}/*$`, 'i');
});

/** The path with each segment percent-decoded, as React Router matches it (a segment that does not decode stays as it is). */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** Whether a screen of the app is at `pathname` (a URL's path, still percent-encoded). */
export function isAppRoute(pathname: string): boolean {
  const path = decodedPath(pathname);
  return ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}
