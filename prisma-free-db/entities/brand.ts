import { defineEntity, type InferEntity } from '@mikro-orm/core';

// A brand is how the app presents itself for a host: its name, theme and variant.
// Hosts map to brands either exactly (`hosts`) or by their first label (`hostPrefix`,
// e.g. 'manasa.' so that manasa.localhost:3000 shows the flagged variant locally).
import { BRAND_VARIANTS } from '../../src/shared/schemas/branding';

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
  }),
});
export type Brand = InferEntity<typeof Brand>;
