import { defineEntity, type InferEntity } from '@mikro-orm/core';

// Money is stored as integer minor units (cents); the API turns it into a decimal string.
export const TourPackage = defineEntity({
  name: 'TourPackage',
  tableName: 'tour_package',
  properties: (p) => ({
    id: p.string().primary(),
    name: p.string(),
    duration: p.string(),
    durationDays: p.integer(),
    location: p.string(),
    description: p.text(),
    priceCents: p.integer(),
    currency: p.string().default('USD'),
    discountPercent: p.integer().default(0),
    images: p.json<string[]>(),
    featured: p.boolean().default(true),
    sortOrder: p.integer().default(0),
  }),
});
export type TourPackage = InferEntity<typeof TourPackage>;
