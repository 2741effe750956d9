import { useState, type ReactNode } from 'react';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shared/schemas/shop';
import { AppModal } from '../../components/AppModal';
import { Stars } from '../../components/Stars';
import { useFormat } from '../../i18n/format';
import { ProductGallery } from './ProductGallery';
import { ProductReviews } from './ProductReviews';
import { QuantityStepper } from './QuantityStepper';
import { StockBadge } from './StockBadge';
import { categoryLabel, countryName, regionLabel } from './shop-text';
import { useAddToCart } from './use-cart';
import { useUsdOf } from './use-usd';
import { usePriceFormat } from '../../lib/display-currency';
import { catalogueLang } from '../../lib/catalogue-text';
import { Price } from '../../components/Price';

/** Product dialog: gallery, country, brand, price, rating, stock, shipping weight and size, quantity and Add to Cart. */
export function ProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <AppModal opened={product !== null} onClose={onClose} title={product?.name ?? ''} fullScreenOnPhone>
      {product && <ProductDetails key={product.id} product={product} />}
    </AppModal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="end">
        {children}
      </Text>
    </Group>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const prices = usePriceFormat();
  const usdOf = useUsdOf();
  const [quantity, setQuantity] = useState(1);
  const { add, adding } = useAddToCart();
  const usd = usdOf(product.price, product.currency);
  return (
    <Stack gap="md" data-testid="product-dialog">
      <ProductGallery images={product.images} name={product.name} />
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('dialog.byBrand', { brand: product.brand })} · {countryName(product.country, format.language)} · {regionLabel(t, product.region)}
        </Text>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={800} fz={26} lh={1.1} c="var(--mantine-primary-color-filled)" data-testid="product-price">
              <Price amount={product.price} currency={product.currency} exact />
            </Text>
            {prices.currency !== product.currency && (
              <Text size="xs" c="dimmed" data-testid="product-own-price">
                {t('dialog.ownPrice', { amount: prices.original(product.price, product.currency) })}
              </Text>
            )}
            {usd && prices.currency === product.currency && (
              <Text size="xs" c="dimmed">
                {t('dialog.aboutUsd', { amount: prices.moneyExact(usd) })}
              </Text>
            )}
          </Stack>
          <StockBadge stock={product.stockQuantity} size="md" />
        </Group>
        <Group gap={6}>
          {product.rating ? (
            <>
              <Stars rating={product.rating} />
              <Text size="sm" fw={600}>
                {product.rating}
              </Text>
              <Text size="sm" c="dimmed">
                {t('dialog.reviewCount', { count: product.reviewCount })}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('reviews.none')}
            </Text>
          )}
        </Group>
      </Stack>
      {/* The catalogue is written in English: its own direction keeps its punctuation in place in Arabic. */}
      <Text size="sm" dir="auto" lang={catalogueLang(product, 'description')}>
        {product.description}
      </Text>
      <Stack gap={6}>
        <Fact label={t('dialog.category')}>{categoryLabel(t, product.category)}</Fact>
        <Fact label={t('dialog.stock')}>{product.inStock ? t('dialog.inStockCount', { count: product.stockQuantity }) : t('stock.out')}</Fact>
        <Fact label={t('dialog.weight')}>{t('dialog.kg', { weight: format.number(Number(product.weight)) })}</Fact>
        <Fact label={t('dialog.dimensions')}>
          <span dir="ltr">{product.dimensions}</span>
        </Fact>
      </Stack>
      <Divider />
      {product.inStock ? (
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('dialog.quantity')}</Text>
          <QuantityStepper value={quantity} max={product.stockQuantity} onChange={setQuantity} label={t('dialog.quantity')} disabled={adding} />
        </Group>
      ) : null}
      <Button
        size="md"
        fullWidth
        leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
        loading={adding}
        disabled={!product.inStock}
        onClick={() => add({ productId: product.id, quantity })}
      >
        {product.inStock ? t('dialog.addToCart') : t('stock.out')}
      </Button>
      <Divider />
      <ProductReviews productId={product.id} reviewCount={product.reviewCount} />
    </Stack>
  );
}
