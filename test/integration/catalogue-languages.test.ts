import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Hotel } from '@shared/schemas/hotels';
import type { TourPackage, TourPackageDetail } from '@shared/schemas/tours';
import type { TourAdmin } from '@shared/schemas/tour-admin';
import type { AuditPage } from '@shared/schemas/audit';
import { actor, type Actor } from './backoffice-fixtures';

// Catalogue texts come in the language the request asks for (Accept-Language): the stored
// translation, else the English text named in `inEnglish`. English answers are as before.
let app: TestApp;
let staff: Actor;
beforeAll(async () => {
  app = await createTestApp({ CATALOGUE_CACHE_MS: 60_000 });
  staff = await actor(app, 'staff');
});
afterAll(() => app?.close());

async function get<T>(path: string, language?: string): Promise<{ status: number; body: T; text: string; vary: string | null }> {
  const response = await app.fetch(path, { headers: language ? { 'accept-language': language } : {} });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as T, text, vary: response.headers.get('vary') };
}

async function send<T>(method: string, path: string, body: unknown, cookie: string): Promise<{ status: number; body: T }> {
  const response = await app.fetch(path, { method, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

const vocabulary = (language: string) =>
  (JSON.parse(readFileSync(`src/client/locales/${language}/travel.json`, 'utf8')) as { vocabulary: { amenity: Record<string, string> } }).vocabulary;

describe('catalogue texts per language', () => {
  it('reads a hotel in Kiswahili: its description and room types in Kiswahili, its amenities words the sw locale translates', async () => {
    const { body: hotel } = await get<Hotel>('/api/hotels/nairobi-karen-garden-lodge', 'sw-KE,sw;q=0.9');
    expect(hotel.description).toBe('Loji yenye miti mingi karibu na Kituo cha Twiga na Hifadhi ya Taifa ya Nairobi, yenye vyumba vya vibanda na spa.');
    expect(hotel.roomTypes?.map((type) => type.name).sort()).toEqual(['Kibanda cha bustanini cha watu 3', 'Kibanda cha familia cha watu 4']);
    expect(hotel.roomsForParty?.rooms.map((room) => room.name)).toEqual(['Kibanda cha bustanini cha watu 3']);
    expect(hotel.inEnglish).toBeUndefined();
    expect(hotel.roomTypes?.every((type) => type.inEnglish === undefined)).toBe(true);
    // Amenities are a closed list: the API keeps the English word, the app's sw locale has each one.
    expect(hotel.amenities).toContain('Spa');
    const swAmenities = vocabulary('sw').amenity;
    for (const amenity of hotel.amenities) expect(swAmenities[amenity], amenity).toBeTruthy();
    expect(swAmenities.Spa).toBe('Spa');
    expect(swAmenities['Free WiFi']).toBe('WiFi bure');
  });

  it('reads the same hotel in Arabic and in English from the cache without mixing the languages', async () => {
    const ar = await get<Hotel>('/api/hotels/nairobi-karen-garden-lodge', 'ar');
    expect(ar.body.description).toBe('نُزُل تحيط به الأشجار قرب مركز الزرافات ومنتزه نيروبي الوطني، بغرف على هيئة أكواخ ومنتجع صحي.');
    expect(ar.body.roomTypes?.map((type) => type.name)).toContain('كوخ في الحديقة لثلاثة أشخاص');
    expect(ar.vary).toContain('Accept-Language');
    const en = await get<Hotel>('/api/hotels/nairobi-karen-garden-lodge', 'en');
    const none = await get<Hotel>('/api/hotels/nairobi-karen-garden-lodge');
    expect(en.body.description).toBe('Leafy lodge near the Giraffe Centre and Nairobi National Park, with cottage rooms and a spa.');
    expect(en.body.roomTypes?.map((type) => type.name).sort()).toEqual(['Family cottage for 4', 'Garden cottage for 3']);
    // English answers carry no marker and no translations: exactly what they were.
    expect(en.text).not.toContain('inEnglish');
    expect(en.text).not.toContain('translations');
    expect(none.text).toBe(en.text);
    expect((await get<Hotel>('/api/hotels/nairobi-karen-garden-lodge', 'ar')).text).toBe(ar.text);
  });

  it('falls back to the English text, marked, when a text has no translation', async () => {
    const { body: hotel } = await get<Hotel>('/api/hotels/mombasa-tudor-creek-hotel', 'ar');
    expect(hotel.description).toBe('Creek-side rooms near Fort Jesus and the alleys of Mombasa Old Town.');
    expect(hotel.inEnglish).toEqual(['description']);
    // Its room types are translated all the same.
    expect(hotel.roomTypes?.map((type) => type.name)).toContain('غرفة مزدوجة عادية');
    const page = await get<Hotel[]>('/api/hotels?destination=Mombasa', 'sw');
    expect(page.body.length).toBeGreaterThan(0);
    for (const item of page.body) expect(item.inEnglish).toEqual(['description']);
  });

  it("gives Home's deals in Arabic, and search on the English text keeps working in any language", async () => {
    const { body: tours } = await get<TourPackage[]>('/api/tour-packages', 'ar');
    expect(tours.find((tour) => tour.id === 'tour-1')).toMatchObject({ name: 'منتزه سيرينغيتي الوطني', location: 'Serengeti, Tanzania' });
    expect(tours.find((tour) => tour.id === 'tour-3')?.description).toBe('أسواق دبي القديمة، وجولة بالعَبْرة في الخور، وبرج خليفة، وسفاري صحراوية في المساء.');
    const search = await get<{ results: TourPackage[] }>(`/api/search?type=tours&query=${encodeURIComponent('Elephant')}`, 'sw');
    expect(search.body.results.map((tour) => [tour.id, tour.name])).toEqual([['tour-5', 'Safari ya Tembo wa Amboseli']]);
    const hotels = await get<{ results: Hotel[] }>(`/api/search?type=hotels&query=${encodeURIComponent('Kigali')}`, 'ar');
    expect(hotels.body.results.length).toBeGreaterThan(0);
    expect(hotels.body.results.every((hotel) => hotel.inEnglish === undefined)).toBe(true);
  });

  it("audits staff's Arabic edit of a package, which an Arabic reader then sees; English stays required", async () => {
    const before = await get<TourAdmin>('/api/admin/tour-packages/tour-4', undefined);
    expect(before.status).toBe(401);
    const current = (await app.fetch('/api/admin/tour-packages/tour-4', { headers: { cookie: staff.cookie } }).then((r) => r.json())) as TourAdmin;
    expect(current.translations.ar.name).toBe('سفاري ماساي مارا');
    const arabic = 'الأسود والفهود في أشهر محميات كينيا، مع ليلتين في مخيم خيام على ضفة النهر.';
    const fields = {
      name: current.name,
      location: current.location,
      durationDays: current.durationDays,
      price: current.price,
      discountPercent: current.discountPercent,
      description: current.description,
    };
    const saved = await send<TourAdmin>('PUT', '/api/admin/tour-packages/tour-4', { ...fields, translations: { ar: { description: arabic } } }, staff.cookie);
    expect(saved.status).toBe(200);
    // Only the Arabic description changed: the Kiswahili texts and the Arabic name stay.
    expect(saved.body.translations.ar).toEqual({ name: 'سفاري ماساي مارا', description: arabic });
    expect(saved.body.translations.sw.name).toBe('Safari ya Maasai Mara');

    const audit = await app.fetch('/api/admin/audit?itemId=tour-4', { headers: { cookie: staff.cookie } }).then((r) => r.json() as Promise<AuditPage>);
    const event = audit.items[0];
    expect(event).toMatchObject({ action: 'tour.update', itemId: 'tour-4', actor: { username: staff.user.username } });
    expect((event.after as { translations: { ar: { description: string } } }).translations.ar.description).toBe(arabic);
    expect((event.before as { translations: { ar: { description: string } } }).translations.ar.description).toBe(
      'الأسود والفهود وزيارة لإحدى قرى الماساي في أشهر محميات كينيا، مع إقامة في مخيم خيام.',
    );

    const reader = await get<TourPackageDetail>('/api/tour-packages/tour-4', 'ar');
    expect(reader.body.description).toBe(arabic);
    // Its day-by-day texts and inclusions exist in English only, and say so.
    expect(reader.body.inEnglish).toEqual(['itinerary', 'included', 'excluded']);
    expect((await get<TourPackageDetail>('/api/tour-packages/tour-4', 'en')).body.description).toBe(current.description);

    // Emptying a translation removes it: the Arabic reader gets the English text, marked.
    await send<TourAdmin>('PUT', '/api/admin/tour-packages/tour-4', { ...fields, translations: { ar: { description: '' } } }, staff.cookie);
    const fallback = await get<TourPackageDetail>('/api/tour-packages/tour-4', 'ar');
    expect(fallback.body).toMatchObject({
      name: 'سفاري ماساي مارا',
      description: current.description,
      inEnglish: ['description', 'itinerary', 'included', 'excluded'],
    });

    // English is required; a translation too long is refused naming its field.
    const bad = await send<{ issues: { path: string }[] }>(
      'PUT',
      '/api/admin/tour-packages/tour-4',
      { ...fields, description: ' ', translations: { sw: { name: 'x'.repeat(121) } } },
      staff.cookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue) => issue.path).sort()).toEqual(['description', 'translations.sw.name']);
  });
});
