import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Product } from './product';
import { User } from './user';

// A shopping cart: a signed-in user's (one each), or a visitor's, found by the SHA-256 of the
// random token in its HttpOnly cookie. A visitor's cart is merged into the user's cart once
// they sign in (src/server/features/shop/cart-owner.ts). Abandoned visitor carts are purged.
export const Cart = defineEntity({
  name: 'Cart',
  tableName: 'cart',
  checks: [{ name: 'cart_owner_check', expression: '(user_id is null) <> (token_hash is null)' }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: p.oneToOne(User).owner().deleteRule('cascade').nullable().unique(),
    tokenHash: p.string().nullable().unique(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()').index(),
  }),
});
export type Cart = InferEntity<typeof Cart>;

// One product in a cart. priceMinorWhenAdded is the unit price the shopper saw when adding it
// (or last accepted at checkout), so a price change is shown before paying.
export const CartLine = defineEntity({
  name: 'CartLine',
  tableName: 'cart_line',
  checks: [{ name: 'cart_line_quantity_check', expression: 'quantity >= 1' }],
  properties: (p) => ({
    cart: p.manyToOne(Cart).primary().deleteRule('cascade'),
    product: p.manyToOne(Product).primary().deleteRule('cascade').index(),
    quantity: p.integer(),
    priceMinorWhenAdded: p.integer(),
    addedAt: p.datetime().defaultRaw('now()'),
  }),
});
export type CartLine = InferEntity<typeof CartLine>;
