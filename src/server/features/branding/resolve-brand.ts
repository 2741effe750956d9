import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainContext } from '../../../shared/schemas/branding';

interface BrandRow {
  name: string;
  theme: string;
  variant: DomainContext['variant'];
  domain: string;
}

// A host matches a brand exactly (one of its `hosts`) or by prefix ('manasa.localhost'
// starts with 'manasa.'); exact wins, then the longest prefix, then the default brand.
const BRAND_FOR_HOST_SQL = `
  select name, theme, variant, domain from brand
   where ? = any(hosts) or (host_prefix is not null and starts_with(?, host_prefix)) or is_default
   order by (? = any(hosts)) desc, is_default asc, length(coalesce(host_prefix, '')) desc
   limit 1`;

const FALLBACK_BRAND: BrandRow = { name: 'Tours', theme: 'ocean', variant: 'standard', domain: 'localhost' };

export async function resolveDomainContext(em: EntityManager, host: string): Promise<DomainContext> {
  const normalisedHost = host.toLowerCase();
  const [brand] = await em.getConnection().execute<BrandRow[]>(BRAND_FOR_HOST_SQL, [normalisedHost, normalisedHost, normalisedHost]);
  const row = brand ?? FALLBACK_BRAND;
  return {
    branding: { name: row.name, theme: row.theme },
    domain: normalisedHost,
    isManasaTours: row.variant === 'manasa',
    variant: row.variant,
  };
}
