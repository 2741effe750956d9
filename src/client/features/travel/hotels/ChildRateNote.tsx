import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Hotel, RoomsForParty } from '@shared/schemas/hotels';
import { amountToCents } from '@shared/money';
import { usePriceFormat } from '../../../lib/display-currency';

/** The hotel's rule for the young children of the party ('Children under 6 stay free'); nothing when the party has none. */
export function ChildRateNote({ hotel, fit }: { hotel: Hotel; fit: RoomsForParty }) {
  const { t } = useTranslation('travel');
  const prices = usePriceFormat();
  const policy = hotel.childPolicy;
  if (!policy || fit.youngChildren === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {amountToCents(policy.ratePerNight) === 0
        ? t('hotels.childrenStayFree', { age: policy.ageLimit })
        : t('hotels.childRate', { age: policy.ageLimit, price: prices.moneyExact(policy.ratePerNight, hotel.currency) })}
    </Text>
  );
}
