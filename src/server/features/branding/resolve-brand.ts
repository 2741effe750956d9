import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand } from '@db/entities/brand';
import { DEFAULT_BUSINESS_HOURS, EMPTY_CONTACT, type DomainContext } from '@shared/schemas/branding';

type BrandLook = Pick<
  Brand,
  'name' | 'theme' | 'variant' | 'domain' | 'logo' | 'partnerLinks' | 'aboutText' | 'contact' | 'businessHours' | 'emergencySupport'
>;

const FALLBACK_BRAND: BrandLook = {
  name: 'Tours',
  theme: 'ocean',
  variant: 'standard',
  domain: 'localhost',
  logo: '/images/brands/tours.svg',
  partnerLinks: [],
  aboutText: null,
  contact: EMPTY_CONTACT,
  businessHours: DEFAULT_BUSINESS_HOURS,
  emergencySupport: true,
};

/**
 * The brand for a host: one listing the host exactly (`hosts`) wins, then a brand whose prefix
 * starts the host ('manasa.localhost' starts with 'manasa.'; the longest prefix first), then
 * the default brand. Brands are a handful of rows, so they are read and ranked here.
 */
export function brandForHost<B extends Pick<Brand, 'hosts' | 'hostPrefix' | 'isDefault'>>(brands: readonly B[], host: string): B | undefined {
  const isExact = (brand: B) => brand.hosts.includes(host);
  const prefixLength = (brand: B) => brand.hostPrefix?.length ?? 0;
  return brands
    .filter((brand) => isExact(brand) || (brand.hostPrefix && host.startsWith(brand.hostPrefix)) || brand.isDefault)
    .sort((a, b) => Number(isExact(b)) - Number(isExact(a)) || Number(a.isDefault) - Number(b.isDefault) || prefixLength(b) - prefixLength(a))[0];
}

/**
 * What picks the brand of a host, for every brand (a handful of rows), for callers that match
 * many hosts against them and keep them until the brands change (the shell cache).
 */
export async function brandHostRules(em: EntityManager): Promise<Pick<Brand, 'id' | 'hosts' | 'hostPrefix' | 'isDefault'>[]> {
  return em.find(Brand, {}, { fields: ['id', 'hosts', 'hostPrefix', 'isDefault'], refresh: true });
}

/**
 * The brand's support address: the contact e-mail its admins set, else support@<its domain>.
 * /contact, About, the From of replies and the inbound mail listener all use this one address.
 */
export function supportAddress(brand: Pick<Brand, 'contact' | 'domain'>): string {
  return brand.contact.email ?? `support@${brand.domain}`;
}

/**
 * Read from the brand table on every request (a handful of rows, no cache), so a change an
 * admin saves shows on every app instance at once, without a restart.
 */
export async function resolveDomainContext(em: EntityManager, host: string): Promise<DomainContext> {
  const normalisedHost = host.toLowerCase();
  const brand: BrandLook = brandForHost(await em.find(Brand, {}, { refresh: true }), normalisedHost) ?? FALLBACK_BRAND;
  return {
    branding: { name: brand.name, theme: brand.theme, logo: brand.logo },
    domain: normalisedHost,
    isManasaTours: brand.variant === 'manasa',
    variant: brand.variant,
    partnerLinks: brand.partnerLinks,
    aboutText: brand.aboutText ?? null,
    contact: { ...brand.contact, email: supportAddress(brand) },
    businessHours: brand.businessHours,
    emergencySupport: brand.emergencySupport,
  };
}
