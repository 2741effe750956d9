import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { PHOTO_OWNER_TYPES } from '@shared/schemas/photos';

// A photo staff uploaded for a catalogue item (a tour, hotel, car, brand logo...). The owner is
// (ownerType, ownerId) rather than a foreign key, so one table serves every kind of item; the
// upload checks that the owner exists. The pictures themselves are photo_variant rows: the
// same image re-encoded to WebP at each width, stored in PostgreSQL so every app instance
// serves them without a shared disk.
export const Photo = defineEntity({
  name: 'Photo',
  tableName: 'photo',
  indexes: [{ name: 'photo_owner_index', properties: ['ownerType', 'ownerId', 'position'] }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    ownerType: p.enum([...PHOTO_OWNER_TYPES]),
    ownerId: p.string(),
    /** Order among the owner's photos; the lowest is the cover. */
    position: p.integer(),
    /** Size of the largest variant (after turning the image upright). */
    width: p.integer(),
    height: p.integer(),
    /** The variants' widths, ascending. */
    widths: p.json<number[]>(),
    createdAt: p.datetime().defaultRaw('now()'),
    createdBy: p.uuid().nullable(),
  }),
});
export type Photo = InferEntity<typeof Photo>;

export const PhotoVariant = defineEntity({
  name: 'PhotoVariant',
  tableName: 'photo_variant',
  properties: (p) => ({
    photo: p.manyToOne(Photo).primary().deleteRule('cascade'),
    width: p.integer().primary(),
    height: p.integer(),
    /** WebP bytes. */
    data: p.blob().lazy(),
    byteSize: p.integer(),
  }),
});
export type PhotoVariant = InferEntity<typeof PhotoVariant>;
