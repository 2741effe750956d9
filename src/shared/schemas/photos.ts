import { z } from 'zod';
import { zIdentifier } from './text';
import { zOptionalText } from './common';

// Photos staff upload for catalogue items: checked by content, re-encoded to WebP in
// a few widths, served with srcset. docs/back-office.md describes the pipeline.

/** What a photo can belong to. A feature with pictures adds its item type here and an owner check on the server. */
export const PHOTO_OWNER_TYPES = ['tour', 'hotel', 'car', 'brand', 'product'] as const;
export type PhotoOwnerType = (typeof PHOTO_OWNER_TYPES)[number];

/** At most 5 MB per file (5 × 1024 × 1024 bytes). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS_PER_ITEM = 12;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const ZPhoto = z.object({
  id: z.uuid(),
  /** A middle-sized WebP, for places that take one URL. */
  src: z.string(),
  /** Every width: '/media/photos/<id>-320.webp 320w, ...'. */
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Photo = z.infer<typeof ZPhoto>;

export const ZPhotoOwner = z.object({
  ownerType: z.enum(PHOTO_OWNER_TYPES, { error: `Choose ${PHOTO_OWNER_TYPES.join(', ')}` }),
  ownerId: zIdentifier(100),
});
export type PhotoOwner = z.infer<typeof ZPhotoOwner>;

/** The file's bytes; over REST they are the request body itself. */
export const ZFileBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, { error: 'Send the file as the request body' });

export const ZPhotoUploadRequest = ZPhotoOwner.extend({
  /** The file's name as the browser gave it: kept for the audit trail only, never trusted for the type. */
  fileName: zOptionalText(200),
  photo: ZFileBytes,
});

export const ZPhotoIdRequest = z.object({ id: z.uuid('Expected a photo id') });

/** Items staff can add photos to from the photo tool (hotels and cars; tours have the package manager). */
export const CATALOGUE_PHOTO_TYPES = ['hotel', 'car'] as const;
export const ZPhotoItemsRequest = z.object({
  ownerType: z.enum(CATALOGUE_PHOTO_TYPES, { error: `Choose ${CATALOGUE_PHOTO_TYPES.join(' or ')}` }),
  search: zOptionalText(100),
});
export const ZPhotoItem = z.object({
  id: z.string(),
  name: z.string(),
  /** Where it is: a hotel's location, a car's pickup location. */
  place: z.string(),
  /** The picture travellers see first. */
  image: z.string().nullable(),
  photoCount: z.number().int(),
});
export type PhotoItem = z.infer<typeof ZPhotoItem>;
