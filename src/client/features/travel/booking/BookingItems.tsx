import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '@shared/schemas/bookings';

/** What a purchase of several things holds (a marketplace order's lines): '2 × Kenyan Purple Tea'. */
export function BookingItems({ items }: { items: NonNullable<BookingDetails['items']> }) {
  const { t } = useTranslation('bookings');
  return (
    <Stack component="ul" gap={2} mt="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('items')} data-testid="booking-items">
      {items.map((item) => (
        <Text component="li" key={item.productId} size="sm">
          {t('itemLine', { quantity: item.quantity, name: item.name })}
        </Text>
      ))}
    </Stack>
  );
}
