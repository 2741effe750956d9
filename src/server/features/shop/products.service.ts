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
import { localizeItem } from '@shared/catalogue-translations';
import type { Language } from '@shared/languages';

function toProductDto({ product, rating, reviewCount, stockQuantity }: ProductFigures, language: Language, photos: Photo[] = []): Product {
  const dto: Product = {
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
  return localizeItem(dto, product.translations, language, ['name', 'shortDescription', 'description']);
}

/** One page of the catalogue; searching ranks by relevance, otherwise catalogue order with sold-out products last. */
export async function listProducts(em: EntityManager, input: ProductListRequest, language: Language = 'en'): Promise<ProductPage> {
  const window = pageOf(input, PRODUCTS_PAGE_SIZE);
  const { rows, total } = await findProducts(em, input, window);
  const photos = await photosByOwner(
    em,
    'product',
    rows.map((row) => row.product.id),
  );
  return {
    items: rows.map((row) => toProductDto(row, language, photos.get(row.product.id))),
    total,
    page: window.page,
    limit: window.limit,
    hasMore: hasMoreAfter(window, rows.length, total),
  };
}

export async function getProduct(em: EntityManager, id: string, language: Language = 'en'): Promise<Product> {
  const { rows } = await findProducts(em, { ids: [id] }, { limit: 1, offset: 0 });
  if (rows.length === 0) throw notFound(t('shop:productNotFound'));
  return toProductDto(rows[0], language, await photosOf(em, 'product', id));
}
