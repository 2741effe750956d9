import { z } from 'zod';
import { ZPhoto, ZPhotoIdRequest, ZPhotoItem, ZPhotoItemsRequest, ZPhotoOwner, ZPhotoUploadRequest } from '@shared/schemas/photos';
import { router, staffProcedure } from '../../trpc/init';
import { deletePhoto, listPhotos, setCoverPhoto, uploadPhoto } from './photos.service';
import { listPhotoItems } from './photo-items';

const ZPhotoList = z.object({ photos: z.array(ZPhoto) });

const list = staffProcedure
  .meta({
    summary: "An item's photos, cover first",
    rest: { method: 'get', path: '/admin/photos', tag: 'Back office' },
  })
  .input(ZPhotoOwner)
  .output(z.array(ZPhoto))
  .query(({ ctx, input }) => listPhotos(ctx.em, input));

/** The file's bytes arrive as the REST body (POST /api/admin/photos); see http/routes/backoffice.ts. */
const upload = staffProcedure
  .meta({
    summary: 'Upload a photo for a tour, hotel, car, product or (admins) a brand logo',
    description:
      'The body is the file itself (JPEG, PNG or WebP, at most 5 MB), recognised by its bytes whatever its name or Content-Type. ' +
      "It is re-encoded to WebP at a few widths (never wider than the original) and served from /media/photos/ with a year's caching; the answer's srcSet lists them. " +
      'A brand logo replaces the brand’s logo. Refused files leave nothing behind.',
    rest: {
      method: 'post',
      path: '/admin/photos',
      tag: 'Back office',
      status: 201,
      errors: {
        404: 'No such item to attach the photo to',
        409: 'The item has the most photos it may have',
        413: 'The file is larger than 5 MB',
        415: 'Not a JPEG, PNG or WebP image (judged by its bytes)',
        422: 'The image is damaged or incomplete',
      },
    },
  })
  .input(ZPhotoUploadRequest)
  .output(ZPhoto)
  .mutation(({ ctx, input }) => uploadPhoto(ctx.em, ctx.user, input));

const remove = staffProcedure
  .meta({
    summary: 'Delete a photo',
    rest: { method: 'delete', path: '/admin/photos/:id', tag: 'Back office', errors: { 409: 'A brand logo is replaced, not deleted' } },
  })
  .input(ZPhotoIdRequest)
  .output(ZPhotoList)
  .mutation(({ ctx, input }) => deletePhoto(ctx.em, ctx.user, input.id));

const setCover = staffProcedure
  .meta({
    summary: "Make a photo the item's cover (shown first)",
    rest: { method: 'post', path: '/admin/photos/:id/cover', tag: 'Back office' },
  })
  .input(ZPhotoIdRequest)
  .output(ZPhotoList)
  .mutation(({ ctx, input }) => setCoverPhoto(ctx.em, ctx.user, input.id));

/** Hotels or cars for the photo tool, with their photo counts. */
const items = staffProcedure
  .input(ZPhotoItemsRequest)
  .output(z.array(ZPhotoItem))
  .query(({ ctx, input }) => listPhotoItems(ctx.em, input));

export const mediaRouter = router({ list, upload, remove, setCover, items });
