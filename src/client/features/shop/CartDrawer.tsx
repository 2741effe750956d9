import { ActionIcon, Alert, Button, Divider, Group, Image, Indicator, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart, IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Cart, CartItem } from '@shared/schemas/shop';
import { AppDrawer } from '../../components/AppDrawer';
import { useFormat } from '../../i18n/format';
import { QuantityStepper } from './QuantityStepper';
import { CART_CHECKOUT_PATH, useCart, useChangeCart } from './use-cart';
import { usePriceFormat } from '../../lib/display-currency';

/** The shop header's cart button: the real number of items, opening the cart drawer. */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const count = cart.data?.itemCount ?? 0;
  return (
    <Indicator label={count} size={18} color="red" offset={6} disabled={count === 0} data-testid="cart-count">
      <ActionIcon variant="light" size={44} radius="md" aria-label={t('cart.open', { count })} onClick={onOpen}>
        <IconShoppingCart size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('shop');
  const prices = usePriceFormat();
  const { setQuantity, remove, busy } = useChangeCart();
  const tooMany = item.quantity > item.stockQuantity;
  return (
    <Stack gap={6} data-testid="cart-line">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {item.image && <Image src={item.image} alt="" w={56} h={56} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" lh={1.25}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('cart.each', { price: prices.moneyExact(item.unitPrice, item.currency) })}
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size={44}
          aria-label={t('cart.remove', { name: item.name })}
          onClick={() => remove(item.productId)}
          disabled={busy}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {item.priceChanged && (
        <Text size="xs" c="orange" role="note">
          {t('cart.priceChanged', { before: prices.moneyExact(item.priceWhenAdded, item.currency), now: prices.moneyExact(item.unitPrice, item.currency) })}
        </Text>
      )}
      {(tooMany || !item.inStock) && (
        <Text size="xs" c="red" role="note">
          {item.inStock ? t('stock.few', { count: item.stockQuantity }) : t('stock.out')}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        <QuantityStepper
          value={item.quantity}
          min={1}
          max={Math.max(item.quantity > item.stockQuantity ? item.quantity : item.stockQuantity, 1)}
          onChange={(quantity) => setQuantity(item.productId, quantity)}
          label={t('cart.quantityOf', { name: item.name })}
          disabled={busy}
        />
        <Text fw={700}>{prices.moneyExact(item.lineTotal, item.currency)}</Text>
      </Group>
    </Stack>
  );
}

/** Subtotals per currency and (unless the page totals it itself) the USD total with the rates' date. */
export function CartTotals({ cart, withUsdTotal = true }: { cart: Cart; withUsdTotal?: boolean }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const prices = usePriceFormat();
  return (
    <Stack gap={4} data-testid="cart-totals">
      {cart.subtotals.map((subtotal) => (
        <Group key={subtotal.currency} justify="space-between">
          <Text size="sm" c="dimmed">
            {t('cart.subtotalIn', { currency: subtotal.currency })}
          </Text>
          <Text size="sm" fw={600}>
            {prices.original(subtotal.amount, subtotal.currency)}
          </Text>
        </Group>
      ))}
      {withUsdTotal && (
        <Group justify="space-between">
          <Text fw={700}>{t('cart.totalIn', { currency: prices.currency })}</Text>
          <Text fw={800} fz="lg" data-testid="cart-total-usd">
            {prices.moneyExact(cart.totalUsd)}
          </Text>
        </Group>
      )}
      {withUsdTotal && cart.ratesAsOf && (
        <Text size="xs" c="dimmed">
          {t('cart.ratesAsOf', { date: format.mediumDate(cart.ratesAsOf) })}
        </Text>
      )}
    </Stack>
  );
}

/** The cart: lines with quantities, a subtotal per currency, the USD total at the stored rates, and Checkout. */
export function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const cart = useCart();
  const data = cart.data;
  const blocked = data?.items.some((item) => item.quantity > item.stockQuantity) ?? false;
  return (
    <AppDrawer opened={opened} onClose={onClose} title={t('cart.title')} position="right" size="md">
      {!data || data.items.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" c="dimmed" ta="center">
          <IconShoppingCartOff size={36} aria-hidden />
          <Text>{t('cart.empty')}</Text>
          <Button variant="light" onClick={onClose}>
            {t('cart.keepShopping')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          {data.items.map((item) => (
            <Stack key={item.productId} gap="md">
              <CartLine item={item} />
              <Divider />
            </Stack>
          ))}
          <CartTotals cart={data} />
          {blocked && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {t('cart.fixStock')}
            </Alert>
          )}
          <Button
            size="md"
            fullWidth
            disabled={blocked}
            onClick={() => {
              // Navigate first: the drawer's history entry then stays behind the new page.
              void navigate(CART_CHECKOUT_PATH);
              onClose();
            }}
          >
            {t('cart.checkout')}
          </Button>
        </Stack>
      )}
    </AppDrawer>
  );
}
