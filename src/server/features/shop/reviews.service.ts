// Ratings that mean something: a product's rating and reviewCount are computed from its
// reviews (product-search.ts); a buyer rates a product once, after an order with it was delivered.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Product, ProductReview as ProductReviewEntity } from '@db/entities/product';
import { OrderLine } from '@db/entities/shop-order';
import { AppError, conflict, notFound } from '../../errors';
import type { ProductReview } from '@shared/schemas/shop';
import { hasMoreAfter, pageOf, type PageRequest } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import { today } from '../../core/travel-calendar';
import type { SessionUser } from '../auth';
import { publicName } from '@shared/public-name';

const REVIEWS_PAGE_SIZE = 10;

function toReviewDto(review: ProductReviewEntity): ProductReview {
  return {
    id: review.id,
    rating: review.rating,
    text: review.text ?? null,
    reviewerName: review.reviewerName ?? null,
    reviewedOn: review.reviewedOn,
    verifiedPurchase: review.user !== null && review.user !== undefined,
  };
}

async function requireProduct(em: EntityManager, id: string): Promise<Product> {
  const product = await em.findOne(Product, id);
  if (!product) throw notFound(t('shop:productNotFound'));
  return product;
}

/** A product's reviews, newest first. */
export async function listReviews(em: EntityManager, productId: string, input: PageRequest) {
  await requireProduct(em, productId);
  const window = pageOf(input, REVIEWS_PAGE_SIZE);
  const [reviews, total] = await em.findAndCount(
    ProductReviewEntity,
    { product: productId },
    { orderBy: { reviewedOn: 'desc', createdAt: 'desc', id: 'asc' }, limit: window.limit, offset: window.offset },
  );
  return { items: reviews.map(toReviewDto), total, page: window.page, limit: window.limit, hasMore: hasMoreAfter(window, reviews.length, total) };
}

/** Whether the user has an order with this product that was delivered to them. */
async function hasDelivered(em: EntityManager, userId: string, productId: string): Promise<boolean> {
  const delivered = await em.count(OrderLine, { product: productId, order: { fulfilment: 'delivered', booking: { user: userId, status: 'confirmed' } } });
  return delivered > 0;
}

/** A buyer's rating (1-5, optional text): once per product, after delivery. */
export async function createReview(em: EntityManager, user: SessionUser, input: { id: string; rating: number; text?: string }): Promise<ProductReview> {
  const product = await requireProduct(em, input.id);
  if (!(await hasDelivered(em, user.id, product.id))) throw new AppError('FORBIDDEN', t('shop:rateAfterDelivery'));
  const id = randomUUID();
  // The unique index on (product, user) decides between two ratings sent at once.
  const inserted = await em
    .createQueryBuilder(ProductReviewEntity)
    .insert({
      id,
      product: product.id,
      user: user.id,
      reviewerName: publicName(user.fullName),
      rating: input.rating,
      text: input.text ?? null,
      reviewedOn: today(),
    })
    .onConflict()
    .ignore()
    .execute('run');
  if (inserted.affectedRows !== 1) throw conflict(t('shop:alreadyRated'), 'id');
  return toReviewDto(await em.findOneOrFail(ProductReviewEntity, id));
}

/** The user's own ratings of these products. */
export async function myRatings(em: EntityManager, userId: string, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const reviews = await em.find(ProductReviewEntity, { user: userId, product: { $in: [...productIds] } });
  return new Map(reviews.map((review) => [review.product.id, review.rating]));
}
