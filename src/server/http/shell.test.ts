import { describe, expect, it } from 'vitest';
import { preloadTags, renderedPageShell, renderShellFor, routePreloadsFrom, withRenderedScreen, type RoutePreload } from './shell';
import { routeScreens } from '../../../scripts/vite-route-preloads';
import { readFileSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DomainContext } from '@shared/schemas/branding';

const context = {
  branding: { name: 'Eco <Tours>', theme: 'eco', logo: '/logo.svg' },
  domain: 'eco.localhost',
  isManasaTours: false,
  variant: 'eco',
} as DomainContext;
const template =
  '<head><meta name="theme-color" content="#1971c2" /><link rel="apple-touch-icon" href="/icons/ocean-192.png" /><title>Tours</title></head><body></body>';

describe('the shell', () => {
  it('carries the brand: title, colour, icon and the domain context as a data block that cannot close its script', () => {
    const html = renderShellFor(template, { ...context, aboutText: '</script><script>alert(1)</script>' } as DomainContext);
    expect(html).toContain('<title>Eco &lt;Tours&gt;</title>');
    expect(html).toContain('<meta name="theme-color" content="#087f5b"');
    expect(html).toContain('href="/icons/eco-192.png"');
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/json" id="domain-context">(.*)<\/script>/.exec(html)![1];
    expect(JSON.parse(json).aboutText).toBe('</script><script>alert(1)</script>');
  });

  it("inserts texts as they are: $&, $` and $' in a brand's name or about text are characters, not patterns", () => {
    const tricky = "A $& B $` C $' D $1";
    const html = renderShellFor(template, { ...context, branding: { ...context.branding, name: tricky }, aboutText: tricky } as DomainContext);
    expect(html).toContain(`<title>${tricky.replace('&', () => '&amp;')}</title>`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="domain-context">(.*)<\/script>/.exec(html)![1];
    expect(JSON.parse(json)).toMatchObject({ branding: { name: tricky }, aboutText: tricky });
    // The page is shared by every host of the brand: the host is not in it.
    expect(JSON.parse(json)).not.toHaveProperty('domain');
  });

  it('matches a path to its route as React Router would (static segments before parameters, splats last)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-test-'));
    mkdirSync(path.join(dir, '.vite'));
    const route = (pattern: string): RoutePreload => ({ pattern, scripts: [`${pattern}.js`], styles: [], translations: { en: [`${pattern}-en.js`] } });
    writeFileSync(
      path.join(dir, '.vite/route-preloads.json'),
      JSON.stringify(['admin/*', 'admin/verify', 'bookings', 'bookings/:id/voucher', 'track/:n', 'track/ride/:token'].map(route)),
    );
    const find = routePreloadsFrom(dir);
    expect(find('/admin/verify')?.pattern).toBe('admin/verify');
    expect(find('/admin/users/42')?.pattern).toBe('admin/*');
    expect(find('/bookings/')?.pattern).toBe('bookings');
    expect(find('/bookings/abc/voucher')?.pattern).toBe('bookings/:id/voucher');
    expect(find('/track/ride/xyz')?.pattern).toBe('track/ride/:token');
    expect(find('/nowhere')).toBeUndefined();
    expect(preloadTags(find('/bookings'), 'en')).toBe(
      '<link rel="modulepreload" crossorigin href="/bookings.js">\n    <link rel="modulepreload" crossorigin href="/bookings-en.js">',
    );
  });
});

describe('a page the server rendered', () => {
  const built =
    '<html lang="en" data-mantine-color-scheme="light"><head><title>Tours</title>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">\n    <link rel="modulepreload" crossorigin href="/assets/libraries-abc.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head><body>\n    <div id="root"></div>\n  </body></html>';
  const search: RoutePreload = {
    pattern: 'search',
    scripts: ['assets/SearchPage-1.js'],
    styles: ['assets/Tabs-1.css'],
    translations: { sw: ['assets/travel-sw.js'] },
  };

  it('starts the app after the first paint, its chunks in order, with the route files listed for it, and links the route stylesheets after the app’s own', () => {
    const html = renderedPageShell(built, search, 'sw');
    expect(html).not.toContain('<script type="module"');
    // Nothing of the code is fetched before the first paint: the start script asks for it.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script defer src="/start-after-paint.js"></script>');
    expect(html.indexOf('index-abc.css')).toBeLessThan(html.indexOf('Tabs-1.css'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Tabs-1.css">');
    const files = /<script type="application\/json" id="app-files">(.*)<\/script>/.exec(html)![1];
    expect(JSON.parse(files)).toEqual({
      start: ['/assets/react-abc.js', '/assets/libraries-abc.js', '/assets/index-abc.js'],
      preload: ['/assets/SearchPage-1.js', '/assets/travel-sw.js'],
    });
  });

  it('puts the screen in #root, inert until the app takes over, in its language and direction, with answers that cannot close their script', () => {
    const screen = {
      html: '<main>Price: $& $1</main>',
      language: 'ar' as const,
      state: {
        language: 'ar' as const,
        renderedAt: 1,
        queries: { mutations: [], queries: [{ queryKey: ['x'], queryHash: 'x', state: { data: '</script><script>alert(1)</script>' } }] },
      },
    } as unknown as Parameters<typeof withRenderedScreen>[1];
    const html = withRenderedScreen(renderedPageShell(built, search, 'ar'), screen);
    expect(html).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    expect(html).toContain('<div id="root" inert><main>Price: $& $1</main></div>');
    expect(html).not.toContain('</script><script>alert');
    const state = /<script type="application\/json" id="server-state">(.*)<\/script>/.exec(html)![1];
    expect(JSON.parse(state).queries.queries[0].state.data).toBe('</script><script>alert(1)</script>');
  });
});

describe('the route preloads plugin', () => {
  it('reads every lazy route of routes.tsx, wrappers and staff gates included', () => {
    const routes = routeScreens(readFileSync(path.resolve('src/client/app/routes.tsx'), 'utf8'));
    const modules = (pattern: string) => routes.get(pattern)?.map((screen) => screen.module.split('/').pop());
    expect(modules('bookings')).toEqual(['MyBookingsPage']);
    expect(modules('checkout')).toEqual(['CartCheckoutPage', 'CheckoutPage']);
    expect(modules('admin/verify')).toEqual(['VerifyVoucherPage']);
    expect(routes.get('bookings/:id/voucher')?.[0].namespaces).toEqual(['vouchers', 'travel']);
    expect(routes.has('/')).toBe(false); // Home is in the first load
  });
});
