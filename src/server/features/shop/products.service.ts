// The catalogue: GET /api/products (filters, search, paging) and one product.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors';
import { minorToAmount } from '@shared/local-money';
import { PRODUCTS_PAGE_SIZE, type Product, type ProductListRequest, type ProductPage } from '@shared/schemas/shop';
import { hasMoreAfter, pageOf } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import { imagesWithPhotos, photosByOwner, photosOf } from '../../core/photos';
import type { Photo } from '@shared/schemas/photos';
import { findProducts, type ProductFigures } from './product-search';

export function toProductDto({ product, rating, reviewCount, stockQuantity }: ProductFigures, photos: Photo[] = []): Product {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    shortDescription: product.shortDescription,
    price: minorToAmount(product.priceMinor, product.currency),
    currency: product.currency,
    country: product.country,
    region: product.region,
    category: product.category,
    brand: product.brand,
    images: imagesWithPhotos(photos, product.images),
    photos,
    rating,
    reviewCount,
    inStock: stockQuantity > 0,
    stockQuantity,
    weight: product.weight,
    dimensions: product.dimensions,
    featured: product.featured,
  };
}

/** One page of the catalogue; searching ranks by relevance, otherwise catalogue order with sold-out products last. */
export async function listProducts(em: EntityManager, input: ProductListRequest): Promise<ProductPage> {
  const window = pageOf(input, PRODUCTS_PAGE_SIZE);
  const { rows, total } = await findProducts(em, input, window);
  const photos = await photosByOwner(
    em,
    'product',
    rows.map((row) => row.product.id),
  );
  return {
    items: rows.map((row) => toProductDto(row, photos.get(row.product.id))),
    total,
    page: window.page,
    limit: window.limit,
    hasMore: hasMoreAfter(window, rows.length, total),
  };
}

export async function getProduct(em: EntityManager, id: string): Promise<Product> {
  const { rows } = await findProducts(em, { ids: [id] }, { limit: 1, offset: 0 });
  if (rows.length === 0) throw notFound(t('shop:productNotFound'));
  return toProductDto(rows[0], await photosOf(em, 'product', id));
}
