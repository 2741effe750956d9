import { z } from 'zod';
import { ZBrandSettings, ZBrandUpdateRequest, ZDomainContext } from '@shared/schemas/branding';
import { adminProcedure, catalogueProcedure, router } from '../../trpc/init';
import { listBrandSettings, updateBrandSettings } from './brand-settings';
import { resolveDomainContext } from './resolve-brand';

/** The brand of the requesting host. */
const domainContext = catalogueProcedure
  .meta({
    summary: 'Brand for the requesting host',
    rest: { method: 'get', path: '/domain-context', tag: 'Branding' },
  })
  .output(ZDomainContext)
  .query(({ ctx }) => resolveDomainContext(ctx.em, ctx.host));

/** Settings: admins only. */
const list = adminProcedure
  .meta({
    summary: "Every brand's settings (admins only)",
    rest: { method: 'get', path: '/admin/brands', tag: 'Branding' },
  })
  .output(z.array(ZBrandSettings))
  .query(({ ctx }) => listBrandSettings(ctx.em));

const update = adminProcedure
  .meta({
    summary: "Save a brand's settings (admins only)",
    description: 'Takes effect at once on every instance: GET /api/domain-context reads the brand table on each request.',
    rest: {
      method: 'put',
      path: '/admin/brands/:id',
      tag: 'Branding',
      errors: { 404: 'No such brand' },
      inputRules: {
        businessHours: 'the seven days from Monday to Sunday in that order; each open day closes after it opens',
      },
    },
  })
  .input(ZBrandUpdateRequest)
  .output(ZBrandSettings)
  .mutation(({ ctx, input }) => updateBrandSettings(ctx.em, ctx.user, input));

export const brandingRouter = router({ domainContext, list, update });
