import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Hotel } from '@shared/schemas/hotels';
import type { Product } from '@shared/schemas/shop';
import type { HotelTexts, ProductTexts } from '@shared/schemas/catalogue-texts';
import type { AuditPage } from '@shared/schemas/audit';
import { actor, call, type Actor } from './backoffice-fixtures';

// Catalogue texts (back office): staff write the Kiswahili and Arabic texts of hotels, room
// types and products; readers in that language get them at once, through the catalogue cache
// of this instance and of another one on the same database.
const CONFIG = { CATALOGUE_CACHE_MS: 60_000 };
const HOTEL = 'mombasa-tudor-creek-hotel';
const PRODUCT = 'prod-jua-solar-lantern';

let app: TestApp;
let other: TestApp;
let staff: Actor;
beforeAll(async () => {
  app = await createTestApp(CONFIG, { instanceName: 'a' });
  other = await createTestApp(CONFIG, { databaseUrl: app.databaseUrl, instanceName: 'b' });
  staff = await actor(app, 'staff');
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});

async function read<T>(target: TestApp, path: string, language: string): Promise<T> {
  const response = await target.fetch(path, { headers: { 'accept-language': language } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const put = <T>(path: string, body: unknown, cookie = staff.cookie) => call<T>(app, path, { method: 'PUT', body, cookie });

/** Resolves once `target` has heard that `table` changed (its catalogue cache is empty by then). */
function heardChange(target: TestApp, table: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = target.platform.catalogueChanges.subscribe((changed) => {
      if (changed !== table) return;
      stop();
      resolve();
    });
  });
}

async function auditOf(itemType: string, itemId: string): Promise<AuditPage['items']> {
  const page = await call<AuditPage>(app, `/api/admin/audit?itemType=${itemType}&itemId=${encodeURIComponent(itemId)}`, { cookie: staff.cookie });
  return page.body.items;
}

describe('catalogue texts in the back office', () => {
  it("writes a hotel's Kiswahili description, which search and the hotel page then show; left out keeps, empty removes; audited", async () => {
    // Read (and cached, on both instances) before the edit: the English text, marked.
    const before = await read<Hotel>(app, `/api/hotels/${HOTEL}`, 'sw');
    expect(before.inEnglish).toEqual(['description']);
    const englishDescription = before.description;
    expect((await read<Hotel[]>(other, '/api/hotels?destination=Mombasa', 'sw')).find((hotel) => hotel.id === HOTEL)?.inEnglish).toEqual(['description']);

    const kiswahili = 'Vyumba kando ya kijito, karibu na Fort Jesus na vichochoro vya Mji wa Kale wa Mombasa.';
    const otherHeard = heardChange(other, 'hotel');
    const saved = await put<HotelTexts>(`/api/admin/hotels/${HOTEL}/texts`, { translations: { sw: { description: kiswahili } } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: HOTEL, description: englishDescription, translations: { sw: { description: kiswahili }, ar: {} } });
    await otherHeard;

    const page = await read<Hotel>(app, `/api/hotels/${HOTEL}`, 'sw');
    expect(page.description).toBe(kiswahili);
    expect(page.inEnglish).toBeUndefined();
    const search = await read<Hotel[]>(other, '/api/hotels?destination=Mombasa', 'sw');
    expect(search.find((hotel) => hotel.id === HOTEL)).toMatchObject({ description: kiswahili });
    expect(search.find((hotel) => hotel.id === HOTEL)?.inEnglish).toBeUndefined();
    // Other languages are untouched: English as it was, Arabic still the English text, marked.
    expect((await read<Hotel>(app, `/api/hotels/${HOTEL}`, 'en')).description).toBe(englishDescription);
    expect((await read<Hotel>(app, `/api/hotels/${HOTEL}`, 'ar')).inEnglish).toEqual(['description']);

    const [event] = await auditOf('hotel', HOTEL);
    expect(event).toMatchObject({
      action: 'hotel.texts',
      itemLabel: before.name,
      actor: { username: staff.user.username },
      before: { translations: null },
      after: { translations: { sw: { description: kiswahili } } },
    });

    // An Arabic text sent alone keeps the Kiswahili one; the same texts again change nothing (no event).
    const arabic = 'غرف على ضفة الخور قرب قلعة يسوع وأزقة مدينة مومباسا القديمة.';
    const both = await put<HotelTexts>(`/api/admin/hotels/${HOTEL}/texts`, { translations: { ar: { description: arabic } } });
    expect(both.body.translations).toEqual({ sw: { description: kiswahili }, ar: { description: arabic } });
    await put(`/api/admin/hotels/${HOTEL}/texts`, { translations: { ar: { description: arabic } } });
    expect((await auditOf('hotel', HOTEL)).filter((item) => item.action === 'hotel.texts')).toHaveLength(2);

    // An empty text removes that translation: the Kiswahili reader gets the English text, marked.
    const emptied = await put<HotelTexts>(`/api/admin/hotels/${HOTEL}/texts`, { translations: { sw: { description: '  ' } } });
    expect(emptied.body.translations).toEqual({ sw: {}, ar: { description: arabic } });
    expect(await read<Hotel>(app, `/api/hotels/${HOTEL}`, 'sw')).toMatchObject({ description: englishDescription, inEnglish: ['description'] });
    const [removal] = await auditOf('hotel', HOTEL);
    expect(removal).toMatchObject({
      before: { translations: { sw: { description: kiswahili }, ar: { description: arabic } } },
      after: { translations: { ar: { description: arabic } } },
    });
  });

  it("renames a room type in Arabic, seen by the other instance's next hotel page, recorded on the hotel", async () => {
    const texts = (await call<HotelTexts>(app, `/api/admin/hotels/${HOTEL}/texts`, { cookie: staff.cookie })).body;
    const roomType = texts.roomTypes.find((type) => type.name === 'Standard double');
    expect(roomType?.translations).toEqual({ sw: { name: 'Chumba cha kawaida cha watu wawili' }, ar: { name: 'غرفة مزدوجة عادية' } });
    expect((await read<Hotel>(other, `/api/hotels/${HOTEL}`, 'ar')).roomTypes?.map((type) => type.name)).toContain('غرفة مزدوجة عادية');

    const renamed = 'غرفة مزدوجة كلاسيكية';
    const otherHeard = heardChange(other, 'hotel_room_type');
    const saved = await put<HotelTexts>(`/api/admin/room-types/${roomType?.id}/texts`, { translations: { ar: { name: renamed } } });
    expect(saved.status).toBe(200);
    expect(saved.body.roomTypes.find((type) => type.id === roomType?.id)?.translations).toEqual({
      sw: { name: 'Chumba cha kawaida cha watu wawili' },
      ar: { name: renamed },
    });
    await otherHeard;
    const names = (await read<Hotel>(other, `/api/hotels/${HOTEL}`, 'ar')).roomTypes?.map((type) => type.name);
    expect(names).toContain(renamed);
    expect(names).not.toContain('غرفة مزدوجة عادية');

    const [event] = await auditOf('hotel', HOTEL);
    expect(event).toMatchObject({
      action: 'room-type.texts',
      before: { roomType: roomType?.id, translations: { ar: { name: 'غرفة مزدوجة عادية' } } },
      after: { roomType: roomType?.id, translations: { ar: { name: renamed } } },
    });
  });

  it("writes a product's Arabic name and descriptions for the shop; an empty name falls back to English", async () => {
    const english = await read<Product>(app, `/api/products/${PRODUCT}`, 'en');
    expect((await read<Product>(app, `/api/products/${PRODUCT}`, 'ar')).inEnglish).toEqual(['name', 'shortDescription', 'description']);

    const texts = { name: 'فانوس جوا الشمسي', shortDescription: 'فانوس LED بالطاقة الشمسية يشحن الهاتف', description: 'فانوس ساطع بلوح شمسي مدمج.' };
    const saved = await put<ProductTexts>(`/api/admin/products/${PRODUCT}/texts`, { translations: { ar: texts } });
    expect(saved.body).toMatchObject({ name: english.name, translations: { sw: {}, ar: texts } });
    const shown = await read<Product>(app, `/api/products/${PRODUCT}`, 'ar');
    expect(shown).toMatchObject(texts);
    expect(shown.inEnglish).toBeUndefined();
    const listed = await read<Product[]>(app, `/api/products?search=${encodeURIComponent('Solar Lantern')}`, 'ar');
    expect(listed.find((product) => product.id === PRODUCT)?.name).toBe(texts.name);

    await put(`/api/admin/products/${PRODUCT}/texts`, { translations: { ar: { name: '' } } });
    expect(await read<Product>(app, `/api/products/${PRODUCT}`, 'ar')).toMatchObject({
      name: english.name,
      description: texts.description,
      inEnglish: ['name'],
    });
    const [event] = await auditOf('product', PRODUCT);
    expect(event).toMatchObject({ action: 'product.texts', before: { translations: { ar: texts } } });
    expect(event.after).toEqual({ translations: { ar: { shortDescription: texts.shortDescription, description: texts.description } } });
  });

  it('refuses travellers and signed-out callers, an unknown item, and a text too long or broken, naming the field', async () => {
    const traveller = await actor(app, 'traveller');
    expect((await put(`/api/admin/hotels/${HOTEL}/texts`, { translations: { sw: { description: 'x' } } }, traveller.cookie)).status).toBe(403);
    expect((await call(app, `/api/admin/products/${PRODUCT}/texts`, { cookie: traveller.cookie })).status).toBe(403);
    expect((await call(app, `/api/admin/hotels/${HOTEL}/texts`)).status).toBe(401);

    expect((await put(`/api/admin/hotels/no-such-hotel/texts`, { translations: {} })).status).toBe(404);
    expect((await put(`/api/admin/room-types/no-such-type/texts`, { translations: {} })).status).toBe(404);
    expect((await call(app, `/api/admin/products/no-such-product/texts`, { cookie: staff.cookie })).status).toBe(404);

    const tooLong = await put<{ issues: { path: string }[] }>(`/api/admin/products/${PRODUCT}/texts`, {
      translations: { sw: { name: 'x'.repeat(121) }, ar: { description: 'ok' } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues.map((issue) => issue.path)).toEqual(['translations.sw.name']);
    const broken = await put<{ issues: { path: string }[] }>(`/api/admin/hotels/${HOTEL}/texts`, { translations: { ar: { description: 'فندق \uD83D' } } });
    expect(broken.status).toBe(400);
    expect(broken.body.issues.map((issue) => issue.path)).toEqual(['translations.ar.description']);
    // Nothing refused was written.
    expect((await call<ProductTexts>(app, `/api/admin/products/${PRODUCT}/texts`, { cookie: staff.cookie })).body.translations.sw).toEqual({});
  });
});
