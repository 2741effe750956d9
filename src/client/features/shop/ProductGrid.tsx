import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shared/schemas/shop';
import { PagedList, ShowMore } from '../../components/PagedList';
import { NothingFound, QueryStatus } from '../../components/QueryStatus';
import { trpc } from '../../lib/trpc';
import { useDeferredData } from '../../lib/deferred-data';
import { NotSavedNotice, useNotSavedOffline } from '../../components/NotSavedNotice';
import { SavedCopyNotice } from '../../components/SavedCopyNotice';
import { ProductCard } from './ProductCard';
import { listInput, type ShopFilters } from './shop-filters';

const PAGE_SIZE = 20;

/** `onTop`: the grid opens the screen, so its first row's pictures load first. */
export function ProductCards({ products, onOpen, onTop }: { products: Product[]; onOpen: (product: Product) => void; onTop?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} onOpen={onOpen} first={onTop && index < 2} />
      ))}
    </SimpleGrid>
  );
}

function ProductPage({
  filters,
  page,
  isLast,
  showMore,
  onOpen,
}: {
  filters: ShopFilters;
  page: number;
  isLast: boolean;
  showMore: () => void;
  onOpen: (product: Product) => void;
}) {
  const { t } = useTranslation('shop');
  const query = trpc.shop.products.list.useQuery({ ...listInput(filters), page, limit: PAGE_SIZE });
  const { data, arriving } = useDeferredData(query.data);
  const notSaved = useNotSavedOffline(query);
  if (notSaved) return <NotSavedNotice title={t('notSaved.title')} text={t(page === 1 ? 'notSaved.text' : 'notSaved.nextPage')} />;
  if (!data) return <QueryStatus label={t('products')} isPending={query.isPending || arriving} error={query.error} onRetry={() => void query.refetch()} />;
  if (page === 1 && data.total === 0) return <NothingFound title={t('noProducts')}>{t('noProductsHint')}</NothingFound>;
  return (
    <Stack gap="sm">
      {page === 1 && <SavedCopyNotice updatedAt={query.dataUpdatedAt} />}
      <ProductCards products={data.items} onOpen={onOpen} />
      {isLast && data.hasMore && <ShowMore onClick={showMore} />}
    </Stack>
  );
}

/** The all-products grid, a page at a time. */
export function ProductGrid({ filters, onOpen }: { filters: ShopFilters; onOpen: (product: Product) => void }) {
  return (
    <PagedList
      search={filters}
      renderPage={(page, isLast, showMore) => <ProductPage key={page} filters={filters} page={page} isLast={isLast} showMore={showMore} onOpen={onOpen} />}
    />
  );
}

/** How many products match, for the section heading. */
export function useProductCount(filters: ShopFilters): number | undefined {
  return trpc.shop.products.list.useQuery({ ...listInput(filters), page: 1, limit: PAGE_SIZE }).data?.total;
}
