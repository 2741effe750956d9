import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { ExchangeRate, Product, ProductReview } from '../entities/product';
import { demoExchangeRates } from './demo/exchange-rates';
import { demoProductReviews } from './demo/product-reviews';
import { demoProducts } from './demo/products';
import { upsertAll } from './upsert';

/** Columns the demo data owns and re-seeding refreshes; stock (capacity, booked) is the shop's once inserted. */
const CATALOGUE_FIELDS = [
  'name',
  'description',
  'shortDescription',
  'priceMinor',
  'currency',
  'country',
  'region',
  'category',
  'brand',
  'images',
  'weight',
  'dimensions',
  'featured',
  'sortOrder',
] as const;

/**
 * DEMO DATA: the Local Marketplace's products, their seeded reviews (which the ratings are
 * computed from) and the exchange rates. A product's stock is set when it is first inserted and
 * is the shop's from then on (orders take it), so a restart never refills sold-out products.
 */
export class MarketplaceSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await seedMarketplace(em);
  }
}

export async function seedMarketplace(em: EntityManager): Promise<void> {
  const products = demoProducts.map((product, index) => ({
    id: product.id,
    name: product.name,
    description: product.description,
    shortDescription: product.shortDescription,
    priceMinor: product.priceMinor,
    currency: product.currency,
    country: product.country,
    region: product.region,
    category: product.category,
    brand: product.brand,
    images: product.images,
    weight: product.weight,
    dimensions: product.dimensions,
    featured: product.featured,
    capacity: product.stockQuantity,
    booked: 0,
    sortOrder: index,
  }));
  await em.upsertMany(Product, products, { onConflictFields: ['id'], onConflictAction: 'merge', onConflictMergeFields: [...CATALOGUE_FIELDS] });
  await upsertAll(
    em,
    ProductReview,
    demoProductReviews.map((review) => ({
      id: review.id,
      product: review.productId,
      user: null,
      reviewerName: review.reviewerName,
      rating: review.rating,
      text: review.text,
      reviewedOn: review.reviewedOn,
    })),
  );
  await upsertAll(
    em,
    ExchangeRate,
    demoExchangeRates.map((rate) => ({ currency: rate.currency, unitsPerUsd: rate.unitsPerUsd, asOf: rate.asOf })),
  );
}
