import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TERMS } from '@shared/marketplace-terms';
import { centsToAmount } from '@shared/money';
import type { RegionChoice } from './shop-filters';
import { usePriceFormat } from '../../lib/display-currency';

function Banner({ title, text, terms, testId }: { title: string; text: string; terms: string; testId: string }) {
  return (
    <Paper radius="md" p="sm" bg="var(--mantine-primary-color-light)" data-testid={testId}>
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="xl" aria-hidden>
          <IconTruckDelivery size={22} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={700}>{title}</Text>
          <Text size="sm">{text}</Text>
          <Text size="xs" c="dimmed">
            {terms}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The East Africa free-delivery banner ('Across East Africa', no minimum order) shows
 * for the East Africa region, which the shop starts on; the GCC banner states our GCC terms
 * (docs/marketplace.md): free from $50, else $5.
 */
export function DeliveryBanners({ region }: { region: RegionChoice }) {
  const { t } = useTranslation('shop');
  const prices = usePriceFormat();
  return (
    <Stack gap="xs">
      {region !== 'gcc' && (
        <Banner testId="banner-east-africa" title={t('banner.freeDelivery')} text={t('banner.acrossEastAfrica')} terms={t('banner.noMinimum')} />
      )}
      {region !== 'east_africa' && (
        <Banner
          testId="banner-gcc"
          title={t('banner.gccDelivery')}
          text={t('banner.acrossGcc')}
          terms={t('banner.gccTerms', {
            threshold: prices.money(centsToAmount(DELIVERY_TERMS.gccFreeFromCents)),
            fee: prices.money(centsToAmount(DELIVERY_TERMS.gccFeeCents)),
          })}
        />
      )}
    </Stack>
  );
}
