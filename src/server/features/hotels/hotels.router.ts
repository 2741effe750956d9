import { ZHotel, ZHotelPage, ZHotelRequest, ZHotelSearchRequest } from '../../../shared/schemas/hotels';
import { catalogueProcedure, router } from '../../trpc/init';
import { getHotel, searchHotels } from './hotels.service';

/** One page of hotels with the stay and the totals (GET /api/hotels answers its items). */
const search = catalogueProcedure
  .input(ZHotelSearchRequest.optional())
  .output(ZHotelPage)
  .query(({ ctx, input }) => searchHotels(ctx.em, input ?? {}));

const get = catalogueProcedure
  .input(ZHotelRequest)
  .output(ZHotel)
  .query(({ ctx, input }) => getHotel(ctx.em, input.id, input.checkIn, input.checkOut));

export const hotelsRouter = router({ search, get });
