import { Badge, Box, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shared/schemas/shop';
import { useFormat } from '../../i18n/format';
import { countryName } from './shop-text';
import { StockBadge } from './StockBadge';
import { usePriceFormat } from '../../lib/display-currency';
import { catalogueLang } from '../../lib/catalogue-text';

/** A product in the grid: picture, name, country, rating, price in its currency, stock. Opens the product dialog. */
// `first`: in the first row on screen, likely the screen's largest paint: its picture loads at once, ahead of the rest.
export function ProductCard({ product, onOpen, first }: { product: Product; onOpen: (product: Product) => void; first?: boolean }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const prices = usePriceFormat();
  return (
    <Card withBorder radius="md" p={0} component="article" data-testid="product-card" h="100%">
      {/* Named by what it shows (WCAG 2.5.3): the name, country, rating, price and stock. */}
      <UnstyledButton onClick={() => onOpen(product)} h="100%" w="100%" style={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box pos="relative">
          <Image src={product.images[0] ?? null} alt="" h={120} fit="cover" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} />
          {product.featured && (
            <Badge pos="absolute" top={6} size="xs" color="dark" variant="filled" style={{ insetInlineStart: 6 }}>
              {t('card.featured')}
            </Badge>
          )}
        </Box>
        <Stack gap={4} p="xs" style={{ flex: 1 }}>
          <Text fw={700} size="sm" lh={1.25} lineClamp={2} lang={catalogueLang(product, 'name')}>
            {product.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {countryName(product.country, format.language)}
          </Text>
          <Group gap={4} wrap="nowrap">
            {product.rating ? (
              <>
                <IconStarFilled size={12} color="var(--mantine-color-yellow-7)" aria-hidden />
                <Text size="xs" fw={600}>
                  {t('card.rating', { rating: product.rating, count: product.reviewCount })}
                </Text>
              </>
            ) : (
              <Text size="xs" c="dimmed">
                {t('reviews.none')}
              </Text>
            )}
          </Group>
          <Group justify="space-between" align="flex-end" gap={4} mt="auto" wrap="wrap">
            <Text fw={800} size="sm" c="var(--mantine-primary-color-filled)" dir="ltr">
              {prices.moneyExact(product.price, product.currency)}
            </Text>
            <StockBadge stock={product.stockQuantity} size="xs" />
          </Group>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
