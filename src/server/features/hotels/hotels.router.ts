import { ZHotelDetail, ZHotelPage, ZHotelRequest, ZHotelSearchRequest } from '@shared/schemas/hotels';
import { catalogueProcedure, router } from '../../trpc/init';
import { BOOKABLE_DATE_RULE } from '../../trpc/meta';
import { getHotel, searchHotels } from './hotels.service';
import { hotelMap } from './hotel-map';

/** One page of hotels with the stay and the totals (GET /api/hotels answers its items). */
const search = catalogueProcedure
  .meta({
    summary: 'List hotels matching the filters',
    description:
      'Hotels with rooms free on every night from checkIn to checkOut (default: tonight) that fit the party: ' +
      'rooms (optional), adults (else guests, else 1) and childAges; each item carries its room types and the cheapest rooms that fit (roomsForParty). ' +
      'best rated first, then cheapest, unless sort says price, price_desc, rating or distance. rating n means rated n or better. Prices are in dollars. ' +
      'One page (page, limit); X-Total-Count gives the number over all pages.',
    rest: {
      method: 'get',
      path: '/hotels',
      tag: 'Travel',
      inputRules: {
        maxPrice: 'at least minPrice',
        checkIn: `${BOOKABLE_DATE_RULE}; given whenever checkOut is`,
        checkOut: 'after checkIn, at most 30 nights later',
        rooms: 'at most adults (one adult per room)',
      },
    },
  })
  .input(ZHotelSearchRequest.optional())
  .output(ZHotelPage)
  .query(({ ctx, input }) => searchHotels(ctx.em, { ...input, language: ctx.catalogueLanguage }));

const get = catalogueProcedure
  .meta({
    summary: 'One hotel with its free rooms and room types for a stay',
    description:
      'Its page: photos, description, amenities, the price and rooms free for the stay, and map (its position and the landmarks near it; null: none known).',
    rest: {
      method: 'get',
      path: '/hotels/:id',
      tag: 'Travel',
      inputRules: { checkIn: `${BOOKABLE_DATE_RULE}; given whenever checkOut is`, checkOut: 'after checkIn, at most 30 nights later' },
    },
  })
  .input(ZHotelRequest)
  .output(ZHotelDetail)
  .query(async ({ ctx, input }) => {
    const hotel = await getHotel(ctx.em, input.id, { ...input, language: ctx.catalogueLanguage });
    return { ...hotel, map: await hotelMap(ctx.em, ctx.config, hotel.id) };
  });

export const hotelsRouter = router({ search, get });
