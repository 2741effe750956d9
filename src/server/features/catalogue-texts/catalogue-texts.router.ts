import {
  ZCatalogueTextsIdRequest,
  ZHotelTexts,
  ZHotelTextsUpdateRequest,
  ZProductTexts,
  ZProductTextsUpdateRequest,
  ZRoomTypeTextsUpdateRequest,
} from '@shared/schemas/catalogue-texts';
import { router, staffProcedure } from '../../trpc/init';
import { getHotelTexts, getProductTexts, updateHotelTexts, updateProductTexts, updateRoomTypeTexts } from './catalogue-texts';

// Catalogue texts (staff): the Kiswahili and Arabic texts of hotels, room types and products.
const hotel = staffProcedure
  .meta({
    summary: "A hotel's description and its room types' names, in English and in Kiswahili and Arabic",
    rest: { method: 'get', path: '/admin/hotels/:id/texts', tag: 'Back office' },
  })
  .input(ZCatalogueTextsIdRequest)
  .output(ZHotelTexts)
  .query(({ ctx, input }) => getHotelTexts(ctx.em, input.id));
const updateHotel = staffProcedure
  .meta({
    summary: "Write a hotel's description in Kiswahili and Arabic",
    rest: { method: 'put', path: '/admin/hotels/:id/texts', tag: 'Back office' },
  })
  .input(ZHotelTextsUpdateRequest)
  .output(ZHotelTexts)
  .mutation(({ ctx, input }) => updateHotelTexts(ctx.em, ctx.user, input));
const updateRoomType = staffProcedure
  .meta({
    summary: "Write a room type's name in Kiswahili and Arabic (answers its hotel's texts)",
    rest: { method: 'put', path: '/admin/room-types/:id/texts', tag: 'Back office' },
  })
  .input(ZRoomTypeTextsUpdateRequest)
  .output(ZHotelTexts)
  .mutation(({ ctx, input }) => updateRoomTypeTexts(ctx.em, ctx.user, input));
const product = staffProcedure
  .meta({
    summary: "A product's name and descriptions, in English and in Kiswahili and Arabic",
    rest: { method: 'get', path: '/admin/products/:id/texts', tag: 'Back office' },
  })
  .input(ZCatalogueTextsIdRequest)
  .output(ZProductTexts)
  .query(({ ctx, input }) => getProductTexts(ctx.em, input.id));
const updateProduct = staffProcedure
  .meta({
    summary: "Write a product's name and descriptions in Kiswahili and Arabic",
    rest: { method: 'put', path: '/admin/products/:id/texts', tag: 'Back office' },
  })
  .input(ZProductTextsUpdateRequest)
  .output(ZProductTexts)
  .mutation(({ ctx, input }) => updateProductTexts(ctx.em, ctx.user, input));

export const catalogueTextsRouter = router({ hotel, updateHotel, updateRoomType, product, updateProduct });
