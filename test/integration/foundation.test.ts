import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

describe('domain context', () => {
  it('gives the default brand for an unknown host', async () => {
    const res = await app.fetch('/api/domain-context');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      branding: { name: 'Tours', theme: 'ocean', logo: '/images/brands/tours.svg' },
      domain: '127.0.0.1',
      isManasaTours: false,
      variant: 'standard',
      partnerLinks: [],
      aboutText: null,
      contact: {
        email: 'support@tours.example',
        phone: '+971 50 000 0000',
        whatsapp: '971500000000',
        address: 'Sheikh Zayed Road, Dubai, United Arab Emirates',
      },
      businessHours: [
        { day: 'mon', open: '09:00', close: '18:00' },
        { day: 'tue', open: '09:00', close: '18:00' },
        { day: 'wed', open: '09:00', close: '18:00' },
        { day: 'thu', open: '09:00', close: '18:00' },
        { day: 'fri', open: '09:00', close: '18:00' },
        { day: 'sat', open: '10:00', close: '16:00' },
        { day: 'sun', open: '12:00', close: '16:00' },
      ],
      emergencySupport: true,
    });
  });

  it('gives the flagged ManasaTours brand for manasa.* hosts and the eco brand for eco.*', async () => {
    const manasa = await app.caller(null, 'manasa.localhost').branding.domainContext();
    expect(manasa).toMatchObject({ branding: { name: 'ManasaTours' }, isManasaTours: true, variant: 'manasa' });
    const eco = await app.caller(null, 'eco.localhost').branding.domainContext();
    expect(eco).toMatchObject({ isManasaTours: false, variant: 'eco' });
    const exact = await app.caller(null, 'manasatours.example').branding.domainContext();
    expect(exact.variant).toBe('manasa');
    const lookalike = await app.caller(null, 'notmanasa.localhost').branding.domainContext();
    expect(lookalike.variant).toBe('standard');
  });
});

describe('tour packages', () => {
  it('lists the eight demo packages with decimal-string prices over REST and tRPC alike', async () => {
    const res = await app.fetch('/api/tour-packages');
    expect(res.status).toBe(200);
    const tours = await res.json();
    expect(tours.map((t: { id: string }) => t.id)).toEqual(['tour-1', 'tour-2', 'tour-3', 'tour-4', 'tour-5', 'tour-6', 'tour-7', 'tour-8']);
    expect(tours[0]).toMatchObject({ name: 'Serengeti National Park', price: '1299.00', currency: 'USD', discountPercent: 40 });
    expect(tours[1]).toMatchObject({ name: 'Zanzibar Resort', discountPercent: 45 });
    for (const tour of tours) expect(tour.price).toMatch(/^\d+\.\d{2}$/);
    expect(await app.caller().tours.list()).toEqual(tours);
  });

  it('lists the six popular destinations with the spec prices', async () => {
    const destinations = await app.caller().tours.popularDestinations();
    expect(destinations.map((d) => [d.name, d.fromPrice])).toEqual([
      ['Dubai', '399.00'],
      ['Nairobi', '299.00'],
      ['Zanzibar', '349.00'],
      ['Addis Ababa', '249.00'],
      ['Kampala', '219.00'],
      ['Kigali', '279.00'],
    ]);
  });
});

describe('HTTP plumbing', () => {
  it('answers health and readiness', async () => {
    expect((await app.fetch('/healthz')).status).toBe(200);
    expect(await (await app.fetch('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('gives a JSON 404 for unknown /api paths', async () => {
    const res = await app.fetch('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses malformed JSON with a 400 and never a stack trace', async () => {
    const res = await app.fetch('/api/tour-packages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await app.fetch('/api/no-such-thing', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
  });

  it('refuses a cross-origin mutation', async () => {
    const res = await app.fetch('/api/no-such-thing', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('sets a Content Security Policy', async () => {
    const res = await app.fetch('/healthz');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('publishes an OpenAPI document describing the REST paths', async () => {
    const doc = await (await app.fetch('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/domain-context'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('isManasaTours');
    expect(doc.paths['/api/tour-packages'].get.responses['200'].content['application/json'].schema.items.properties).toHaveProperty('price');
  });
});
