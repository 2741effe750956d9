import { z } from 'zod';
import { ZBooking } from '@shared/schemas/bookings';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_REGIONS,
  ZCart,
  ZCartItemRequest,
  ZCartProductRequest,
  ZCashOnDeliveryOption,
  CASH_ON_DELIVERY_LIMIT_CENTS,
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
  ZProductPage,
  ZProductReview,
  ZProductReviewPage,
  ZProductReviewsRequest,
} from '@shared/schemas/shop';
import { ZSetExchangeRateRequest, ZSetPriceRequest, ZSetStockRequest, ZStockItem, ZStockListRequest, ZStockPage } from '@shared/schemas/operations';
import { authedProcedure, catalogueProcedure, publicProcedure, router, staffProcedure } from '../../trpc/init';
import { addToCart, getCart, removeFromCart, setCartQuantity } from './cart.service';
import { placeOrder, quoteOrder } from './checkout.service';
import { cashOnDeliveryOption, payOnDelivery, REFUSED_AT_DOOR_MARKER } from './cash-on-delivery';
import { centsToAmount } from '@shared/money';
import { loadRates, setExchangeRate } from './exchange-rates';
import { getOrder } from './orders.service';
import { getProduct, listProducts } from './products.service';
import { createReview, listReviews } from './reviews.service';
import { listStock, setPrice, setStock } from './stock-admin';

// The Local Marketplace: products and reviews, the cart (signed in or not), order checkout.

const cartNote = "Signed out, the cart is tied to an HttpOnly `cart` cookie; at the first cart request after signing in it is merged into the account's cart.";

const products = router({
  list: catalogueProcedure
    .meta({
      summary: 'List products of the Local Marketplace',
      description:
        `category: ${PRODUCT_CATEGORIES.join(', ')}; region: ${PRODUCT_REGIONS.join(', ')} (an unknown value is a 400 naming the field). ` +
        'search: full-text (PostgreSQL, English stemming; words are ANDed) or trigram similarity on name, brand, category and country, ' +
        "so a typo like 'cofee' finds coffee; results are ranked by relevance. Without search: catalogue order, sold-out products last. " +
        'price is in the major unit of `currency` with its ISO 4217 decimals ("2450.00" KES, "45000" UGX, "6.500" OMR). ' +
        'rating and reviewCount are computed from the reviews; stockQuantity is what can be bought now. ' +
        'One page (page, limit: 1-50, default 20); X-Total-Count gives the number over all pages.',
      rest: { method: 'get', path: '/products', tag: 'Marketplace' },
    })
    .input(ZProductListRequest)
    .output(ZProductPage)
    .query(({ ctx, input }) => listProducts(ctx.em, input, ctx.catalogueLanguage)),
  get: catalogueProcedure
    .meta({
      summary: 'One product',
      rest: { method: 'get', path: '/products/:id', tag: 'Marketplace' },
    })
    .input(ZProductIdRequest)
    .output(ZProduct)
    .query(({ ctx, input }) => getProduct(ctx.em, input.id, ctx.catalogueLanguage)),
  reviews: catalogueProcedure
    .meta({
      summary: "A product's reviews, newest first",
      description: 'One page (page, limit); X-Total-Count gives the number over all pages. verifiedPurchase: written by a buyer after delivery.',
      rest: { method: 'get', path: '/products/:id/reviews', tag: 'Marketplace' },
    })
    .input(ZProductReviewsRequest)
    .output(ZProductReviewPage)
    .query(({ ctx, input }) => listReviews(ctx.em, input.id, input)),
  rate: authedProcedure
    .meta({
      summary: 'Rate a product you bought (1-5, optional text)',
      description: 'Once per product, after an order of yours with it was delivered.',
      rest: {
        method: 'post',
        path: '/products/:id/reviews',
        tag: 'Marketplace',
        status: 201,
        errors: { 403: 'No delivered order of yours holds this product', 404: 'No such product', 409: 'You have already rated this product' },
      },
    })
    .input(ZCreateReviewRequest)
    .output(ZProductReview)
    .mutation(({ ctx, input }) => createReview(ctx.em, ctx.user, input)),
});

