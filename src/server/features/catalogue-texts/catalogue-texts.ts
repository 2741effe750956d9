// Catalogue texts (back office): staff write the Kiswahili and Arabic texts of hotels (the
// description; a hotel's name is a proper name), room types (the name) and products (name,
// summary and description). A text sent replaces the stored one, an empty one removes it, a
// text not sent stays. Every change is written with its audit event in one transaction; the
// write fires the catalogue trigger of its table, so every instance's catalogue cache forgets
// its answers and the next one in that language carries the new text.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Hotel, HotelRoomType } from '@db/entities/hotel';
import { Product } from '@db/entities/product';
import { mergeTranslations, type CatalogueTranslations } from '@shared/catalogue-translations';
import {
  HOTEL_TEXT_FIELDS,
  PRODUCT_TEXT_FIELDS,
  ROOM_TYPE_TEXT_FIELDS,
  type HotelTexts,
  type HotelTextsUpdate,
  type ProductTexts,
  type ProductTextsUpdate,
  type RoomTypeTextsUpdate,
} from '@shared/schemas/catalogue-texts';
import { notFound } from '../../errors';
import { t } from '../../core/i18n';
import { recordAudit, type AuditActor } from '../../core/audit';

/** The stored translations as the editor shows them: both languages, only the texts written. */
function storedTexts<Field extends string>(translations: CatalogueTranslations<Field> | null | undefined, fields: readonly Field[]) {
  const merged = mergeTranslations(translations, undefined, fields);
  return { sw: merged?.sw ?? {}, ar: merged?.ar ?? {} };
}

/**
 * Puts the merged translations on the item when they differ from what is stored, and answers
 * them as the audit trail records them (null: no translation at all); null when nothing changed.
 */
function changedTranslations<Field extends string>(
  item: { translations?: CatalogueTranslations<Field> | null },
  sent: CatalogueTranslations<Field>,
  fields: readonly Field[],
): { before: CatalogueTranslations<Field> | null; after: CatalogueTranslations<Field> | null } | null {
  const before = mergeTranslations(item.translations, undefined, fields);
  const after = mergeTranslations(item.translations, sent, fields);
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  item.translations = after;
  return { before, after };
}

async function hotelOrFail(em: EntityManager, id: string, lock = false): Promise<Hotel> {
  const hotel = await em.findOne(Hotel, id, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : { refresh: true });
  if (!hotel) throw notFound(t('errors:notFound.hotel'));
  return hotel;
}

async function productOrFail(em: EntityManager, id: string, lock = false): Promise<Product> {
  const product = await em.findOne(Product, id, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : { refresh: true });
  if (!product) throw notFound(t('shop:productNotFound'));
  return product;
}

/** A hotel's English texts and their translations, with its room types' (cheapest first). */
export async function getHotelTexts(em: EntityManager, id: string): Promise<HotelTexts> {
  const hotel = await hotelOrFail(em, id);
  const roomTypes = await em.find(HotelRoomType, { hotel: id }, { orderBy: { pricePerNightCents: 'asc', id: 'asc' }, refresh: true });
  return {
    id: hotel.id,
    name: hotel.name,
    location: hotel.location,
    description: hotel.description,
    translations: storedTexts(hotel.translations, HOTEL_TEXT_FIELDS),
    roomTypes: roomTypes.map((type) => ({ id: type.id, name: type.name, translations: storedTexts(type.translations, ROOM_TYPE_TEXT_FIELDS) })),
  };
}

export async function updateHotelTexts(em: EntityManager, actor: AuditActor, { id, translations }: HotelTextsUpdate): Promise<HotelTexts> {
  await em.transactional(async (tx) => {
    const hotel = await hotelOrFail(tx, id, true);
    const change = changedTranslations(hotel, translations, HOTEL_TEXT_FIELDS);
    if (!change) return;
    await tx.flush();
    await recordAudit(tx, actor, {
      action: 'hotel.texts',
      itemType: 'hotel',
      itemId: hotel.id,
      itemLabel: hotel.name,
      before: { translations: change.before },
      after: { translations: change.after },
    });
  });
  return getHotelTexts(em, id);
}

/** A room type's name in Kiswahili and Arabic; recorded on its hotel's history. Answers the hotel's texts. */
export async function updateRoomTypeTexts(em: EntityManager, actor: AuditActor, { id, translations }: RoomTypeTextsUpdate): Promise<HotelTexts> {
  const hotelId = await em.transactional(async (tx) => {
    const roomType = await tx.findOne(HotelRoomType, id, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['hotel'] });
    if (!roomType) throw notFound(t('backoffice:roomType.notFound'));
    const change = changedTranslations(roomType, translations, ROOM_TYPE_TEXT_FIELDS);
    if (change) {
      await tx.flush();
      await recordAudit(tx, actor, {
        action: 'room-type.texts',
        itemType: 'hotel',
        itemId: roomType.hotel.id,
        itemLabel: `${roomType.hotel.name}: ${roomType.name}`,
        before: { roomType: roomType.id, translations: change.before },
        after: { roomType: roomType.id, translations: change.after },
      });
    }
    return roomType.hotel.id;
  });
  return getHotelTexts(em, hotelId);
}

export async function getProductTexts(em: EntityManager, id: string): Promise<ProductTexts> {
  const product = await productOrFail(em, id);
  return {
    id: product.id,
    name: product.name,
    shortDescription: product.shortDescription,
    description: product.description,
    translations: storedTexts(product.translations, PRODUCT_TEXT_FIELDS),
  };
}

export async function updateProductTexts(em: EntityManager, actor: AuditActor, { id, translations }: ProductTextsUpdate): Promise<ProductTexts> {
  await em.transactional(async (tx) => {
    const product = await productOrFail(tx, id, true);
    const change = changedTranslations(product, translations, PRODUCT_TEXT_FIELDS);
    if (!change) return;
    await tx.flush();
    await recordAudit(tx, actor, {
      action: 'product.texts',
      itemType: 'product',
      itemId: product.id,
      itemLabel: product.name,
      before: { translations: change.before },
      after: { translations: change.after },
    });
  });
  return getProductTexts(em, id);
}
