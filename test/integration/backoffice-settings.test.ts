import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { BrandSettings, BrandUpdateRequest, DomainContext } from '@shared/schemas/branding';
import type { AuditPage } from '@shared/schemas/audit';
import type { ContactCard } from '@shared/schemas/support';
import { CatalogueSeeder } from '@db/seeders/CatalogueSeeder';
import { actor, call, type Actor } from './backoffice-fixtures';

let first: TestApp;
let second: TestApp;
let admin: Actor;
beforeAll(async () => {
  first = await createTestApp();
  // A second app instance on the same database, as behind a load balancer.
  second = await createTestApp({}, { databaseUrl: first.databaseUrl, instanceName: 'second' });
  admin = await actor(first, 'admin');
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** GET `path` as a browser on `host` asks it (fetch may not set Host, so plain http). */
function getOnHost<T>(app: TestApp, host: string, path: string): Promise<T> {
  const { port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(text) as T) : reject(new Error(`${res.statusCode}: ${text}`))));
      })
      .on('error', reject);
  });
}

const domainContext = (app: TestApp, host: string) => getOnHost<DomainContext>(app, host, '/api/domain-context');

async function brand(id: string): Promise<BrandSettings> {
  const list = await call<BrandSettings[]>(first, '/api/admin/brands', { cookie: admin.cookie });
  return list.body.find((candidate) => candidate.id === id)!;
}

const editable = ({
  id,
  name,
  theme,
  logo,
  domain,
  hosts,
  hostPrefix,
  partnerLinks,
  aboutText,
  contact,
  businessHours,
  emergencySupport,
}: BrandSettings): BrandUpdateRequest => ({
  id,
  name,
  theme,
  logo,
  domain,
  hosts,
  hostPrefix,
  partnerLinks,
  aboutText,
  contact,
  businessHours,
  emergencySupport,
});

