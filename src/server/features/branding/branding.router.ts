import { ZDomainContext } from '../../../shared/schemas/branding';
import { publicProcedure, router } from '../../trpc/init';
import { resolveDomainContext } from './resolve-brand';

const domainContext = publicProcedure
  .meta({ summary: 'Brand for the requesting host' })
  .output(ZDomainContext)
  .query(({ ctx }) => resolveDomainContext(ctx.em, ctx.host));

export const brandingRouter = router({ domainContext });
