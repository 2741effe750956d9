import { ZSearchRequest, ZSearchResponse } from '@shared/schemas/search';
import { catalogueProcedure, router } from '../../trpc/init';
import { BOOKABLE_DATE_RULE } from '../../trpc/meta';
import { search } from './search.service';

const find = catalogueProcedure
  .meta({
    summary: 'Search hotels, flights, cars or tours',
    description:
      'type hotels (default): name or location; flights: destination city, airport or code, or "Dubai to Nairobi", on `date`; ' +
      'cars: location, brand, model or category; tours: name, location or description. Returns { type, query, total, results }.',
    rest: { method: 'get', path: '/search', tag: 'Travel', inputRules: { date: `${BOOKABLE_DATE_RULE} (flights: today or later)` } },
  })
  .input(ZSearchRequest)
  .output(ZSearchResponse)
  .query(({ ctx, input }) => search(ctx.em, input, ctx.catalogueLanguage));

export const searchRouter = router({ find });
