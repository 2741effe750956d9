import { z } from 'zod';
import { zIdentifier, zText } from './text';

// Catalogue texts (back office): staff write the Kiswahili and Arabic texts of hotels, their
// room types and marketplace products. The English texts are the catalogue's source and are
// not edited here. In a request, a text left out keeps what is stored and an empty text removes
// that translation (the reader then gets the English text, marked `inEnglish`).

/** The longest translated name (a hotel room type's or a product's). */
export const MAX_TRANSLATED_NAME = 120;
/** The longest translated one-line summary (a product card's). */
export const MAX_TRANSLATED_SUMMARY = 160;
/** The longest translated description. */
export const MAX_TRANSLATED_DESCRIPTION = 4000;

const zName = () => zText({ max: MAX_TRANSLATED_NAME, min: 0 }).optional();
const zSummary = () => zText({ max: MAX_TRANSLATED_SUMMARY, min: 0 }).optional();
const zDescription = () => zText({ max: MAX_TRANSLATED_DESCRIPTION, min: 0, multiline: true }).optional();

/** The texts of one item in Kiswahili (sw) and Arabic (ar), each language optional. */
function perLanguage<Shape extends z.ZodRawShape>(shape: Shape, what: string) {
  const texts = z.object(shape);
  return z
    .object({ sw: texts.optional(), ar: texts.optional() })
    .describe(`${what} in Kiswahili (sw) and Arabic (ar); a text left out stays as it is, an empty text removes the translation`);
}

/** What an answer shows of the stored translations: a text absent means none is written. */
function stored<Field extends string>(fields: readonly Field[]) {
  const texts = z.object(Object.fromEntries(fields.map((field) => [field, z.string().optional()])) as Record<Field, z.ZodOptional<z.ZodString>>);
  return z.object({ sw: texts, ar: texts });
}

export const HOTEL_TEXT_FIELDS = ['description'] as const;
export const ROOM_TYPE_TEXT_FIELDS = ['name'] as const;
export const PRODUCT_TEXT_FIELDS = ['name', 'shortDescription', 'description'] as const;

export const ZHotelTextsUpdateRequest = z.object({
  id: zIdentifier().describe('Hotel id, e.g. nairobi-karen-garden-lodge'),
  translations: perLanguage({ description: zDescription() }, "The hotel's description"),
});
export type HotelTextsUpdate = z.input<typeof ZHotelTextsUpdateRequest>;

export const ZRoomTypeTextsUpdateRequest = z.object({
  id: zIdentifier().describe('Room type id, e.g. nairobi-karen-garden-lodge--standard'),
  translations: perLanguage({ name: zName() }, "The room type's name"),
});
export type RoomTypeTextsUpdate = z.input<typeof ZRoomTypeTextsUpdateRequest>;

export const ZProductTextsUpdateRequest = z.object({
  id: zIdentifier().describe('Product id'),
  translations: perLanguage({ name: zName(), shortDescription: zSummary(), description: zDescription() }, "The product's name and descriptions"),
});
export type ProductTextsUpdate = z.input<typeof ZProductTextsUpdateRequest>;

export const ZCatalogueTextsIdRequest = z.object({ id: zIdentifier().describe('Hotel or product id') });

export const ZRoomTypeTexts = z.object({
  id: z.string(),
  /** The English name (the source). */
  name: z.string(),
  translations: stored(ROOM_TYPE_TEXT_FIELDS),
});
export type RoomTypeTexts = z.infer<typeof ZRoomTypeTexts>;

export const ZHotelTexts = z.object({
  id: z.string(),
  /** A proper name: the same in every language. */
  name: z.string(),
  location: z.string(),
  /** The English description (the source). */
  description: z.string(),
  translations: stored(HOTEL_TEXT_FIELDS),
  roomTypes: z.array(ZRoomTypeTexts),
});
export type HotelTexts = z.infer<typeof ZHotelTexts>;

export const ZProductTexts = z.object({
  id: z.string(),
  /** The English texts (the source). */
  name: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  translations: stored(PRODUCT_TEXT_FIELDS),
});
export type ProductTexts = z.infer<typeof ZProductTexts>;
