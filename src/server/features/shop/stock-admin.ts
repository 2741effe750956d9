// Marketplace stock and prices for staff (back office). Stock is the product's counted
// ledger (stock.ts): staff set how many a shopper can buy now, and capacity becomes what is sold
// or held plus that, so unpaid orders keep their units and the CHECK still holds. A price change
// is the product's price from now on: placed orders keep their own line prices (order_line), and
// carts mark the line as changed. Each change is written with its audit event in one transaction.
import { LockMode, raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from '@db/entities/product';
import { OrderLine } from '@db/entities/shop-order';
import { amountToMinor, minorToAmount, minorUnits } from '@shared/local-money';
import { LOW_STOCK, type SetPriceRequest, type SetStockRequest, type StockItem, type StockListRequest, type StockPage } from '@shared/schemas/operations';
import type { Photo } from '@shared/schemas/photos';
import { notFound } from '../../errors';
import { t } from '../../core/i18n';
import { recordAudit, type AuditActor } from '../../core/audit';
import { containsPattern, fieldError, hasMoreAfter, pageOf } from '../../core/catalogue-query';
import { imagesWithPhotos, photosByOwner } from '../../core/photos';
import { availableOf, expireLapsedOrdersHolding, lapsedUnitsOf } from './stock';

const PAGE_SIZE = 20;

/** Units held by unpaid orders whose hold still runs, per product. */
async function unitsOnHold(em: EntityManager, productIds: readonly string[]): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  if (productIds.length === 0) return held;
  const lines = await em.find(
    OrderLine,
    { product: { $in: [...productIds] }, order: { booking: { type: 'order', status: 'pending', holdExpiresAt: { $gt: sql.now() } } } },
    { fields: ['product', 'quantity'] },
  );
  for (const line of lines) held.set(line.product.id, (held.get(line.product.id) ?? 0) + line.quantity);
  return held;
}

function toStockItem(product: Product, stockQuantity: number, onHold: number, photos: Photo[] = []): StockItem {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    country: product.country,
    region: product.region,
    category: product.category,
    image: imagesWithPhotos(photos, product.images)[0] ?? null,
    photos,
    price: minorToAmount(product.priceMinor, product.currency),
    currency: product.currency,
    stockQuantity,
    onHold,
  };
}

async function stockItems(em: EntityManager, products: Product[]): Promise<StockItem[]> {
  const ids = products.map((product) => product.id);
  const lapsed = await lapsedUnitsOf(em, ids);
  const held = await unitsOnHold(em, ids);
  const photos = await photosByOwner(em, 'product', ids);
  return products.map((product) => toStockItem(product, availableOf(product, lapsed), held.get(product.id) ?? 0, photos.get(product.id)));
}

/**
 * The catalogue for the stock screen: by name, brand, country or id, region and category, in
 * catalogue order. "Low stock" compares the ledger (lapsed holds not added back), which can only
 * list a product early, never miss one.
 */
export async function listStock(em: EntityManager, input: StockListRequest): Promise<StockPage> {
  const window = pageOf(input, PAGE_SIZE);
  const pattern = input.search ? containsPattern(input.search) : null;
  const where = {
    ...(pattern ? { $or: [{ name: { $ilike: pattern } }, { brand: { $ilike: pattern } }, { country: { $ilike: pattern } }, { id: { $ilike: pattern } }] } : {}),
    ...(input.region ? { region: input.region } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.lowStock ? { [raw('capacity - booked')]: { $lte: LOW_STOCK } } : {}),
  };
  const [products, total] = await em.findAndCount(Product, where, {
    orderBy: { sortOrder: 'asc', id: 'asc' },
    limit: window.limit,
    offset: window.offset,
    refresh: true,
  });
  const items = await stockItems(em, products);
  return { items, total, page: window.page, limit: window.limit, hasMore: hasMoreAfter(window, products.length, total) };
}

async function stockItem(em: EntityManager, id: string): Promise<StockItem> {
  const product = await em.findOne(Product, id, { refresh: true });
  if (!product) throw notFound(t('shop:productNotFound'));
  return (await stockItems(em, [product]))[0];
}

/**
 * Sets how many a shopper can buy now. Lapsed holds on the product are expired first (their
 * units come back), in the order checkout takes locks (orders, then the product), so the two
 * never deadlock; then, with the product row locked, capacity = booked + the new quantity:
 * units held by unpaid orders stay theirs, and a checkout racing this waits for it.
 */
export async function setStock(em: EntityManager, actor: AuditActor, input: SetStockRequest): Promise<StockItem> {
  await em.transactional(async (tx) => {
    if (!(await tx.count(Product, { id: input.id }))) throw notFound(t('shop:productNotFound'));
    await expireLapsedOrdersHolding(tx, [input.id]);
    const product = await tx.findOneOrFail(Product, input.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const before = product.capacity - product.booked;
    if (before === input.stockQuantity) return;
    product.capacity = product.booked + input.stockQuantity;
    await tx.flush();
    await recordAudit(tx, actor, {
      action: 'product.stock',
      itemType: 'product',
      itemId: product.id,
      itemLabel: product.name,
      before: { stockQuantity: before },
      after: { stockQuantity: input.stockQuantity },
    });
  });
  return stockItem(em, input.id);
}

/** The price in the product's own currency from now on; never an amount its currency cannot hold. */
export async function setPrice(em: EntityManager, actor: AuditActor, input: SetPriceRequest): Promise<StockItem> {
  await em.transactional(async (tx) => {
    const product = await tx.findOne(Product, input.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!product) throw notFound(t('shop:productNotFound'));
    const digits = minorUnits(product.currency);
    let priceMinor: number;
    try {
      priceMinor = amountToMinor(input.price, product.currency);
    } catch {
      throw fieldError(
        'price',
        digits === 0
          ? t('backoffice:product.priceWhole', { currency: product.currency })
          : t('backoffice:product.priceDigits', { digits, currency: product.currency }),
      );
    }
    if (priceMinor <= 0) throw fieldError('price', t('backoffice:product.pricePositive'));
    if (!Number.isSafeInteger(priceMinor) || priceMinor > 2_000_000_000) throw fieldError('price', t('backoffice:product.priceTooHigh'));
    if (priceMinor === product.priceMinor) return;
    const before = minorToAmount(product.priceMinor, product.currency);
    product.priceMinor = priceMinor;
    await tx.flush();
    await recordAudit(tx, actor, {
      action: 'product.price',
      itemType: 'product',
      itemId: product.id,
      itemLabel: product.name,
      before: { price: before, currency: product.currency },
      after: { price: minorToAmount(priceMinor, product.currency), currency: product.currency },
    });
  });
  return stockItem(em, input.id);
}
