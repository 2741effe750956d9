import { ZSearchRequest, ZSearchResponse } from '../../../shared/schemas/search';
import { publicProcedure, router } from '../../trpc/init';
import { search } from './search.service';

const find = publicProcedure
  .input(ZSearchRequest)
  .output(ZSearchResponse)
  .query(({ ctx, input }) => search(ctx.em, input));

export const searchRouter = router({ find });
