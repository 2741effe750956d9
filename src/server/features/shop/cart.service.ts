// The cart (Cart item request: productId, quantity): add, change, remove, and the cart
// as the shopper sees it, priced today, with its subtotal per currency and its total in dollars
// at the stored rates. A line never holds more than is in stock: asking for more is a 409
// 'Only N left'. The cart holds no stock; an order takes it at checkout.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { imagesWithPhotos, photosByOwner } from '../../core/photos';
import { Cart as CartEntity, CartLine } from '@db/entities/cart';
import { notFound, conflict } from '../../errors';
import { minorToAmount } from '@shared/local-money';
import { centsToAmount } from '@shared/money';
import type { Cart, CartItem, CartItemRequest, ProductRegion } from '@shared/schemas/shop';
import { t } from '../../core/i18n';
import { findCart, openCart, type CartCaller } from './cart-owner';
import { loadRates, type RateTable } from './exchange-rates';
import { productsWithStock } from './stock';

export const EMPTY_CART: Cart = { items: [], itemCount: 0, subtotals: [], totalUsd: '0.00', ratesAsOf: null };

/** A priced cart line: what checkout and the cart view share. */
export interface PricedLine {
  line: CartLine;
  productId: string;
  name: string;
  image: string | null;
  region: ProductRegion;
  unitMinor: number;
  currency: string;
  lineMinor: number;
  lineUsdCents: number;
  available: number;
}

export interface PricedCart {
  cart: Cart;
  lines: PricedLine[];
  rates: RateTable;
}

/** The cart's lines priced today (oldest first), and its view. */
export async function priceCart(em: EntityManager, cartId: string | null): Promise<PricedCart> {
  const rates = await loadRates(em);
  if (!cartId) return { cart: EMPTY_CART, lines: [], rates };
  const lines = await em.find(CartLine, { cart: cartId }, { orderBy: { addedAt: 'asc', product: 'asc' }, refresh: true });
  const stock = await productsWithStock(
    em,
    lines.map((line) => line.product.id),
  );
  const photos = await photosByOwner(
    em,
    'product',
    lines.map((line) => line.product.id),
  );
  const priced: PricedLine[] = [];
  const items: CartItem[] = [];
  for (const line of lines) {
    const entry = stock.get(line.product.id);
    if (!entry) continue;
    const { product, available } = entry;
    const image = imagesWithPhotos(photos.get(product.id), product.images)[0] ?? null;
    const lineMinor = product.priceMinor * line.quantity;
    const lineUsdCents = rates.toUsdCents(lineMinor, product.currency);
    priced.push({
      line,
      productId: product.id,
      name: product.name,
      image,
      region: product.region,
      unitMinor: product.priceMinor,
      currency: product.currency,
      lineMinor,
      lineUsdCents,
      available,
    });
    items.push({
      productId: product.id,
      name: product.name,
      image,
      brand: product.brand,
      country: product.country,
      region: product.region,
      currency: product.currency,
      unitPrice: minorToAmount(product.priceMinor, product.currency),
      quantity: line.quantity,
      lineTotal: minorToAmount(lineMinor, product.currency),
      lineTotalUsd: centsToAmount(lineUsdCents),
      priceWhenAdded: minorToAmount(line.priceMinorWhenAdded, product.currency),
      priceChanged: line.priceMinorWhenAdded !== product.priceMinor,
      stockQuantity: available,
      inStock: available > 0,
    });
  }
  const subtotals = new Map<string, number>();
  for (const line of priced) subtotals.set(line.currency, (subtotals.get(line.currency) ?? 0) + line.lineMinor);
  const cart: Cart = {
    items,
    itemCount: priced.reduce((sum, line) => sum + line.line.quantity, 0),
    subtotals: [...subtotals].map(([currency, amount]) => ({ currency, amount: minorToAmount(amount, currency) })),
    totalUsd: centsToAmount(priced.reduce((sum, line) => sum + line.lineUsdCents, 0)),
    ratesAsOf: rates.asOf(subtotals.keys()),
  };
  return { cart, lines: priced, rates };
}

export async function getCart(em: EntityManager, caller: CartCaller): Promise<Cart> {
  const cart = await findCart(em, caller);
  return (await priceCart(em, cart?.id ?? null)).cart;
}

/**
 * Changes one product's line inside a transaction that holds the cart's row, so two changes to
 * one cart never race past the stock bound. `next` gets the current quantity (0: none).
 */
async function changeLine(
  em: EntityManager,
  caller: CartCaller,
  productId: string,
  next: (current: number, available: number) => number | null,
  { seenPrice = false } = {},
): Promise<Cart> {
  const cart = await openCart(em, caller);
  await em.transactional(async (tx) => {
    await tx.findOneOrFail(CartEntity, cart.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const entry = (await productsWithStock(tx, [productId])).get(productId);
    if (!entry) throw notFound(t('shop:productNotFound'));
    const line = await tx.findOne(CartLine, { cart: cart.id, product: productId }, { refresh: true });
    const quantity = next(line?.quantity ?? 0, entry.available);
    if (quantity === null) {
      if (line) tx.remove(line);
    } else if (line) {
      line.quantity = quantity;
      // Adding from the product dialog shows today's price; changing a quantity in the cart does not.
      if (seenPrice) line.priceMinorWhenAdded = entry.product.priceMinor;
    } else {
      tx.create(CartLine, { cart: cart.id, product: productId, quantity, priceMinorWhenAdded: entry.product.priceMinor });
    }
    await tx.flush();
  });
  return (await priceCart(em, cart.id)).cart;
}

function withinStock(quantity: number, available: number, inCart = 0): number {
  if (quantity > available) {
    if (inCart > 0 && available > 0) throw conflict(t('shop:onlyLeftInCart', { count: available, inCart }), 'quantity');
    throw conflict(available <= 0 ? t('shop:soldOut') : t('shop:onlyLeft', { count: available }), 'quantity');
  }
  return quantity;
}

/** POST /api/cart: adds `quantity` of a product (to what the cart already holds of it). */
export function addToCart(em: EntityManager, caller: CartCaller, input: CartItemRequest): Promise<Cart> {
  return changeLine(em, caller, input.productId, (current, available) => withinStock(current + input.quantity, available, current), { seenPrice: true });
}

/** PATCH /api/cart/{productId}: sets the line's quantity. */
export function setCartQuantity(em: EntityManager, caller: CartCaller, input: CartItemRequest): Promise<Cart> {
  return changeLine(em, caller, input.productId, (current, available) => {
    if (current === 0) throw notFound(t('shop:notInCart'));
    // Lowering a line is always allowed, even below a stock that fell meanwhile.
    return input.quantity <= current ? input.quantity : withinStock(input.quantity, available);
  });
}

/** DELETE /api/cart/{productId}. */
export function removeFromCart(em: EntityManager, caller: CartCaller, productId: string): Promise<Cart> {
  return changeLine(em, caller, productId, (current) => {
    if (current === 0) throw notFound(t('shop:notInCart'));
    return null;
  });
}
