import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TERMS } from '@shared/marketplace-terms';
import type { Parcel } from '@shared/schemas/shop';
import { centsToAmount } from '@shared/money';
import { useFormat } from '../../i18n/format';

/** Goods in dollars, each parcel's delivery (its rule named), the total, the estimate and the rates' date. */
export function OrderPricing({
  goodsUsd,
  parcels,
  total,
  estimatedDelivery,
  ratesAsOf,
}: {
  goodsUsd: string;
  parcels: Parcel[];
  total: string | null;
  estimatedDelivery: string | null;
  ratesAsOf: string | null;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  return (
    <Stack gap={6} data-testid="order-pricing">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('pricing.goods')}
        </Text>
        <Text size="sm" fw={600}>
          {format.moneyExact(goodsUsd)}
        </Text>
      </Group>
      {parcels.map((parcel) => (
        <Group key={parcel.region} justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t(`pricing.deliveryFrom.${parcel.region}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`pricing.rule.${parcel.rule}`, { threshold: format.money(centsToAmount(DELIVERY_TERMS.gccFreeFromCents)) })}
            </Text>
          </Stack>
          <Text size="sm" fw={600} c={parcel.fee === '0.00' ? 'green' : undefined}>
            {parcel.fee === '0.00' ? t('pricing.free') : format.moneyExact(parcel.fee)}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('pricing.total')}</Text>
        <Text fw={800} fz="lg" data-testid="order-total">
          {total ? format.moneyExact(total) : t('pricing.chooseCountry')}
        </Text>
      </Group>
      {estimatedDelivery && (
        <Text size="sm" c="dimmed">
          {t('pricing.estimatedDelivery', { date: format.mediumDate(estimatedDelivery) })}
        </Text>
      )}
      {ratesAsOf && (
        <Text size="xs" c="dimmed">
          {t('pricing.chargedInUsd', { date: format.mediumDate(ratesAsOf) })}
        </Text>
      )}
    </Stack>
  );
}
