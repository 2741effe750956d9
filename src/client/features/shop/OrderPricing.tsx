import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TERMS } from '@shared/marketplace-terms';
import type { Parcel } from '@shared/schemas/shop';
import { centsToAmount } from '@shared/money';
import { useFormat } from '../../i18n/format';
import { usePriceFormat } from '../../lib/display-currency';

/**
 * What an order is or will be charged: not yet (the currency is chosen at payment), cash at the
 * door (due, collected, or refused there), or a charge in US dollars or in the currency chosen at
 * payment, at its locked rate.
 */
export type OrderCharge =
  | { kind: 'at_payment' }
  | { kind: 'cash_due' | 'cash_collected' | 'cash_refused' }
  | { kind: 'charged'; amount: string; currency: string; rateAsOf: string | null };

/** Goods in dollars, each parcel's delivery (its rule named), the total, the estimate, and what is charged at which rates. */
export function OrderPricing({
  goodsUsd,
  parcels,
  total,
  estimatedDelivery,
  ratesAsOf,
  charge,
}: {
  goodsUsd: string;
  parcels: Parcel[];
  total: string | null;
  estimatedDelivery: string | null;
  ratesAsOf: string | null;
  charge: OrderCharge;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const prices = usePriceFormat();
  const usdTotal = total ? prices.original(total, 'USD') : '';
  const chargeText = () => {
    switch (charge.kind) {
      case 'at_payment':
        return ratesAsOf ? t('pricing.charge.atPayment', { date: format.mediumDate(ratesAsOf) }) : null;
      case 'cash_due':
        return t('pricing.charge.cashDue', { amount: usdTotal });
      case 'cash_collected':
        return t('pricing.charge.cashCollected', { amount: usdTotal });
      case 'cash_refused':
        return t('pricing.charge.cashRefused');
      case 'charged':
        return charge.rateAsOf
          ? t('pricing.charge.charged', { amount: prices.original(charge.amount, charge.currency), date: format.mediumDate(charge.rateAsOf) })
          : t('pricing.charge.chargedUsd', { amount: prices.original(charge.amount, charge.currency) });
    }
  };
  return (
    <Stack gap={6} data-testid="order-pricing">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('pricing.goods')}
        </Text>
        <Text size="sm" fw={600}>
          {prices.moneyExact(goodsUsd)}
        </Text>
      </Group>
      {parcels.map((parcel) => (
        <Group key={parcel.region} justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t(`pricing.deliveryFrom.${parcel.region}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`pricing.rule.${parcel.rule}`, { threshold: prices.money(centsToAmount(DELIVERY_TERMS.gccFreeFromCents)) })}
            </Text>
          </Stack>
          <Text size="sm" fw={600} c={parcel.fee === '0.00' ? 'green' : undefined}>
            {parcel.fee === '0.00' ? t('pricing.free') : prices.moneyExact(parcel.fee)}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('pricing.total')}</Text>
        <Text fw={800} fz="lg" data-testid="order-total">
          {total ? prices.moneyExact(total) : t('pricing.chooseCountry')}
        </Text>
      </Group>
      {estimatedDelivery && (
        <Text size="sm" c="dimmed">
          {t('pricing.estimatedDelivery', { date: format.mediumDate(estimatedDelivery) })}
        </Text>
      )}
      <Text size="xs" c="dimmed" data-testid="order-charge">
        {chargeText()}
      </Text>
    </Stack>
  );
}
