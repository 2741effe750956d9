import { useEffect, useState } from 'react';
import { Box, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES, PRODUCT_REGIONS } from '@shared/marketplace-terms';
import type { ProductCategory } from '@shared/schemas/shop';
import { CartButton } from './CartDrawer';
import type { RegionChoice, ShopFilters } from './shop-filters';
import { categoryLabel, regionLabel } from './shop-text';

const ALL = 'all';

// Two filters share a 360 px row: a narrower chevron leaves the label its room ('All Categories',
// 'Afrika Mashariki'), and a label still too long ends in an ellipsis rather than a clipped letter.
const filterProps = { rightSectionWidth: 28, styles: { input: { textOverflow: 'ellipsis', paddingInlineEnd: 28 } } } as const;

/** Sticky under the top bar: search, the cart button, and the category and region filters. */
export function ShopHeader({
  filters,
  onChange,
  onOpenCart,
}: {
  filters: ShopFilters;
  onChange: (change: Partial<ShopFilters>) => void;
  onOpenCart: () => void;
}) {
  const { t } = useTranslation('shop');
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search, 300);
  // Typing searches once the shopper pauses.
  useEffect(() => {
    if (debounced !== filters.search) onChange({ search: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pause in typing searches
  }, [debounced]);
  // Back or a link (a URL this box did not write) puts its own words in the box.
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    if (filters.search !== debounced) setSearch(filters.search);
  }
  return (
    <Box
      pos="sticky"
      px="md"
      py="xs"
      bg="white"
      data-testid="shop-header"
      style={{ top: 'var(--app-top-bar-height, 53px)', zIndex: 90, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          type="search"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ search });
          }}
          size="md"
          style={{ flex: 1 }}
          maxLength={100}
        />
        <CartButton onOpen={onOpenCart} />
      </Group>
      <Group gap="xs" wrap="nowrap" mt="xs">
        <NativeSelect
          aria-label={t('categoryLabel')}
          data={[{ value: ALL, label: t('allCategories') }, ...PRODUCT_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(t, category) }))]}
          value={filters.category ?? ALL}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ category: value === ALL ? null : (value as ProductCategory) });
          }}
          size="md"
          style={{ flex: 1 }}
          {...filterProps}
          data-testid="category-filter"
        />
        <NativeSelect
          aria-label={t('regionLabel')}
          data={[{ value: ALL, label: t('allRegions') }, ...PRODUCT_REGIONS.map((region) => ({ value: region, label: regionLabel(t, region) }))]}
          value={filters.region}
          onChange={(event) => onChange({ region: event.currentTarget.value as RegionChoice })}
          size="md"
          style={{ flex: 1 }}
          {...filterProps}
          data-testid="region-filter"
        />
      </Group>
    </Box>
  );
}
