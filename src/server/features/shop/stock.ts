// Product stock is a counted ledger (core/inventory/ledgers.ts): product.capacity units were
// stocked and product.booked are sold or held by unpaid orders; taking is one conditional
// UPDATE, so two orders can never both take the last unit. Unpaid orders whose hold has lapsed
// still count in `booked` until a sweep expires them: what a shopper is told is in stock adds
// them back, and an order first expires the lapsed holds on the products it takes.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '@db/entities/booking';
import { Product } from '@db/entities/product';
import { OrderLine } from '@db/entities/shop-order';
import { AppError, conflict } from '../../errors';
import { t } from '../../core/i18n';
import { lapsedHold } from '../../core/inventory/lapsed-holds';
import { countHolds } from '../../observability/metrics';
import { releaseCountedUnits, takeCountedUnits, type CountedLedger } from '../../core/inventory/ledgers';

export const PRODUCT_STOCK: CountedLedger<Product> = { entity: Product, unit: 'item' };

/** Lapsed order lines (unpaid, past their hold, not yet swept) of these products. */
function lapsedLines(em: EntityManager, productIds: readonly string[]): Promise<OrderLine[]> {
  return em.find(OrderLine, { product: { $in: [...productIds] }, order: { booking: { type: 'order', ...lapsedHold() } } }, { refresh: true });
}

/** Units held by lapsed orders, per product. */
export async function lapsedUnitsOf(em: EntityManager, productIds: readonly string[]): Promise<Map<string, number>> {
  const units = new Map<string, number>();
  if (productIds.length === 0) return units;
  for (const line of await lapsedLines(em, productIds)) units.set(line.product.id, (units.get(line.product.id) ?? 0) + line.quantity);
  return units;
}

/** What a shopper can buy now: stocked minus sold or held, plus lapsed holds not yet swept. */
export function availableOf(product: Pick<Product, 'id' | 'capacity' | 'booked'>, lapsed: Map<string, number>): number {
  return Math.max(0, product.capacity - product.booked + (lapsed.get(product.id) ?? 0));
}

/** The products with their stock now, by id (missing ids are simply absent). */
export async function productsWithStock(em: EntityManager, productIds: readonly string[]): Promise<Map<string, { product: Product; available: number }>> {
  if (productIds.length === 0) return new Map();
  const products = await em.find(Product, { id: { $in: [...productIds] } }, { refresh: true });
  const lapsed = await lapsedUnitsOf(em, productIds);
  return new Map(products.map((product) => [product.id, { product, available: availableOf(product, lapsed) }]));
}

/**
 * Inside an order's transaction: expires the unpaid orders whose hold lapsed and that hold any
 * of `productIds`, giving their stock back, so the stock they held can be sold now. Rows are
 * locked in one order (by id) so concurrent checkouts queue rather than deadlock.
 */
export async function expireLapsedOrdersHolding(tx: EntityManager, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const orderIds = new Set((await lapsedLines(tx, productIds)).map((line) => line.order.booking.id));
  if (orderIds.size === 0) return;
  const lapsed = await tx.find(
    Booking,
    { id: { $in: [...orderIds] }, type: 'order', ...lapsedHold() },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' }, refresh: true },
  );
  if (lapsed.length === 0) return;
  for (const booking of lapsed) booking.status = 'expired';
  countHolds(tx, lapsed, 'expired');
  await tx.flush();
  await releaseOrderStock(
    tx,
    lapsed.map((booking) => booking.id),
  );
}

/** Gives back the stock every line of these orders holds (in product order, so releases never deadlock). */
export async function releaseOrderStock(tx: EntityManager, orderIds: readonly string[]): Promise<void> {
  const lines = await tx.find(OrderLine, { order: { $in: [...orderIds] } }, { orderBy: { product: 'asc' } });
  for (const line of lines) await releaseCountedUnits(tx, PRODUCT_STOCK, line.product.id, line.quantity);
}

/** Takes `quantity` units of a product, or 409 'Only 2 left of Kenyan Purple Tea'. */
export async function takeStock(tx: EntityManager, productId: string, quantity: number, name: string): Promise<void> {
  try {
    await takeCountedUnits(tx, PRODUCT_STOCK, productId, quantity, () => t('errors:stock.where.inStock'));
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    const product = await tx.findOneOrFail(Product, productId, { refresh: true });
    const left = Math.max(0, product.capacity - product.booked);
    throw conflict(left === 0 ? t('shop:soldOutOf', { name }) : t('shop:onlyLeftOf', { count: left, name }), 'quantity');
  }
}
