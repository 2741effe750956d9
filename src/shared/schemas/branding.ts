import { z } from 'zod';
import { BRAND_VARIANTS } from '../brand-variants';

export { BRAND_VARIANTS, type BrandVariant } from '../brand-variants';

// Spec §3/§7: branding.name, branding.theme, domain and the flag. `is{product}` and
// isManasaTours are one flag (shared/PRODUCT.md); `variant` also names the eco variant.
export const ZDomainContext = z.object({
  branding: z.object({ name: z.string(), theme: z.string() }),
  domain: z.string(),
  isManasaTours: z.boolean(),
  variant: z.enum(BRAND_VARIANTS),
});
export type DomainContext = z.infer<typeof ZDomainContext>;
