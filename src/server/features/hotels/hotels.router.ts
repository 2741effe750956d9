import { z } from 'zod';
import { ZHotel, ZHotelPage, ZHotelRequest, ZHotelSearchRequest } from '../../../shared/schemas/hotels';
import { publicProcedure, router } from '../../trpc/init';
import { getHotel, searchHotels } from './hotels.service';

const search = publicProcedure
  .meta({ summary: 'Search hotels (one page, with totals)' })
  .input(ZHotelSearchRequest.optional())
  .output(ZHotelPage)
  .query(({ ctx, input }) => searchHotels(ctx.em, input ?? {}));

// The spec's GET /api/hotels answers a plain list; the total travels in X-Total-Count.
const list = publicProcedure
  .meta({
    summary: 'List hotels matching the filters',
    description:
      'Hotels with at least ceil(guests / 2) rooms free on every night from checkIn to checkOut (default: tonight), ' +
      'best rated first, then cheapest. rating n means rated n or better. X-Total-Count gives the number over all pages.',
  })
  .input(ZHotelSearchRequest.optional())
  .output(z.array(ZHotel))
  .query(async ({ ctx, input }) => {
    const page = await searchHotels(ctx.em, input ?? {});
    ctx.res?.setHeader('X-Total-Count', String(page.total));
    return page.items;
  });

const get = publicProcedure
  .meta({ summary: 'One hotel with its free rooms for a stay' })
  .input(ZHotelRequest)
  .output(ZHotel)
  .query(({ ctx, input }) => getHotel(ctx.em, input.id, input.checkIn, input.checkOut));

export const hotelsRouter = router({ search, list, get });
