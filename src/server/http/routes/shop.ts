// The Local Marketplace: products and their reviews, the cart (signed in or not: a visitor's
// cart lives in an HttpOnly cookie), exchange rates, and order checkout.
import { z } from 'zod';
import { ZBooking } from '../../../shared/schemas/bookings';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_REGIONS,
  ZCart,
  ZCartItemRequest,
  ZCartProductRequest,
  ZCreateReviewRequest,
  ZExchangeRate,
  ZOrder,
  ZOrderIdRequest,
  ZOrderQuote,
  ZOrderQuoteRequest,
  ZPlaceOrderRequest,
  ZProduct,
  ZProductIdRequest,
  ZProductListRequest,
  ZProductReview,
  ZProductReviewsRequest,
} from '../../../shared/schemas/shop';
import { del, get, patch, post, totalCountHeader } from '../binding';

const tag = 'Marketplace';
const cartNote = 'Signed out, the cart is tied to an HttpOnly `cart` cookie; at the first cart request after signing in it is merged into the account\'s cart.';

export const shopRoutes = [
  get('/products', {
    tag,
    summary: 'List products of the Local Marketplace',
    description:
      `category: ${PRODUCT_CATEGORIES.join(', ')}; region: ${PRODUCT_REGIONS.join(', ')} (an unknown value is a 400 naming the field). ` +
      'search: full-text (PostgreSQL, English stemming; words are ANDed) or trigram similarity on name, brand, category and country, ' +
      "so a typo like 'cofee' finds coffee; results are ranked by relevance. Without search: catalogue order, sold-out products last. " +
      'price is in the major unit of `currency` with its ISO 4217 decimals ("2450.00" KES, "45000" UGX, "6.500" OMR). ' +
      'rating and reviewCount are computed from the reviews; stockQuantity is what can be bought now. ' +
      'One page (page, limit: 1-50, default 20); X-Total-Count gives the number over all pages.',
    input: ZProductListRequest,
    output: z.array(ZProduct),
    responseHeaders: { 'X-Total-Count': totalCountHeader },
    call: (api, input) => api.shop.products.list(input),
    respond: (page) => ({ body: page.items, headers: { 'X-Total-Count': String(page.total) } }),
  }),
  get('/products/:id', {
    tag,
    summary: 'One product',
    input: ZProductIdRequest,
    output: ZProduct,
    call: (api, input) => api.shop.products.get(input),
  }),
  get('/products/:id/reviews', {
    tag,
    summary: "A product's reviews, newest first",
    description: 'One page (page, limit); X-Total-Count gives the number over all pages. verifiedPurchase: written by a buyer after delivery.',
    input: ZProductReviewsRequest,
    output: z.array(ZProductReview),
    responseHeaders: { 'X-Total-Count': totalCountHeader },
    call: (api, input) => api.shop.products.reviews(input),
    respond: (page) => ({ body: page.items, headers: { 'X-Total-Count': String(page.total) } }),
  }),
  post('/products/:id/reviews', {
    tag,
    summary: 'Rate a product you bought (1-5, optional text)',
    description: 'Once per product, after an order of yours with it was delivered.',
    access: 'signed-in',
    input: ZCreateReviewRequest,
    status: 201,
    output: ZProductReview,
    errors: { 403: 'No delivered order of yours holds this product', 404: 'No such product', 409: 'You have already rated this product' },
    call: (api, input) => api.shop.products.rate(input),
  }),
  get('/exchange-rates', {
    tag,
    summary: 'Exchange rates used for dollar totals',
    description: 'Units of each currency per 1 USD, with the date they are as of.',
    output: z.array(ZExchangeRate),
    call: (api) => api.shop.exchangeRates(),
  }),
  get('/cart', {
    tag,
    summary: 'Your cart',
    description: `Lines priced today (priceChanged: the price is not the one when the item was added), a subtotal per currency and the total in USD at the stored rates (ratesAsOf). ${cartNote}`,
    output: ZCart,
    call: (api) => api.shop.cart.get(),
  }),
  post('/cart', {
    tag,
    summary: 'Add a product to the cart',
    description: `Adds quantity to what the cart holds of the product. More than is in stock: 409 'Only N left'. ${cartNote}`,
    input: ZCartItemRequest,
    output: ZCart,
    errors: { 404: 'No such product', 409: 'Not that many left in stock' },
    call: (api, input) => api.shop.cart.add(input),
  }),
  patch('/cart/:productId', {
    tag,
    summary: "Change a cart line's quantity",
    description: "Raising it above what is in stock: 409 'Only N left'.",
    input: ZCartItemRequest,
    output: ZCart,
    errors: { 409: 'Not that many left in stock' },
    call: (api, input) => api.shop.cart.setQuantity(input),
  }),
  del('/cart/:productId', {
    tag,
    summary: 'Remove a product from the cart',
    input: ZCartProductRequest,
    output: ZCart,
    call: (api, input) => api.shop.cart.remove(input),
  }),
  get('/orders/quote', {
    tag,
    summary: 'Your cart priced for checkout, with delivery to a country',
    description:
      'Delivery per parcel (the goods shipped from one region): East Africa to East Africa free, no minimum; ' +
      'GCC to GCC free from $50 of goods, else $5; to the other region $15. stockProblems lists lines asking for more than is left.',
    input: ZOrderQuoteRequest,
    output: ZOrderQuote,
    call: (api, input) => api.shop.orders.quote(input),
  }),
  post('/orders', {
    tag,
    summary: 'Place your cart as an order (holds the stock while you pay)',
    description:
      'Takes the stock of every line atomically and creates a pending booking of type order, held for BOOKING_HOLD_MINUTES (15); ' +
      'pay it with POST /api/payments. expectedTotal is the USD total you were shown: another total today (prices, stock, rates) is a 409. ' +
      'An earlier unpaid order of yours is replaced (its stock returned).',
    access: 'signed-in',
    input: ZPlaceOrderRequest,
    status: 201,
    output: ZBooking,
    errors: { 409: "Empty cart, 'Only N left of …', or the total changed" },
    call: (api, input) => api.shop.orders.place(input),
  }),
  get('/orders/:id', {
    tag,
    summary: 'One of your orders: lines, delivery and fulfilment',
    access: 'signed-in',
    input: ZOrderIdRequest,
    output: ZOrder,
    call: (api, input) => api.shop.orders.get(input),
  }),
];
