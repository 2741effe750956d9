import { z } from 'zod';
import { ZPhoto, ZPhotoIdRequest, ZPhotoItem, ZPhotoItemsRequest, ZPhotoOwner, ZPhotoUploadRequest } from '../../../shared/schemas/photos';
import { router, staffProcedure } from '../../trpc/init';
import { deletePhoto, listPhotos, setCoverPhoto, uploadPhoto } from './photos.service';
import { listPhotoItems } from './photo-items';

const ZPhotoList = z.object({ photos: z.array(ZPhoto) });

const list = staffProcedure.input(ZPhotoOwner).output(z.array(ZPhoto)).query(({ ctx, input }) => listPhotos(ctx.em, input));

/** The file's bytes arrive as the REST body (POST /api/admin/photos); see http/routes/backoffice.ts. */
const upload = staffProcedure.input(ZPhotoUploadRequest).output(ZPhoto).mutation(({ ctx, input }) => uploadPhoto(ctx.em, ctx.user, input));

const remove = staffProcedure.input(ZPhotoIdRequest).output(ZPhotoList).mutation(({ ctx, input }) => deletePhoto(ctx.em, ctx.user, input.id));

const setCover = staffProcedure.input(ZPhotoIdRequest).output(ZPhotoList).mutation(({ ctx, input }) => setCoverPhoto(ctx.em, ctx.user, input.id));

/** Hotels or cars for the photo tool, with their photo counts. */
const items = staffProcedure.input(ZPhotoItemsRequest).output(z.array(ZPhotoItem)).query(({ ctx, input }) => listPhotoItems(ctx.em, input));

export const mediaRouter = router({ list, upload, remove, setCover, items });
