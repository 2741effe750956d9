import { ZDomainContext } from '../../../shared/schemas/branding';
import { catalogueProcedure, router } from '../../trpc/init';
import { resolveDomainContext } from './resolve-brand';

/** The brand of the requesting host. */
const domainContext = catalogueProcedure.output(ZDomainContext).query(({ ctx }) => resolveDomainContext(ctx.em, ctx.host));

export const brandingRouter = router({ domainContext });
