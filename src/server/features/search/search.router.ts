import { ZSearchRequest, ZSearchResponse } from '../../../shared/schemas/search';
import { catalogueProcedure, router } from '../../trpc/init';
import { search } from './search.service';

const find = catalogueProcedure
  .input(ZSearchRequest)
  .output(ZSearchResponse)
  .query(({ ctx, input }) => search(ctx.em, input));

export const searchRouter = router({ find });
