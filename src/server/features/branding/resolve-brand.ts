import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand } from '../../../../prisma-free-db/entities/brand';
import type { DomainContext } from '../../../shared/schemas/branding';

type BrandLook = Pick<Brand, 'name' | 'theme' | 'variant' | 'domain'>;

const FALLBACK_BRAND: BrandLook = { name: 'Tours', theme: 'ocean', variant: 'standard', domain: 'localhost' };

/**
 * The brand for a host: one listing the host exactly (`hosts`) wins, then a brand whose prefix
 * starts the host ('manasa.localhost' starts with 'manasa.'; the longest prefix first), then
 * the default brand. Brands are a handful of rows, so they are read and ranked here.
 */
export function brandForHost(brands: readonly Brand[], host: string): Brand | undefined {
  const isExact = (brand: Brand) => brand.hosts.includes(host);
  const prefixLength = (brand: Brand) => brand.hostPrefix?.length ?? 0;
  return brands
    .filter((brand) => isExact(brand) || (brand.hostPrefix && host.startsWith(brand.hostPrefix)) || brand.isDefault)
    .sort((a, b) => Number(isExact(b)) - Number(isExact(a)) || Number(a.isDefault) - Number(b.isDefault) || prefixLength(b) - prefixLength(a))[0];
}

export async function resolveDomainContext(em: EntityManager, host: string): Promise<DomainContext> {
  const normalisedHost = host.toLowerCase();
  const brand = brandForHost(await em.find(Brand, {}), normalisedHost) ?? FALLBACK_BRAND;
  return {
    branding: { name: brand.name, theme: brand.theme },
    domain: normalisedHost,
    isManasaTours: brand.variant === 'manasa',
    variant: brand.variant,
  };
}
