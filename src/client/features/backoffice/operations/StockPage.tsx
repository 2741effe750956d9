import { useState } from 'react';
import { Badge, Button, Card, Group, Image, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPhoto, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOW_STOCK, type StockItem } from '@shared/schemas/operations';
import { PRODUCT_REGIONS } from '@shared/marketplace-terms';
import type { ProductRegion } from '@shared/schemas/shop';
import { AppModal } from '../../../components/AppModal';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { PhotoManager } from '../photos/PhotoManager';
import { TOUCH_LABEL } from '../../../components/touch-label';
import { BackOfficePage } from '../ui/BackOfficePage';
import { PageNav } from '../ui/PageNav';
import { QueryState } from '../ui/QueryState';
import { SEGMENT_TARGETS } from '../ui/touch';
import { StockDialog } from './StockDialog';

const PAGE_SIZE = 20;

/** /admin/stock: marketplace products with what is on sale and held, their prices, and their photos. */
export function StockPage() {
  const { t } = useTranslation(['backoffice', 'admin', 'shop']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [region, setRegion] = useState<ProductRegion | 'all'>('all');
  const [lowStock, setLowStock] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StockItem | null>(null);
  const [photosOf, setPhotosOf] = useState<StockItem | null>(null);
  const query = trpc.shop.stock.list.useQuery(
    { search: debounced || undefined, region: region === 'all' ? undefined : region, lowStock: lowStock || undefined, page, limit: PAGE_SIZE },
    { refetchOnMount: 'always', placeholderData: (previous) => previous },
  );
  const utils = trpc.useUtils();
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  const firstPage = () => setPage(1);
  return (
    <BackOfficePage title={t('admin:tools.stock')} testId="stock">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label={t('stock.search')}
          placeholder={t('stock.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            firstPage();
          }}
          style={{ flex: '1 1 220px' }}
        />
        <SegmentedControl
          styles={SEGMENT_TARGETS}
          aria-label={t('shop:regionLabel')}
          value={region}
          onChange={(value) => {
            setRegion(value as ProductRegion | 'all');
            firstPage();
          }}
          data={[{ value: 'all', label: t('stock.allRegions') }, ...PRODUCT_REGIONS.map((value) => ({ value, label: t(`shop:regions.${value}`) }))]}
        />
      </Group>
      <Switch
        label={t('stock.lowOnly', { max: LOW_STOCK })}
        checked={lowStock}
        onChange={(event) => {
          setLowStock(event.currentTarget.checked);
          firstPage();
        }}
        styles={TOUCH_LABEL}
      />
      {query.data ? (
        <Stack gap="xs">
          {query.data.items.length === 0 && (
            <Text c="dimmed" role="status">
              {t('stock.none')}
            </Text>
          )}
          {/* Two columns on a laptop, one on a phone. */}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
            {query.data.items.map((item) => (
              <StockRow key={item.id} item={item} onEdit={() => setEditing(item)} onPhotos={() => setPhotosOf(item)} />
            ))}
          </SimpleGrid>
          <PageNav total={pages} value={page} onChange={setPage} />
        </Stack>
      ) : (
        <QueryState what={t('stock.things')} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {/* The dialog shows the row as the list has it now, so a saved change shows at once. */}
      <StockDialog item={editing && (query.data?.items.find((item) => item.id === editing.id) ?? editing)} onClose={() => setEditing(null)} />
      <AppModal
        opened={photosOf !== null}
        onClose={() => setPhotosOf(null)}
        title={photosOf ? t('catalogue.photosOf', { name: photosOf.name }) : ''}
        fullScreenOnPhone
      >
        {photosOf && (
          <PhotoManager
            owner={{ ownerType: 'product', ownerId: photosOf.id }}
            itemName={photosOf.name}
            onChange={() => void utils.shop.stock.list.invalidate()}
          />
        )}
      </AppModal>
    </BackOfficePage>
  );
}

function StockRow({ item, onEdit, onPhotos }: { item: StockItem; onEdit: () => void; onPhotos: () => void }) {
  const { t } = useTranslation(['backoffice', 'shop']);
  const format = useFormat();
  return (
    <Card withBorder radius="md" p="sm" data-testid="stock-row" component="article" aria-label={item.name}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Image src={item.image} srcSet={item.photos[0]?.srcSet} sizes="72px" alt="" w={72} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {item.brand} · {format.place(item.country)} · {t(`shop:categories.${item.category}`)}
          </Text>
          <Group gap={6} mt={2}>
            <Text fw={700} size="sm" data-testid="stock-price">
              {format.localMoney(item.price, item.currency)}
            </Text>
            <Badge color={item.stockQuantity === 0 ? 'red' : item.stockQuantity <= LOW_STOCK ? 'orange' : 'green'} variant="light" data-testid="stock-quantity">
              {item.stockQuantity === 0
                ? t('stock.soldOut')
                : t('stock.onSaleCount', { count: item.stockQuantity, formatted: format.number(item.stockQuantity) })}
            </Badge>
            {item.onHold > 0 && (
              <Badge color="gray" variant="light">
                {t('stock.onHoldCount', { count: item.onHold, formatted: format.number(item.onHold) })}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" mt="xs" justify="flex-end">
        <Button variant="default" leftSection={<IconPhoto size={16} aria-hidden />} onClick={onPhotos} aria-label={t('stock.photosFor', { name: item.name })}>
          {t('stock.photos')}
        </Button>
        <Button variant="light" onClick={onEdit} aria-label={t('stock.editFor', { name: item.name })}>
          {t('stock.edit')}
        </Button>
      </Group>
    </Card>
  );
}