const cart = router({
  get: publicProcedure
    .meta({
      summary: 'Your cart',
      description: `Lines priced today (priceChanged: the price is not the one when the item was added), a subtotal per currency and the total in USD at the stored rates (ratesAsOf). ${cartNote}`,
      rest: { method: 'get', path: '/cart', tag: 'Marketplace' },
    })
    .output(ZCart)
    .query(({ ctx }) => getCart(ctx.em, ctx)),
  add: publicProcedure
    .meta({
      summary: 'Add a product to the cart',
      description: `Adds quantity to what the cart holds of the product. More than is in stock: 409 'Only N left'. ${cartNote}`,
      rest: { method: 'post', path: '/cart', tag: 'Marketplace', errors: { 404: 'No such product', 409: 'Not that many left in stock' } },
    })
    .input(ZCartItemRequest)
    .output(ZCart)
    .mutation(({ ctx, input }) => addToCart(ctx.em, ctx, input)),
  setQuantity: publicProcedure
    .meta({
      summary: "Change a cart line's quantity",
      description: "Raising it above what is in stock: 409 'Only N left'.",
      rest: { method: 'patch', path: '/cart/:productId', tag: 'Marketplace', errors: { 409: 'Not that many left in stock' } },
    })
    .input(ZCartItemRequest)
    .output(ZCart)
    .mutation(({ ctx, input }) => setCartQuantity(ctx.em, ctx, input)),
  remove: publicProcedure
    .meta({
      summary: 'Remove a product from the cart',
      rest: { method: 'delete', path: '/cart/:productId', tag: 'Marketplace' },
    })
    .input(ZCartProductRequest)
    .output(ZCart)
    .mutation(({ ctx, input }) => removeFromCart(ctx.em, ctx, input.productId)),
});

const orders = router({
  quote: publicProcedure
    .meta({
      summary: 'Your cart priced for checkout, with delivery to a country',
      description:
        'Delivery per parcel (the goods shipped from one region): East Africa to East Africa free, no minimum; ' +
        'GCC to GCC free from $50 of goods, else $5; to the other region $15. stockProblems lists lines asking for more than is left.',
      rest: { method: 'get', path: '/orders/quote', tag: 'Marketplace' },
    })
    .input(ZOrderQuoteRequest)
    .output(ZOrderQuote)
    .query(({ ctx, input }) => quoteOrder(ctx.em, ctx, input)),
  place: authedProcedure
    .meta({
      summary: 'Place your cart as an order (holds the stock while you pay)',
      description:
        'Takes the stock of every line atomically and creates a pending booking of type order, held for BOOKING_HOLD_MINUTES (15); ' +
        'pay it with POST /api/payments. expectedTotal is the USD total you were shown: another total today (prices, stock, rates) is a 409. ' +
        'An earlier unpaid order of yours is replaced (its stock returned).',
      rest: { method: 'post', path: '/orders', tag: 'Marketplace', status: 201, errors: { 409: "Empty cart, 'Only N left of …', or the total changed" } },
    })
    .input(ZPlaceOrderRequest)
    .output(ZBooking)
    .mutation(({ ctx, input }) => placeOrder(ctx.em, ctx.config, ctx.user, ctx.cookies, input)),
  get: authedProcedure
    .meta({
      summary: 'One of your orders: lines, delivery and fulfilment',
      rest: { method: 'get', path: '/orders/:id', tag: 'Marketplace' },
    })
    .input(ZOrderIdRequest)
    .output(ZOrder)
    .query(({ ctx, input }) => getOrder(ctx.em, ctx.user, input.id)),
  cashOnDeliveryOption: authedProcedure
    .meta({
      summary: 'Whether your pending order can be paid on delivery, and the limit',
      description: `allowed is false (refusal says why) over $${centsToAmount(CASH_ON_DELIVERY_LIMIT_CENTS)} or after an order of yours paid on delivery was refused at the door.`,
      rest: { method: 'get', path: '/orders/:id/pay-on-delivery', tag: 'Marketplace', errors: { 404: 'No such order of yours' } },
    })
    .input(ZOrderIdRequest)
    .output(ZCashOnDeliveryOption)
    .query(({ ctx, input }) => cashOnDeliveryOption(ctx.em, ctx.user, input.id)),
  payOnDelivery: authedProcedure
    .meta({
      summary: 'Pay your pending order on delivery (cash to the courier)',
      description:
        `Confirms the order without a charge (cashOnDelivery: awaiting_cash); its stock stays taken. For orders up to $${centsToAmount(CASH_ON_DELIVERY_LIMIT_CENTS)}, ` +
        'and not after an order of yours paid on delivery was refused at the door (400 naming paymentMethod). At delivery the cash is collected and ' +
        `recorded as a payment (method cash_on_delivery); the simulated courier refuses an address line containing ${REFUSED_AT_DOOR_MARKER}: ` +
        'the order is cancelled and its stock returned. Asking again for an order already confirmed this way answers it as it is.',
      rest: {
        method: 'post',
        path: '/orders/:id/pay-on-delivery',
        tag: 'Marketplace',
        errors: {
          404: 'No such order of yours',
          409: 'The order is paid, cancelled, its hold expired, or a mobile money push for it is pending',
        },
      },
    })
    .input(ZOrderIdRequest)
    .output(ZBooking)
    .mutation(({ ctx, input }) => payOnDelivery(ctx.em, ctx.user, input.id)),
});

