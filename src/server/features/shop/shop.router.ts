import { z } from 'zod';
import { ZBooking } from '../../../shared/schemas/bookings';
import {
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
  ZProductPage,
  ZProductReview,
  ZProductReviewPage,
  ZProductReviewsRequest,
} from '../../../shared/schemas/shop';
import { ZSetPriceRequest, ZSetStockRequest, ZStockItem, ZStockListRequest, ZStockPage } from '../../../shared/schemas/operations';
import { authedProcedure, catalogueProcedure, publicProcedure, router, staffProcedure } from '../../trpc/init';
import { addToCart, getCart, removeFromCart, setCartQuantity } from './cart.service';
import { placeOrder, quoteOrder } from './checkout.service';
import { loadRates } from './exchange-rates';
import { getOrder } from './orders.service';
import { getProduct, listProducts } from './products.service';
import { createReview, listReviews } from './reviews.service';
import { listStock, setPrice, setStock } from './stock-admin';

// The Local Marketplace: products and reviews, the cart (signed in or not), order checkout.

const products = router({
  list: catalogueProcedure
    .input(ZProductListRequest)
    .output(ZProductPage)
    .query(({ ctx, input }) => listProducts(ctx.em, input)),
  get: catalogueProcedure
    .input(ZProductIdRequest)
    .output(ZProduct)
    .query(({ ctx, input }) => getProduct(ctx.em, input.id)),
  reviews: catalogueProcedure
    .input(ZProductReviewsRequest)
    .output(ZProductReviewPage)
    .query(({ ctx, input }) => listReviews(ctx.em, input.id, input)),
  rate: authedProcedure
    .input(ZCreateReviewRequest)
    .output(ZProductReview)
    .mutation(({ ctx, input }) => createReview(ctx.em, ctx.user, input)),
});

const cart = router({
  get: publicProcedure.output(ZCart).query(({ ctx }) => getCart(ctx.em, ctx)),
  add: publicProcedure
    .input(ZCartItemRequest)
    .output(ZCart)
    .mutation(({ ctx, input }) => addToCart(ctx.em, ctx, input)),
  setQuantity: publicProcedure
    .input(ZCartItemRequest)
    .output(ZCart)
    .mutation(({ ctx, input }) => setCartQuantity(ctx.em, ctx, input)),
  remove: publicProcedure
    .input(ZCartProductRequest)
    .output(ZCart)
    .mutation(({ ctx, input }) => removeFromCart(ctx.em, ctx, input.productId)),
});

const orders = router({
  quote: publicProcedure
    .input(ZOrderQuoteRequest)
    .output(ZOrderQuote)
    .query(({ ctx, input }) => quoteOrder(ctx.em, ctx, input)),
  place: authedProcedure
    .input(ZPlaceOrderRequest)
    .output(ZBooking)
    .mutation(({ ctx, input }) => placeOrder(ctx.em, ctx.config, ctx.user, ctx.cookies, input)),
  get: authedProcedure
    .input(ZOrderIdRequest)
    .output(ZOrder)
    .query(({ ctx, input }) => getOrder(ctx.em, ctx.user, input.id)),
});

const exchangeRates = catalogueProcedure.output(z.array(ZExchangeRate)).query(async ({ ctx }) => (await loadRates(ctx.em)).all());

/** Stock and prices for staff (back office), each change in the audit trail. */
const stock = router({
  list: staffProcedure
    .input(ZStockListRequest)
    .output(ZStockPage)
    .query(({ ctx, input }) => listStock(ctx.em, input)),
  setQuantity: staffProcedure
    .input(ZSetStockRequest)
    .output(ZStockItem)
    .mutation(({ ctx, input }) => setStock(ctx.em, ctx.user, input)),
  setPrice: staffProcedure
    .input(ZSetPriceRequest)
    .output(ZStockItem)
    .mutation(({ ctx, input }) => setPrice(ctx.em, ctx.user, input)),
});

export const shopRouter = router({ products, cart, orders, exchangeRates, stock });
