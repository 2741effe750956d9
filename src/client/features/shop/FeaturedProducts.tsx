import { Box, SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_FEATURED_PRODUCTS } from '@shared/marketplace-terms';
import type { Product } from '@shared/schemas/shop';
import { SectionHeader } from '../../components/SectionHeader';
import { trpc } from '../../lib/trpc';
import { ProductCards } from './ProductGrid';
import type { RegionChoice } from './shop-filters';

/** Up to 4 featured products of the region shown. */
export function FeaturedProducts({ region, onOpen }: { region: RegionChoice; onOpen: (product: Product) => void }) {
  const { t } = useTranslation('shop');
  const featured = trpc.shop.products.list.useQuery({ featured: true, region: region === 'all' ? undefined : region, limit: MAX_FEATURED_PRODUCTS });
  // While loading, the section keeps its place (two rows of cards), so All Products below
  // does not jump down when the featured ones arrive (layout shift).
  if (featured.isPending && featured.fetchStatus === 'fetching') {
    return (
      <Box component="section" aria-labelledby="featured-products" aria-busy="true">
        <SectionHeader title={t('featured')} id="featured-products" />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
          {Array.from({ length: MAX_FEATURED_PRODUCTS }, (_, index) => (
            <Skeleton key={index} h={245} radius="md" />
          ))}
        </SimpleGrid>
      </Box>
    );
  }
  if (!featured.data || featured.data.items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="featured-products" data-testid="featured-products">
      <SectionHeader title={t('featured')} id="featured-products" />
      <ProductCards products={featured.data.items.slice(0, MAX_FEATURED_PRODUCTS)} onOpen={onOpen} onTop />
    </Box>
  );
}