const exchangeRates = catalogueProcedure
  .meta({
    summary: 'Exchange rates used for dollar totals',
    description: 'Units of each currency per 1 USD, with the date they are as of.',
    rest: { method: 'get', path: '/exchange-rates', tag: 'Marketplace' },
  })
  .output(z.array(ZExchangeRate))
  .query(async ({ ctx }) => (await loadRates(ctx.em)).all());

/** Stock and prices for staff (back office), each change in the audit trail. */
const stock = router({
  list: staffProcedure
    .meta({
      summary: 'Marketplace stock and prices: every product with what can be bought now and what unpaid orders hold',
      rest: { method: 'get', path: '/admin/products', tag: 'Back office' },
    })
    .input(ZStockListRequest)
    .output(ZStockPage)
    .query(({ ctx, input }) => listStock(ctx.em, input)),
  setQuantity: staffProcedure
    .meta({
      summary: 'Set how many of a product can be bought from now on',
      description: 'Units held by unpaid orders stay theirs (they come back if the order is not paid); orders racing this change never oversell.',
      rest: { method: 'put', path: '/admin/products/:id/stock', tag: 'Back office', errors: { 404: 'No such product' } },
    })
    .input(ZSetStockRequest)
    .output(ZStockItem)
    .mutation(({ ctx, input }) => setStock(ctx.em, ctx.user, input)),
  setPrice: staffProcedure
    .meta({
      summary: "Set a product's price, in its own currency",
      description: 'Orders already placed keep the prices they were placed at; carts mark the line as changed and checkout shows the new total before payment.',
      rest: {
        method: 'put',
        path: '/admin/products/:id/price',
        tag: 'Back office',
        errors: { 404: 'No such product' },
        inputRules: {
          price: "above 0, at most the product currency's decimals (none for whole-number currencies), and at most 2,000,000,000 of its smallest unit",
        },
      },
    })
    .input(ZSetPriceRequest)
    .output(ZStockItem)
    .mutation(({ ctx, input }) => setPrice(ctx.em, ctx.user, input)),
});

/** Exchange rates for staff (back office): each change in the audit trail. */
const rates = router({
  set: staffProcedure
    .meta({
      summary: "Set a currency's exchange rate (units per US dollar) and its date",
      description:
        'Prices shown in that currency and new charges in it use the rate from now on; a booking or order already paid keeps the rate it was charged at (its charge is locked). ' +
        'A checkout showing the old total is refused with 409 (expectedTotal) and the new figure.',
      rest: {
        method: 'put',
        path: '/admin/exchange-rates/:currency',
        tag: 'Back office',
        inputRules: { unitsPerUsd: 'above 0, at most 9 digits and 6 decimals' },
      },
    })
    .input(ZSetExchangeRateRequest)
    .output(ZExchangeRate)
    .mutation(({ ctx, input }) => setExchangeRate(ctx.em, ctx.user, input)),
});

export const shopRouter = router({ products, cart, orders, exchangeRates, stock, rates });
