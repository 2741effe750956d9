// The brand form's values, and what the server's schema is given from them (BrandForm checks
// them with it, errors by field path: 'contact.email', 'businessHours.0.close').
import type { BrandSettings, BrandUpdateRequest } from '@shared/schemas/branding';

export type BrandValues = Omit<BrandUpdateRequest, 'id'>;

export function valuesOf(brand: BrandSettings): BrandValues {
  return {
    name: brand.name,
    theme: brand.theme,
    logo: brand.logo,
    domain: brand.domain,
    // The main domain is one of the hosts already: listed once, in its own field.
    hosts: brand.hosts.filter((host) => host !== brand.domain),
    hostPrefix: brand.hostPrefix,
    partnerLinks: brand.partnerLinks,
    aboutText: brand.aboutText,
    contact: brand.contact,
    businessHours: brand.businessHours,
    emergencySupport: brand.emergencySupport,
  };
}

/** Blank optional texts are 'none' (null), as the server stores them. */
export function normalise(values: BrandValues): BrandValues {
  const blank = (value: string | null | undefined) => (value && value.trim() ? value : null);
  return {
    ...values,
    hostPrefix: blank(values.hostPrefix),
    aboutText: blank(values.aboutText),
    contact: {
      email: blank(values.contact.email),
      phone: blank(values.contact.phone),
      whatsapp: blank(values.contact.whatsapp),
      address: blank(values.contact.address),
    },
  };
}
