import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const PopularDestination = defineEntity({
  name: 'PopularDestination',
  tableName: 'popular_destination',
  properties: (p) => ({
    id: p.string().primary(),
    name: p.string(),
    country: p.string().nullable(),
    fromPriceCents: p.integer(),
    currency: p.string().default('USD'),
    image: p.string(),
    sortOrder: p.integer().default(0),
  }),
});
export type PopularDestination = InferEntity<typeof PopularDestination>;
