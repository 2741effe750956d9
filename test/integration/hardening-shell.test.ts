import { copyFileSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { BrandSettings } from '@shared/schemas/branding';
import { actor, call } from './backoffice-fixtures';

// Hardening, round two: the app's page (index.html) as the server sends it, on the client's own
// template (src/client/index.html).
let app: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'shell-'));
  copyFileSync('src/client/index.html', path.join(clientDir, 'index.html'));
  app = await createTestApp({}, { clientDir });
});
afterAll(() => app?.close());

interface Page {
  status: number;
  headers: http.IncomingHttpHeaders;
  html: string;
}

/** A GET (or HEAD) with a Host header of our choosing (fetch keeps the URL's), as any client may send. */
function request(pathname: string, host: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Page> {
  const { port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers: { ...options.headers, host } }, (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, html }));
      })
      .on('error', reject)
      .end();
  });
}

/** The page's #domain-context block, parsed. */
function domainContext(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="domain-context">(.*?)<\/script>/s.exec(html);
  expect(block, html.slice(0, 400)).not.toBeNull();
  return JSON.parse(block![1]) as Record<string, unknown>;
}

describe('item 11: the Host header cannot corrupt the page, and made-up hosts share their brand’s page', () => {
  it.each(["x$'y", 'x$&y', 'x$$y', 'x$1y', "manasa.x$'y"])(
    'Host %j (a host name as HTTP defines one): the page is whole, its data block intact',
    async (host) => {
      const page = await request('/', host);
      expect(page.status).toBe(200);
      expect(page.html.match(/<head>/g)).toHaveLength(1);
      expect(page.html.match(/<\/head>/g)).toHaveLength(1);
      expect(page.html.match(/<title>/g)).toHaveLength(1);
      const brand = host.startsWith('manasa.') ? 'ManasaTours' : 'Tours';
      expect(page.html).toContain(`<title>${brand}</title>`);
      expect(domainContext(page.html)).toMatchObject({ branding: { name: brand } });
      // The page is the brand's, for every host of it: it names no host.
      expect(domainContext(page.html)).not.toHaveProperty('domain');
      expect(page.html).not.toContain(host.toLowerCase());
    },
  );

  it.each(['x$`y', 'x$<name>y', 'a b', ':80', 'a/b', 'ex\u00e4mple'])('Host %j (no host name): 400, as JSON, for the page and the API alike', async (host) => {
    for (const pathname of ['/', '/api/domain-context', '/trpc/branding.domainContext']) {
      const answer = await request(pathname, host);
      expect([pathname, answer.status, answer.headers['content-type']]).toEqual([pathname, 400, expect.stringMatching(/^application\/json/)]);
      expect(JSON.parse(answer.html)).toMatchObject({ message: 'host: Not a valid host name' });
    }
  });

  it('keeps one page per brand (and route and language), however many hosts ask', async () => {
    app.shellCache.forget();
    for (let i = 0; i < 40; i++) expect((await request('/', `random-${i}.example`)).status).toBe(200);
    expect(app.shellCache.size).toBe(1);
    const manasa = await request('/', 'manasa.localhost');
    expect(manasa.html).toContain('<title>ManasaTours</title>');
    expect(domainContext(manasa.html)).toMatchObject({ branding: { name: 'ManasaTours' }, isManasaTours: true });
    for (let i = 0; i < 10; i++) expect((await request('/', `manasa.random-${i}.example`)).html).toContain('<title>ManasaTours</title>');
    expect(app.shellCache.size).toBe(2);
  });

  it('follows the brands: a host an admin adds shows its brand once the change is heard', async () => {
    const admin = await actor(app, 'admin');
    const before = await request('/', 'safari.example');
    expect(before.html).toContain('<title>Tours</title>');
    const brands = (await call<BrandSettings[]>(app, '/api/admin/brands', { cookie: admin.cookie })).body;
    const manasa = brands.find((brand) => brand.id === 'manasa')!;
    const { id, name, theme, logo, domain, hosts, hostPrefix, partnerLinks, aboutText, contact, businessHours, emergencySupport } = manasa;
    const saved = await call(app, '/api/admin/brands/manasa', {
      method: 'PUT',
      cookie: admin.cookie,
      body: {
        id,
        name,
        theme,
        logo,
        domain,
        hosts: [...hosts, 'safari.example'],
        hostPrefix,
        partnerLinks,
        aboutText,
        contact,
        businessHours,
        emergencySupport,
      },
    });
    expect(saved.status).toBe(200);
    // The brand table's change reaches every instance as a notification: poll, not a single read.
    let title = '';
    for (let attempt = 0; attempt < 200 && title !== 'ManasaTours'; attempt++)
      title = /<title>([^<]*)<\/title>/.exec((await request('/', 'safari.example')).html)![1];
    expect(title).toBe('ManasaTours');
  });
});

describe('item 15: a path that is none of the app’s screens answers 404', () => {
  it.each(['/nope', '/admin/nope', '/bookings/abc', '/search/extra', '/shop/orders', '/index.htm'])(
    '%s: 404, with the app’s page (it shows Page Not Found)',
    async (pathname) => {
      const page = await request(pathname, 'localhost');
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.html).toContain('<div id="root"></div>');
      expect((await request(pathname, 'localhost', { method: 'HEAD' })).status).toBe(404);
    },
  );

  it.each([
    '/',
    '/search',
    '/SEARCH/',
    '/shop/orders/42',
    '/bookings/abc/voucher',
    '/admin',
    '/admin/verify',
    '/admin/packages/tour-1',
    '/track/ride/abc',
    '/track/MT-1',
    '/email-dashboard',
  ])('%s: 200', async (pathname) => {
    expect((await request(pathname, 'localhost')).status).toBe(200);
  });

  it('a 404 page is never answered 304, whatever the browser kept', async () => {
    const shown = await request('/search', 'localhost');
    expect((await request('/search', 'localhost', { headers: { 'if-none-match': String(shown.headers.etag) } })).status).toBe(304);
    expect((await request('/nope', 'localhost', { headers: { 'if-none-match': String(shown.headers.etag) } })).status).toBe(404);
  });

  it('files, the API and the assets keep their own answers', async () => {
    expect((await request('/index.html', 'localhost')).status).toBe(200);
    expect((await request('/assets/missing-abc.js', 'localhost')).status).toBe(404);
    const api = await request('/api/nope', 'localhost');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});
