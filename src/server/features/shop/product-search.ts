// The product list statement (GET /api/products). It stays raw SQL because one statement must
// rank full-text matches (the generated, weighted search_vector) together with trigram
// similarity (pg_trgm: 'cofee' finds coffee), add the stock of lapsed holds back, compute each
// product's rating from its reviews, and page with a window count. Rows come back as Product
// entities (em.map) plus computed figures, so nothing here copies the table's columns.
import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from '@db/entities/product';
import type { ProductCategory, ProductRegion } from '@shared/schemas/shop';
import { lapsedHoldSql } from '../../core/inventory/lapsed-holds';

export interface ProductFilters {
  category?: ProductCategory;
  region?: ProductRegion;
  search?: string;
  featured?: boolean;
  /** Only these products (one product's page, a cart). */
  ids?: readonly string[];
}

export interface ProductFigures {
  product: Product;
  /** Average of the reviews to one decimal, as text ('4.7'); null without reviews. */
  rating: string | null;
  reviewCount: number;
  stockQuantity: number;
}

/** The product columns the statement reads: every stored column but the search helpers. */
function productColumns(em: EntityManager): string {
  const quote = (name: string) => em.getPlatform().quoteIdentifier(name);
  return em
    .getMetadata(Product)
    .props.filter((prop) => !prop.lazy && prop.fieldNames?.length === 1)
    .map((prop) => `p.${quote(prop.fieldNames[0])}`)
    .join(', ');
}

/** The SQL of one page of the product list (with `?` placeholders) and its parameters. */
export function productSearchSql(em: EntityManager, filters: ProductFilters, page: { limit: number; offset: number }): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  let rank = '';
  if (filters.search) {
    // websearch_to_tsquery: plain words are ANDed, "quoted phrases" and -exclusions work;
    // `<%` is pg_trgm's word similarity (>= pg_trgm.word_similarity_threshold, 0.6), served by
    // the GIN trigram index on search_title.
    params.push(filters.search, filters.search.toLowerCase());
    where.push(`(p.search_vector @@ q.tsq or q.text <% p.search_title)`);
    rank = `(ts_rank(p.search_vector, q.tsq) + word_similarity(q.text, p.search_title)) desc, `;
  }
  if (filters.category) {
    where.push('p.category = ?');
    params.push(filters.category);
  }
  if (filters.region) {
    where.push('p.region = ?');
    params.push(filters.region);
  }
  if (filters.featured !== undefined) {
    where.push('p.featured = ?');
    params.push(filters.featured);
  }
  if (filters.ids) {
    // An array binding expands to one placeholder per id.
    where.push(filters.ids.length > 0 ? 'p.id in (?)' : 'false');
    if (filters.ids.length > 0) params.push([...filters.ids]);
  }
  params.push(page.limit, page.offset);
  const sql = `select ${productColumns(em)},
         stats.rating, coalesce(stats.review_count, 0)::int as review_count,
         greatest(0, p.capacity - p.booked + coalesce(lapsed.units, 0))::int as stock_quantity,
         count(*) over ()::int as total_count
    from product p
    ${filters.search ? `cross join (select websearch_to_tsquery('english', ?) as tsq, ?::text as text) q` : ''}
    left join lateral (
      select round(avg(r.rating), 1)::text as rating, count(*) as review_count from product_review r where r.product_id = p.id
    ) stats on true
    left join lateral (
      select sum(l.quantity) as units from order_line l join booking b on b.id = l.order_id
       where l.product_id = p.id and ${lapsedHoldSql('b')}
    ) lapsed on true
    ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
    order by ${rank}(p.capacity - p.booked + coalesce(lapsed.units, 0) > 0) desc, p.sort_order, p.id
    limit ? offset ?`;
  return { sql, params };
}

/** One page of products with their rating, review count and stock, and the total over all pages. */
export async function findProducts(
  em: EntityManager,
  filters: ProductFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductFigures[]; total: number }> {
  const { sql, params } = productSearchSql(em, filters, page);
  type Row = EntityDictionary<Product> & { rating: string | null; review_count: number; stock_quantity: number; total_count: number };
  const rows = await em.execute<Row[]>(sql, params);
  // A page past the end has no row to carry the total: count on the first page instead.
  if (rows.length === 0 && page.offset > 0) return { rows: [], total: (await findProducts(em, filters, { limit: 1, offset: 0 })).total };
  return {
    total: rows[0]?.total_count ?? 0,
    rows: rows.map(({ rating, review_count, stock_quantity, total_count: _total, ...columns }) => ({
      product: em.map(Product, columns),
      rating,
      reviewCount: review_count,
      stockQuantity: stock_quantity,
    })),
  };
}
