// Reading staff-uploaded photos for catalogue items (tours, hotels, cars, brands...): their
// URLs and srcset, grouped by owner, in one query per list. Uploading is features/media.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Photo as PhotoEntity } from '@db/entities/photo';
import type { Photo, PhotoOwnerType } from '@shared/schemas/photos';

/** Where a variant is served (src/server/http/media.ts): immutable, since a photo never changes. */
export function photoVariantUrl(photoId: string, width: number): string {
  return `/media/photos/${photoId}-${width}.webp`;
}

/** The width `src` uses: 640 when there is one (a card on a phone at 2x), else the nearest below. */
const SRC_WIDTH = 640;

export function toPhotoDto(photo: Pick<PhotoEntity, 'id' | 'width' | 'height' | 'widths'>): Photo {
  const srcWidth = [...photo.widths].reverse().find((width) => width <= SRC_WIDTH) ?? photo.widths[0];
  return {
    id: photo.id,
    src: photoVariantUrl(photo.id, srcWidth),
    srcSet: photo.widths.map((width) => `${photoVariantUrl(photo.id, width)} ${width}w`).join(', '),
    width: photo.width,
    height: photo.height,
  };
}

/** Each owner's photos, cover first. Owners without photos are absent from the map. */
export async function photosByOwner(em: EntityManager, ownerType: PhotoOwnerType, ownerIds: readonly string[]): Promise<Map<string, Photo[]>> {
  const byOwner = new Map<string, Photo[]>();
  if (ownerIds.length === 0) return byOwner;
  const photos = await em.find(
    PhotoEntity,
    { ownerType, ownerId: { $in: [...new Set(ownerIds)] } },
    { orderBy: { ownerId: 'asc', position: 'asc', createdAt: 'asc' }, fields: ['id', 'ownerId', 'width', 'height', 'widths'] },
  );
  for (const photo of photos) {
    const list = byOwner.get(photo.ownerId) ?? [];
    list.push(toPhotoDto(photo));
    byOwner.set(photo.ownerId, list);
  }
  return byOwner;
}

export async function photosOf(em: EntityManager, ownerType: PhotoOwnerType, ownerId: string): Promise<Photo[]> {
  return (await photosByOwner(em, ownerType, [ownerId])).get(ownerId) ?? [];
}

/** The image a catalogue item shows: its cover photo when staff uploaded one, else its own pictures. */
export function imagesWithPhotos(photos: readonly Photo[] | undefined, images: readonly string[]): string[] {
  return photos && photos.length > 0 ? photos.map((photo) => photo.src) : [...images];
}
