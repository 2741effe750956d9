// The brand form's values and its errors by field path ('contact.email', 'businessHours.0.close'),
// checked in the browser with the server's own schema first.
import { ZBrandUpdateRequest, type BrandSettings, type BrandUpdateRequest } from '../../../../shared/schemas/branding';
import type { TFunction } from 'i18next';
import { issueText } from '../../../lib/validation';

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
    contact: { email: blank(values.contact.email), phone: blank(values.contact.phone), whatsapp: blank(values.contact.whatsapp), address: blank(values.contact.address) },
  };
}

export function validateBrand(id: string, values: BrandValues, t: TFunction): { data?: BrandUpdateRequest; errors: Record<string, string> } {
  const parsed = ZBrandUpdateRequest.safeParse({ id, ...normalise(values) });
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issueText(issue, t);
  return { errors };
}
