import { useState } from 'react';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Product } from '@shared/schemas/shop';
import { SectionHeader } from '../../components/SectionHeader';
import { usePageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { CartDrawer } from './CartDrawer';
import { DeliveryBanners } from './DeliveryBanners';
import { FeaturedProducts } from './FeaturedProducts';
import { ProductDialog } from './ProductDialog';
import { ProductGrid, useProductCount } from './ProductGrid';
import { ShopHeader } from './ShopHeader';
import { readFilters, showsFeatured, writeFilters, type ShopFilters } from './shop-filters';

// /shop (Local Marketplace): search, category and region filters (east_africa on load),
// the delivery banner of the region, Featured Products when no filter or search is active, the
// all-products grid, the product dialog, and the cart (button in the sticky header, drawer).
export function ShopPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('common:screens.shop.title'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [open, setOpen] = useState<Product | null>(null);
  // ?product=<id> opens that product (the assistant's product cards link here).
  const linkedId = params.get('product');
  const linked = trpc.shop.products.get.useQuery({ id: linkedId ?? '' }, { enabled: Boolean(linkedId) });
  const shown = open ?? (linkedId ? (linked.data ?? null) : null);
  const closeProduct = () => {
    setOpen(null);
    if (linkedId) {
      const next = new URLSearchParams(window.location.search);
      next.delete('product');
      setParams(next, { replace: true });
    }
  };
  const [cartOpened, cart] = useDisclosure(false);
  const count = useProductCount(filters);
  // A change applies to the URL as it is now, not as this render saw it: a search that lands
  // (after typing pauses) in the same moment as a filter change must not undo it.
  const setFilters = (change: Partial<ShopFilters>) =>
    setParams(writeFilters({ ...readFilters(new URLSearchParams(window.location.search)), ...change }), { replace: true });
  return (
    <>
      <Box px="md" pt="md" pb="xs">
        <Title order={1} fz={24}>
          {t('common:screens.shop.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('subtitle')}
        </Text>
      </Box>
      <ShopHeader filters={filters} onChange={setFilters} onOpenCart={cart.open} />
      <Stack gap="lg" p="md">
        <DeliveryBanners region={filters.region} />
        {showsFeatured(filters) && <FeaturedProducts region={filters.region} onOpen={setOpen} />}
        <Box component="section" aria-labelledby="all-products">
          <SectionHeader
            title={t('allProducts')}
            id="all-products"
            action={
              count !== undefined && (
                <Text size="sm" c="dimmed" aria-live="polite" data-testid="product-count">
                  {t('productCount', { count })}
                </Text>
              )
            }
          />
          <ProductGrid filters={filters} onOpen={setOpen} />
        </Box>
        <Text size="xs" c="dimmed" ta="center">
          {t('demoNote')}
        </Text>
      </Stack>
      <ProductDialog product={shown} onClose={closeProduct} />
      <CartDrawer opened={cartOpened} onClose={cart.close} />
    </>
  );
}
