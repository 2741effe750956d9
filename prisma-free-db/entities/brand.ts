import { defineEntity, type InferEntity } from '@mikro-orm/core';

// A brand is how the app presents itself for a host: its name, theme and variant.
// Hosts map to brands either exactly (`hosts`) or by their first label (`hostPrefix`,
// e.g. 'manasa.' so that manasa.localhost:3000 shows the flagged variant locally).
import { BRAND_VARIANTS, DEFAULT_BUSINESS_HOURS, EMPTY_CONTACT, type BrandContact, type OpeningHours, type PartnerLink } from '@shared/schemas/branding';

const jsonDefault = (value: unknown) => `'${JSON.stringify(value)}'`;

export const Brand = defineEntity({
  name: 'Brand',
  tableName: 'brand',
  properties: (p) => ({
    id: p.string().primary(),
    name: p.string(),
    theme: p.string(),
    variant: p.enum([...BRAND_VARIANTS]),
    domain: p.string(),
    hosts: p.array().default([]),
    hostPrefix: p.string().nullable().unique(),
    isDefault: p.boolean().default(false),
    /** A designed logo (/images/brands/*.svg) or an uploaded one (/media/photos/...). */
    logo: p.string().default('/images/brands/tours.svg'),
    partnerLinks: p.json<PartnerLink[]>().defaultRaw(jsonDefault([])),
    /** The brand's own About text; null: the app's text for its variant. */
    aboutText: p.text().nullable(),
    contact: p.json<BrandContact>().defaultRaw(jsonDefault(EMPTY_CONTACT)),
    /** Monday to Sunday (shared/schemas/branding.ts ZBusinessHours). */
    businessHours: p.json<OpeningHours[]>().defaultRaw(jsonDefault(DEFAULT_BUSINESS_HOURS)),
    emergencySupport: p.boolean().default(true),
    /** When an admin last saved the settings; the demo seed leaves such brands alone. */
    updatedAt: p.datetime().nullable(),
  }),
});
export type Brand = InferEntity<typeof Brand>;