describe('Settings: each brand, edited by admins', () => {
  it('shows a saved change on every instance at once, without a restart', async () => {
    expect((await domainContext(second, 'manasa.localhost')).branding.name).toBe('ManasaTours');
    const manasa = editable(await brand('manasa'));
    const saved = await call<BrandSettings>(first, '/api/admin/brands/manasa', {
      method: 'PUT',
      cookie: admin.cookie,
      body: {
        ...manasa,
        name: 'Manasa Safaris',
        theme: 'eco',
        logo: '/images/brands/eco.svg',
        hosts: [...manasa.hosts, 'Safaris.Example'],
        aboutText: 'Family-run safaris since 1998.\nWe know every road in the Mara.',
        contact: { email: 'hello@safaris.example', phone: '+254 700 111 222', whatsapp: '254700111222', address: 'Kenyatta Avenue, Nairobi' },
        businessHours: manasa.businessHours.map((day) => (day.day === 'sun' ? { ...day, open: null, close: null } : day)),
        emergencySupport: false,
        partnerLinks: [{ name: 'Stays Partner', url: 'https://stays.example/manasa', kind: 'stayRentals' }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.hosts).toEqual(['manasatours.example', 'safaris.example']);
    expect(saved.body.updatedAt).not.toBeNull();

    for (const instance of [second, first]) {
      const context = await domainContext(instance, 'manasa.localhost');
      expect(context).toMatchObject({
        branding: { name: 'Manasa Safaris', theme: 'eco', logo: '/images/brands/eco.svg' },
        isManasaTours: true,
        aboutText: 'Family-run safaris since 1998.\nWe know every road in the Mara.',
        contact: { email: 'hello@safaris.example', phone: '+254 700 111 222', whatsapp: '254700111222', address: 'Kenyatta Avenue, Nairobi' },
        emergencySupport: false,
        partnerLinks: [{ name: 'Stays Partner', url: 'https://stays.example/manasa', kind: 'stayRentals' }],
      });
      expect(context.businessHours.find((day) => day.day === 'sun')).toEqual({ day: 'sun', open: null, close: null });
      // The new host reaches the brand too.
      expect((await domainContext(instance, 'safaris.example')).branding.name).toBe('Manasa Safaris');
      // /contact's card: the same details and hours (and its vCard).
      const card = await getOnHost<ContactCard>(instance, 'manasa.localhost', '/api/contact-card');
      expect(card).toMatchObject({
        brandName: 'Manasa Safaris',
        email: 'hello@safaris.example',
        phone: '+254 700 111 222',
        whatsappUrl: 'https://wa.me/254700111222',
        address: 'Kenyatta Avenue, Nairobi',
        hours: [
          { days: 'Mon-Fri', hours: '9:00-18:00' },
          { days: 'Sat', hours: '10:00-16:00' },
          { days: 'Sun', hours: 'Closed' },
        ],
        emergency: null,
      });
      expect(card.vcard).toContain('TEL;TYPE=WORK,VOICE:+254 700 111 222');
      expect(card.vcard).toContain('ADR;TYPE=WORK:;;Kenyatta Avenue\\, Nairobi;;;;');
      expect(card.vcard).toContain('NOTE:Mon-Fri 9:00-18:00\\, Sat 10:00-16:00\\, Sun Closed');
    }

    // The demo seed, run again (a new travel day), leaves the edited brand alone and refreshes the others.
    await first.orm.em.getConnection().execute(`update brand set name = 'Stale' where id = 'eco'`);
    await new CatalogueSeeder().run(first.orm.em.fork());
    expect((await domainContext(second, 'manasa.localhost')).branding.name).toBe('Manasa Safaris');
    expect((await domainContext(second, 'eco.localhost')).branding.name).toBe('EcoTours');

    const audit = (await call<AuditPage>(second, '/api/admin/audit?itemType=brand&itemId=manasa', { cookie: admin.cookie })).body;
    expect(audit.items[0]).toMatchObject({
      action: 'brand.update',
      actor: { id: admin.user.id },
      before: { name: 'ManasaTours', theme: 'safari' },
      after: { name: 'Manasa Safaris', theme: 'eco' },
    });
    expect(Object.keys(audit.items[0].after ?? {})).not.toContain('variant');
  });

  it('refuses a host another brand has, a bad host, link, time or logo, naming the field', async () => {
    const eco = editable(await brand('eco'));
    const taken = await call(first, '/api/admin/brands/eco', { method: 'PUT', cookie: admin.cookie, body: { ...eco, hosts: ['manasatours.example'] } });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ field: 'hosts' });
    const prefix = await call(first, '/api/admin/brands/eco', { method: 'PUT', cookie: admin.cookie, body: { ...eco, hostPrefix: 'manasa.' } });
    expect(prefix.body).toMatchObject({ field: 'hostPrefix' });
    const logo = await call(first, '/api/admin/brands/eco', {
      method: 'PUT',
      cookie: admin.cookie,
      body: { ...eco, logo: 'https://elsewhere.example/logo.png' },
    });
    expect(logo.body).toMatchObject({ field: 'logo' });

    const bad = await call<{ issues: { path: string }[] }>(first, '/api/admin/brands/eco', {
      method: 'PUT',
      cookie: admin.cookie,
      body: {
        ...eco,
        name: '',
        theme: 'neon',
        hosts: ['https://eco.example/path'],
        partnerLinks: [{ name: 'Evil', url: 'javascript:alert(1)', kind: 'other' }],
        contact: { ...eco.contact, email: 'not-an-email', whatsapp: '+971 50' },
        businessHours: eco.businessHours.map((day) => (day.day === 'mon' ? { ...day, open: '18:00', close: '09:00' } : day)),
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue) => issue.path).sort()).toEqual(
      ['businessHours.0.close', 'contact.email', 'contact.whatsapp', 'hosts.0', 'name', 'partnerLinks.0.url', 'theme'].sort(),
    );
    expect((await call(first, '/api/admin/brands/nope', { method: 'PUT', cookie: admin.cookie, body: { ...eco, id: 'nope' } })).status).toBe(404);
  });

  it('gives one host to one brand when two admins race for it', async () => {
    const [eco, standard] = [editable(await brand('eco')), editable(await brand('default'))];
    const results = await Promise.all([
      call(first, '/api/admin/brands/eco', { method: 'PUT', cookie: admin.cookie, body: { ...eco, hosts: [...eco.hosts, 'contested.example'] } }),
      call(second, '/api/admin/brands/default', {
        method: 'PUT',
        cookie: admin.cookie,
        body: { ...standard, hosts: [...standard.hosts, 'contested.example'] },
      }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    const owners = (await call<BrandSettings[]>(first, '/api/admin/brands', { cookie: admin.cookie })).body.filter((candidate) =>
      candidate.hosts.includes('contested.example'),
    );
    expect(owners).toHaveLength(1);
  });

  it('is for admins: 401 signed out, 403 for travellers and staff', async () => {
    const staff = await actor(first, 'staff');
    const traveller = await actor(first, 'traveller');
    const body = editable(await brand('default'));
    expect((await call(first, '/api/admin/brands')).status).toBe(401);
    expect((await call(first, '/api/admin/brands', { cookie: traveller.cookie })).status).toBe(403);
    expect((await call(first, '/api/admin/brands', { cookie: staff.cookie })).status).toBe(403);
    expect((await call(first, '/api/admin/brands/default', { method: 'PUT', body })).status).toBe(401);
    expect((await call(first, '/api/admin/brands/default', { method: 'PUT', body, cookie: staff.cookie })).status).toBe(403);
  });
});
