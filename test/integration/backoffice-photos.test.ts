import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Photo } from '@shared/schemas/photos';
import type { TourPackage } from '@shared/schemas/tours';
import type { Hotel } from '@shared/schemas/hotels';
import { actor, call, sqlCount, testImage, upload, type Actor } from './backoffice-fixtures';
import { createCar, createHotel, inDays } from './travel-fixtures';
import { tourImage } from '@shared/tour-images';

let app: TestApp;
let staff: Actor;
let admin: Actor;
let png: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  staff = await actor(app, 'staff');
  admin = await actor(app, 'admin');
  png = await testImage('png');
});
afterAll(() => app?.close());

const counts = async () => ({
  photos: await sqlCount(app, 'photo'),
  variants: await sqlCount(app, 'photo_variant'),
  audit: await sqlCount(app, 'audit_event'),
});

describe('photo upload: checked by content, re-encoded to WebP widths, served with srcset and long caching', () => {
  it('takes a PNG named .exe (the bytes decide) and stores WebP variants never wider than the original', async () => {
    const res = await upload<Photo>(app, { ownerType: 'tour', ownerId: 'tour-3', fileName: 'holiday.exe' }, png, {
      cookie: staff.cookie,
      contentType: 'application/x-msdownload',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1280, height: 800 });
    expect(res.body.srcSet).toBe([320, 640, 1280].map((width) => `/media/photos/${res.body.id}-${width}.webp ${width}w`).join(', '));
    expect(res.body.src).toBe(`/media/photos/${res.body.id}-640.webp`);

    const served = await app.fetch(res.body.src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 400 });
    const etag = served.headers.get('etag')!;
    expect((await app.fetch(res.body.src, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await app.fetch(`/media/photos/${res.body.id}-999.webp`)).status).toBe(404);

    // The audit trail names the file as sent; the type came from the bytes.
    const audit = await call<{ items: { action: string; after: Record<string, unknown> }[] }>(app, '/api/admin/audit?itemType=tour&itemId=tour-3', {
      cookie: staff.cookie,
    });
    expect(audit.body.items[0]).toMatchObject({ action: 'photo.upload', after: { fileName: 'holiday.exe', format: 'png', photoId: res.body.id } });
  });

  it('makes a small image one variant of its own width (never enlarged), and takes JPEG and WebP', async () => {
    const small = await upload<Photo>(app, { ownerType: 'tour', ownerId: 'tour-4' }, await testImage('jpeg', 500, 300), { cookie: staff.cookie });
    expect(small.status).toBe(201);
    expect(small.body.srcSet).toBe(`/media/photos/${small.body.id}-320.webp 320w, /media/photos/${small.body.id}-500.webp 500w`);
    const webp = await upload<Photo>(app, { ownerType: 'tour', ownerId: 'tour-4' }, await testImage('webp', 200, 200), { cookie: staff.cookie });
    expect(webp.status).toBe(201);
    expect(webp.body).toMatchObject({ width: 200, height: 200, src: `/media/photos/${webp.body.id}-200.webp` });
  });

  it('refuses a 6 MB file (413), a non-image named .png (415) and truncated bytes (422), leaving nothing behind', async () => {
    const before = await counts();
    const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 7);
    png.copy(sixMegabytes, 0, 0, 64);
    const tooBig = await upload(app, { ownerType: 'tour', ownerId: 'tour-5', fileName: 'big.png' }, sixMegabytes, {
      cookie: staff.cookie,
      contentType: 'image/png',
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'photo: The file is larger than 5 MB', field: 'photo' });

    const text = await upload(app, { ownerType: 'tour', ownerId: 'tour-5', fileName: 'photo.png' }, Buffer.from('#!/bin/sh\necho not a picture\n'), {
      cookie: staff.cookie,
      contentType: 'image/png',
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'photo: Only JPEG, PNG or WebP images can be uploaded', field: 'photo' });

    const svg = await upload(
      app,
      { ownerType: 'tour', ownerId: 'tour-5', fileName: 'logo.png' },
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      { cookie: staff.cookie },
    );
    expect(svg.status).toBe(415);

    for (const [format, source] of [
      ['png', png],
      ['jpeg', await testImage('jpeg')],
    ] as const) {
      const truncated = source.subarray(0, Math.floor(source.length * 0.6));
      const res = await upload(app, { ownerType: 'tour', ownerId: 'tour-5', fileName: `cut.${format}` }, truncated, { cookie: staff.cookie });
      expect(res.status, format).toBe(422);
      expect(res.body).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', message: 'photo: The image is damaged or incomplete', field: 'photo' });
    }

    const empty = await upload(app, { ownerType: 'tour', ownerId: 'tour-5' }, new Uint8Array(), { cookie: staff.cookie });
    expect(empty.status).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('names the bad field with a 400, and 404s an unknown item', async () => {
    const badType = await upload(app, { ownerType: 'spaceship', ownerId: 'x' }, png, { cookie: staff.cookie });
    expect(badType.status).toBe(400);
    expect(String((badType.body as { message: string }).message)).toMatch(/^ownerType: /);
    const missing = await upload(app, { ownerType: 'hotel', ownerId: 'no-such-hotel' }, png, { cookie: staff.cookie });
    expect(missing.status).toBe(404);
  });

  it('is staff only (401, 403), and a brand logo is for admins', async () => {
    expect((await upload(app, { ownerType: 'tour', ownerId: 'tour-5' }, png)).status).toBe(401);
    const traveller = await actor(app, 'traveller');
    expect((await upload(app, { ownerType: 'tour', ownerId: 'tour-5' }, png, { cookie: traveller.cookie })).status).toBe(403);
    expect((await upload(app, { ownerType: 'brand', ownerId: 'eco' }, png, { cookie: staff.cookie })).status).toBe(403);
    expect((await call(app, '/api/admin/photos?ownerType=tour&ownerId=tour-5', { cookie: traveller.cookie })).status).toBe(403);
  });
});

describe('photos reach travellers', () => {
  it('tour-1 keeps its fixed picture until staff upload a photo, which then leads, with srcset, in the list and bookings', async () => {
    const list = async () => (await call<TourPackage[]>(app, '/api/tour-packages')).body.find((tour) => tour.id === 'tour-1')!;
    const before = await list();
    expect(before.photos).toEqual([]);
    expect(tourImage(before)).toBe('/images/tours/tour-1.svg');

    const photo = (await upload<Photo>(app, { ownerType: 'tour', ownerId: 'tour-1' }, png, { cookie: staff.cookie })).body;
    const after = await list();
    expect(after.photos).toEqual([photo]);
    expect(after.images).toEqual([photo.src]);
    expect(tourImage(after)).toBe(photo.src);

    const second = (await upload<Photo>(app, { ownerType: 'tour', ownerId: 'tour-1' }, await testImage('jpeg', 900, 600), { cookie: staff.cookie })).body;
    const cover = await call<{ photos: Photo[] }>(app, `/api/admin/photos/${second.id}/cover`, { method: 'POST', cookie: staff.cookie });
    expect(cover.body.photos.map((p) => p.id)).toEqual([second.id, photo.id]);
    expect(tourImage(await list())).toBe(second.src);

    const deleted = await call<{ photos: Photo[] }>(app, `/api/admin/photos/${second.id}`, { method: 'DELETE', cookie: staff.cookie });
    expect(deleted.body.photos.map((p) => p.id)).toEqual([photo.id]);
    expect((await app.fetch(second.src)).status).toBe(404);
    expect(await sqlCount(app, 'photo_variant', 'photo_id = ?', [second.id])).toBe(0);
  });

  it('hotels and cars get the same upload, shown in their search results', async () => {
    const hotelId = await createHotel(app, { rooms: 3 });
    const hotelPhoto = (await upload<Photo>(app, { ownerType: 'hotel', ownerId: hotelId }, png, { cookie: staff.cookie })).body;
    const hotel = await call<Hotel>(app, `/api/hotels/${hotelId}?checkIn=${inDays(3)}&checkOut=${inDays(4)}`);
    expect(hotel.body.photos).toEqual([hotelPhoto]);
    expect(hotel.body.images[0]).toBe(hotelPhoto.src);

    const carId = await createCar(app, { units: 1 });
    const carPhoto = await upload<Photo>(app, { ownerType: 'car', ownerId: carId }, png, { cookie: staff.cookie });
    expect(carPhoto.status).toBe(201);
    const car = await call<{ photos: Photo[] }>(app, `/api/cars/${carId}`);
    expect(car.body.photos).toEqual([carPhoto.body]);
  });

  it('a new brand logo replaces the logo setting and the previous upload (admins)', async () => {
    const first = (await upload<Photo>(app, { ownerType: 'brand', ownerId: 'eco' }, await testImage('png', 600, 600), { cookie: admin.cookie })).body;
    expect(first.srcSet).toContain('-96.webp 96w');
    const context = await app.caller(null, 'eco.localhost').branding.domainContext();
    expect(context.branding.logo).toBe(first.src);
    const second = (await upload<Photo>(app, { ownerType: 'brand', ownerId: 'eco' }, await testImage('png', 400, 400), { cookie: admin.cookie })).body;
    expect((await app.caller(null, 'eco.localhost').branding.domainContext()).branding.logo).toBe(second.src);
    expect(await sqlCount(app, 'photo', `owner_type = 'brand' and owner_id = 'eco'`)).toBe(1);
  });
});
