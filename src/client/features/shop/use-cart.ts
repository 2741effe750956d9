// The cart on the client: one query (the server's cart, priced today) and its mutations, which
// answer the whole cart so the cache is replaced, never patched by hand. Adding shows
// 'Added to Cart', or 'Error' with the server's message, else 'Failed to add item to cart'.
import { useTranslation } from 'react-i18next';
import type { Cart, CartItemRequest } from '@shared/schemas/shop';
import { serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Where the cart's Checkout button leads: /checkout with the cart (made real). */
export const CART_CHECKOUT_PATH = '/checkout?cart=1';

export function useCart() {
  return trpc.shop.cart.get.useQuery();
}

function useSetCart() {
  const utils = trpc.useUtils();
  return (cart: Cart) => {
    utils.shop.cart.get.setData(undefined, cart);
    // The checkout quote is the cart priced again: never show a stale one.
    void utils.shop.orders.quote.invalidate();
  };
}

export function useAddToCart() {
  const { t } = useTranslation('shop');
  const setCart = useSetCart();
  const mutation = trpc.shop.cart.add.useMutation({
    onSuccess: (cart, input) => {
      setCart(cart);
      const item = cart.items.find((line) => line.productId === input.productId);
      showToast({ title: t('toast.added'), message: item ? t('toast.addedText', { name: item.name, count: input.quantity }) : undefined, color: 'green' });
    },
    onError: (error) => showToast({ title: t('toast.error'), message: serverMessage(error) ?? t('toast.addFailed'), color: 'red' }),
  });
  return { add: (request: CartItemRequest) => mutation.mutate(request), adding: mutation.isPending };
}

export function useChangeCart() {
  const { t } = useTranslation('shop');
  const setCart = useSetCart();
  const onError = (error: unknown) => showToast({ title: t('toast.error'), message: serverMessage(error) ?? t('toast.changeFailed'), color: 'red' });
  const setQuantity = trpc.shop.cart.setQuantity.useMutation({ onSuccess: setCart, onError });
  const remove = trpc.shop.cart.remove.useMutation({ onSuccess: setCart, onError });
  return {
    setQuantity: (productId: string, quantity: number) => setQuantity.mutate({ productId, quantity }),
    remove: (productId: string) => remove.mutate({ productId }),
    busy: setQuantity.isPending || remove.isPending,
  };
}
