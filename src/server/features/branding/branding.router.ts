import { z } from 'zod';
import { ZBrandSettings, ZBrandUpdateRequest, ZDomainContext } from '../../../shared/schemas/branding';
import { adminProcedure, catalogueProcedure, router } from '../../trpc/init';
import { listBrandSettings, updateBrandSettings } from './brand-settings';
import { resolveDomainContext } from './resolve-brand';

/** The brand of the requesting host. */
const domainContext = catalogueProcedure.output(ZDomainContext).query(({ ctx }) => resolveDomainContext(ctx.em, ctx.host));

/** Settings: admins only. */
const list = adminProcedure.output(z.array(ZBrandSettings)).query(({ ctx }) => listBrandSettings(ctx.em));

const update = adminProcedure.input(ZBrandUpdateRequest).output(ZBrandSettings).mutation(({ ctx, input }) => updateBrandSettings(ctx.em, ctx.user, input));

export const brandingRouter = router({ domainContext, list, update });
