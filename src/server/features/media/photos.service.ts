// Staff photo tools for any catalogue item: upload (validated and re-encoded by
// photo-encoding.ts, then written with its variants and the audit event in one transaction),
// delete, choose the cover, list. Serving the variants: readPhotoVariant + src/server/http/media.ts.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand } from '@db/entities/brand';
import { Photo as PhotoEntity, PhotoVariant } from '@db/entities/photo';
import { MAX_PHOTOS_PER_ITEM, type Photo, type PhotoOwner } from '@shared/schemas/photos';
import { conflict, forbidden, notFound } from '../../errors';
import { t } from '../../core/i18n';
import { recordAudit } from '../../core/audit';
import { photosOf, toPhotoDto } from '../../core/photos';
import type { SessionUser } from '../auth';
import { encodePhoto, variantWidthsFor } from './photo-encoding';
import { PHOTO_OWNERS, type PhotoOwnerInfo } from './photo-owners';

async function ownerOrFail(em: EntityManager, user: SessionUser, owner: PhotoOwner): Promise<PhotoOwnerInfo> {
  const kind = PHOTO_OWNERS[owner.ownerType];
  if (!kind.roles.includes(user.role)) throw forbidden(t('errors:adminsOnly'));
  const found = await kind.find(em, owner.ownerId);
  if (!found) throw notFound(t('backoffice:photo.ownerNotFound'));
  return found;
}

export async function listPhotos(em: EntityManager, owner: PhotoOwner): Promise<Photo[]> {
  return photosOf(em, owner.ownerType, owner.ownerId);
}

/**
 * Checks and re-encodes the file first (outside any transaction: it is the slow part), then
 * writes the photo, its variants and the audit event together. A brand's new logo replaces
 * the brand's logo setting and its previous uploaded logo.
 */
export async function uploadPhoto(em: EntityManager, user: SessionUser, input: PhotoOwner & { fileName?: string; photo: Uint8Array }): Promise<Photo> {
  const owner = await ownerOrFail(em, user, input);
  const encoded = await encodePhoto(input.photo, variantWidthsFor(input.ownerType));
  return em.transactional(async (tx) => {
    const existing = await tx.find(PhotoEntity, { ownerType: input.ownerType, ownerId: input.ownerId }, { orderBy: { position: 'desc' } });
    const replacedLogos = input.ownerType === 'brand' ? existing : [];
    if (existing.length - replacedLogos.length >= MAX_PHOTOS_PER_ITEM) throw conflict(t('backoffice:photo.tooMany', { max: MAX_PHOTOS_PER_ITEM }), 'photo');
    const photo = tx.create(PhotoEntity, {
      ownerType: input.ownerType,
      ownerId: input.ownerId,
      position: (existing[0]?.position ?? -1) + 1,
      width: encoded.width,
      height: encoded.height,
      widths: encoded.variants.map((variant) => variant.width),
      createdBy: user.id,
    });
    await tx.flush();
    await tx.insertMany(
      PhotoVariant,
      encoded.variants.map((variant) => ({
        photo: photo.id,
        width: variant.width,
        height: variant.height,
        data: variant.data,
        byteSize: variant.data.byteLength,
      })),
    );
    const dto = toPhotoDto(photo);
    let logoBefore: string | undefined;
    if (input.ownerType === 'brand') {
      const brand = await tx.findOneOrFail(Brand, input.ownerId);
      logoBefore = brand.logo;
      brand.logo = dto.src;
      brand.updatedAt = new Date();
      if (replacedLogos.length > 0) await tx.nativeDelete(PhotoEntity, { id: { $in: replacedLogos.map((old) => old.id) } });
    }
    await recordAudit(tx, user, {
      action: input.ownerType === 'brand' ? 'brand.logo' : 'photo.upload',
      itemType: input.ownerType,
      itemId: input.ownerId,
      itemLabel: owner.label,
      before: logoBefore === undefined ? null : { logo: logoBefore },
      after: {
        photoId: photo.id,
        fileName: input.fileName ?? null,
        format: encoded.format,
        bytes: input.photo.byteLength,
        widths: dto.srcSet.split(', ').length,
        ...(input.ownerType === 'brand' ? { logo: dto.src } : {}),
      },
    });
    return dto;
  });
}

async function photoOrFail(em: EntityManager, id: string): Promise<PhotoEntity> {
  const photo = await em.findOne(PhotoEntity, id);
  if (!photo) throw notFound(t('backoffice:photo.notFound'));
  return photo;
}

export async function deletePhoto(em: EntityManager, user: SessionUser, id: string): Promise<{ photos: Photo[] }> {
  return em.transactional(async (tx) => {
    const photo = await photoOrFail(tx, id);
    if (photo.ownerType === 'brand') throw conflict(t('backoffice:photo.logoNotDeletable'), 'id');
    const owner = await ownerOrFail(tx, user, photo);
    await tx.nativeDelete(PhotoEntity, { id });
    await recordAudit(tx, user, {
      action: 'photo.delete',
      itemType: photo.ownerType,
      itemId: photo.ownerId,
      itemLabel: owner.label,
      before: { photoId: id },
      after: null,
    });
    return { photos: await photosOf(tx, photo.ownerType, photo.ownerId) };
  });
}

/** Makes a photo the first one travellers see. */
export async function setCoverPhoto(em: EntityManager, user: SessionUser, id: string): Promise<{ photos: Photo[] }> {
  return em.transactional(async (tx) => {
    const photo = await photoOrFail(tx, id);
    const owner = await ownerOrFail(tx, user, photo);
    const [first] = await tx.find(PhotoEntity, { ownerType: photo.ownerType, ownerId: photo.ownerId }, { orderBy: { position: 'asc' }, limit: 1 });
    if (first && first.id !== photo.id) {
      await tx.nativeUpdate(PhotoEntity, { id }, { position: first.position - 1 });
      await recordAudit(tx, user, {
        action: 'photo.cover',
        itemType: photo.ownerType,
        itemId: photo.ownerId,
        itemLabel: owner.label,
        before: { coverPhotoId: first.id },
        after: { coverPhotoId: id },
      });
    }
    return { photos: await photosOf(tx, photo.ownerType, photo.ownerId) };
  });
}

export interface StoredVariant {
  data: Buffer;
  byteSize: number;
}

/** One variant's bytes for serving; null when the photo or the width does not exist. */
export async function readPhotoVariant(em: EntityManager, photoId: string, width: number): Promise<StoredVariant | null> {
  const variant = await em.findOne(PhotoVariant, { photo: photoId, width }, { populate: ['data'] });
  if (!variant) return null;
  return { data: Buffer.from(variant.data.$), byteSize: variant.byteSize };
}
