import { readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from './app-routes';

/** The `path="…"` of each <Route> in a routes file (an index route is ''), splats left out. */
function declaredPaths(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/<Route\b([^>]*)/g)]
    .map(([, attributes]) => (/\bindex\b/.test(attributes) ? '' : /path="([^"]+)"/.exec(attributes)?.[1]))
    .filter((path): path is string => path !== undefined && !path.endsWith('*'));
}

describe('the app routes the server knows', () => {
  it('are the routes the client declares, the back office’s under /admin', () => {
    const declared = [
      ...declaredPaths('src/client/app/routes.tsx').map((path) => `/${path}`),
      ...declaredPaths('src/client/features/backoffice/BackOfficeRoutes.tsx').map((path) => `/admin/${path}`),
    ];
    expect([...APP_ROUTES].sort()).toEqual(declared.sort());
  });

  it('match a path as React Router does', () => {
    const routes = APP_ROUTES.map((path) => ({ path }));
    const paths = [
      '/',
      '//',
      '/search',
      '/search/',
      '/SEARCH',
      '/Search//',
      '/search/x',
      '/searc',
      '/searchx',
      '/%73earch',
      '/search%2F',
      '/shop/orders/42',
      '/shop/orders/',
      '/shop/orders/4/2',
      '/bookings/abc/voucher',
      '/bookings/abc',
      '/bookings//voucher',
      '/admin',
      '/admin/verify',
      '/admin/packages/tour-1',
      '/admin/nope',
      '/admin/packages/x/y',
      '/track/ride/tok',
      '/track/MT-123',
      '/track',
      '/rides/%E0%A4%A',
      '/email-dashboard',
      '/nope',
      '/index.html',
      '/api/nope',
      '/a/b/c',
      '/contact?x=1',
    ];
    for (const path of paths) {
      const pathname = path.split('?')[0];
      expect([path, isAppRoute(pathname)]).toEqual([path, matchRoutes(routes, pathname) !== null]);
    }
  });
});
