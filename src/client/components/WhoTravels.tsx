import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingTravellers } from '@shared/schemas/travellers';
import { dietaryLabel } from './dietary';

/**
 * Who travels on a booking (checkout, My Bookings, the e-voucher, staff): each passenger's
 * names as on the passport, with the passport number as the server gives it (masked), or the
 * lead guest, or the driver, or a tour's travellers with their dietary needs. Nothing when not given. `passportAction`: what follows a passenger's
 * passport (staff's 'Show number').
 */
export function WhoTravels({
  travellers,
  compact = false,
  passportAction,
}: {
  travellers: BookingTravellers | null | undefined;
  compact?: boolean;
  passportAction?: (passenger: number) => ReactNode;
}) {
  const { t } = useTranslation('common');
  if (!travellers) return null;
  const rows: { name: string; extra: string | null; ltr?: boolean; action?: ReactNode }[] = [
    ...(travellers.passengers ?? []).map((p, index) => ({
      name: `${p.givenNames} ${p.surname}`,
      extra: p.passportNumber ? t('whoTravels.passport', { number: p.passportNumber }) : null,
      ltr: true,
      action: p.passportNumber && passportAction ? passportAction(index) : null,
    })),
    ...(travellers.leadGuest ? [{ name: travellers.leadGuest.name, extra: t('whoTravels.leadGuest') }] : []),
    ...(travellers.driver ? [{ name: travellers.driver.name, extra: t('whoTravels.driver', { age: travellers.driver.age }) }] : []),
    ...(travellers.tourTravellers ?? []).map((p) => ({ name: `${p.givenNames} ${p.surname}`, extra: dietaryLabel(t, p.dietary) })),
  ];
  if (rows.length === 0) return null;
  return (
    <Stack gap={2} data-testid="who-travels">
      <Text size="xs" c="dimmed" fw={600}>
        {t('whoTravels.title')}
      </Text>
      {rows.map((row, index) => (
        <Text key={index} size="sm">
          <bdi>{row.name}</bdi>
          {!compact && row.extra && (
            <Text span size="sm" c="dimmed">
              {' · '}
              <bdi dir={row.ltr ? 'ltr' : undefined}>{row.extra}</bdi>
            </Text>
          )}
          {!compact && row.action}
        </Text>
      ))}
    </Stack>
  );
}
