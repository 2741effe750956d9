// Whose cart a request works on. A signed-in user has one cart. A signed-out visitor's cart is
// found by the SHA-256 of a random token in an HttpOnly cookie ('cart'); nothing else about it
// is in the browser. Once the visitor signs in, the first cart request (the app asks for the cart
// right after signing in) merges the visitor's cart into the user's and drops the cookie, so
// what was added before signing in is kept, and a visitor cart is never shared by two accounts.
import { createHash, randomBytes } from 'node:crypto';
import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cart, CartLine } from '@db/entities/cart';
import { MAX_CART_QUANTITY } from '@shared/schemas/shop';
import type { CookieJar } from '../../trpc/context';
import type { SessionUser } from '../auth';
import { productsWithStock } from './stock';

export const CART_COOKIE = 'cart';
/** A visitor's cart lives this long after its last change (the cookie too); then it is purged. */
export const VISITOR_CART_DAYS = 30;

export interface CartCaller {
  user: SessionUser | null;
  cookies: CookieJar;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const visitorToken = (caller: CartCaller) => {
  const token = caller.cookies.get(CART_COOKIE);
  return token && token.length <= 200 ? token : undefined;
};

/** The caller's cart, if there is one (a signed-in user's after merging their visitor cart). */
export async function findCart(em: EntityManager, caller: CartCaller): Promise<Cart | null> {
  if (caller.user) {
    await mergeVisitorCart(em, caller.user, caller);
    return em.findOne(Cart, { user: caller.user.id }, { refresh: true });
  }
  const token = visitorToken(caller);
  return token ? em.findOne(Cart, { tokenHash: hashToken(token) }, { refresh: true }) : null;
}

/** The caller's cart, created when missing, and marked as just used (a visitor's cookie is renewed). */
export async function openCart(em: EntityManager, caller: CartCaller): Promise<Cart> {
  const existing = await findCart(em, caller);
  const cart = existing ?? (caller.user ? await createUserCart(em, caller.user.id) : await createVisitorCart(em, caller));
  if (existing) await em.nativeUpdate(Cart, { id: cart.id }, { updatedAt: sql.now() });
  const token = visitorToken(caller);
  if (!caller.user && token) caller.cookies.set(CART_COOKIE, token, cookieExpiry());
  return cart;
}

const cookieExpiry = () => new Date(Date.now() + VISITOR_CART_DAYS * 24 * 60 * 60 * 1000);

async function createUserCart(em: EntityManager, userId: string): Promise<Cart> {
  // Two first requests at once: the unique user_id lets one insert win; both read the same cart.
  await em.createQueryBuilder(Cart).insert({ user: userId }).onConflict('user').ignore().execute('run');
  return em.findOneOrFail(Cart, { user: userId }, { refresh: true });
}

async function createVisitorCart(em: EntityManager, caller: CartCaller): Promise<Cart> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await em.insert(Cart, { tokenHash });
  caller.cookies.set(CART_COOKIE, token, cookieExpiry());
  return em.findOneOrFail(Cart, { tokenHash }, { refresh: true });
}

/**
 * Moves a visitor cart's lines into the user's cart: quantities of a product in both add up,
 * capped at what is in stock (a sold-out line is kept, marked sold out, for the shopper to
 * remove). The visitor cart is locked, so two requests never merge it twice.
 */
async function mergeVisitorCart(em: EntityManager, user: SessionUser, caller: CartCaller): Promise<void> {
  if (!caller.cookies.get(CART_COOKIE)) return;
  const token = visitorToken(caller);
  if (token) await moveVisitorLines(em, user, token);
  caller.cookies.clear(CART_COOKIE);
}

async function moveVisitorLines(em: EntityManager, user: SessionUser, token: string): Promise<void> {
  await em.transactional(async (tx) => {
    const visitor = await tx.findOne(Cart, { tokenHash: hashToken(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!visitor) return;
    const incoming = await tx.find(CartLine, { cart: visitor.id }, { orderBy: { addedAt: 'asc' } });
    if (incoming.length > 0) {
      const target = await createUserCart(tx, user.id);
      const mine = new Map((await tx.find(CartLine, { cart: target.id }, { refresh: true })).map((line) => [line.product.id, line]));
      const stock = await productsWithStock(
        tx,
        incoming.map((line) => line.product.id),
      );
      for (const line of incoming) {
        const available = stock.get(line.product.id)?.available ?? 0;
        const existing = mine.get(line.product.id);
        const wanted = Math.min(MAX_CART_QUANTITY, (existing?.quantity ?? 0) + line.quantity);
        const quantity = available > 0 ? Math.max(existing?.quantity ?? 1, Math.min(wanted, available)) : wanted;
        if (existing) {
          existing.quantity = quantity;
        } else {
          tx.create(CartLine, { cart: target.id, product: line.product.id, quantity, priceMinorWhenAdded: line.priceMinorWhenAdded, addedAt: line.addedAt });
        }
      }
      await tx.flush();
      await tx.nativeUpdate(Cart, { id: target.id }, { updatedAt: sql.now() });
    }
    await tx.nativeDelete(Cart, { id: visitor.id });
  });
}

/** Visitor carts unchanged for VISITOR_CART_DAYS are deleted (with their lines). */
export async function purgeAbandonedCarts(em: EntityManager): Promise<number> {
  return em.nativeDelete(Cart, { user: null, updatedAt: { $lt: sql`now() - make_interval(days => ${VISITOR_CART_DAYS})` } });
}
