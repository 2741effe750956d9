import { Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconCreditCard, IconTicket, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Booking } from '@shared/schemas/bookings';
import { hasVoucher } from '@shared/booking-vocabulary';
import { useFormat } from '../../../i18n/format';
import { bookingTypeLabel, quantityText, useBookedItemName } from '../../../booking/booking-labels';
import { BookingStatusBadge } from '../booking/BookingStatusBadge';
import { checkoutPath } from '../../../booking/start-booking';
import { WhoTravels } from '../../../components/WhoTravels';
import { BookingItems } from '../booking/BookingItems';
import { usePriceFormat } from '../../../lib/display-currency';

// My Bookings card: status badge (in each kind's own words), type, item, dates,
// amount, confirmation code; the e-voucher of a paid stay, flight, car or tour; 'Pay now' for a
// pending hold, Cancel when the server allows it.
export function BookingCard({ booking, onCancel }: { booking: Booking; onCancel: (booking: Booking) => void }) {
  const { t } = useTranslation(['bookings', 'travel']);
  const format = useFormat();
  const prices = usePriceFormat();
  const details = booking.bookingDetails;
  const name = useBookedItemName()(booking.type, details.itemName);
  return (
    <Card withBorder radius="md" p="sm" component="article" aria-label={`${name.text} ${booking.confirmationCode}`} data-testid="booking-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {details.image && <Image src={details.image} alt="" w={72} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {bookingTypeLabel(t, booking.type)}
            </Text>
            <BookingStatusBadge booking={{ type: booking.type, status: booking.status, fulfilledAt: booking.fulfilledAt, progress: details.progress }} />
          </Group>
          <Text fw={700} lh={1.25} lang={name.lang}>
            {name.text}
          </Text>
          {booking.startDate && (
            <Text size="sm" c="dimmed">
              {format.dateRange(booking.startDate, booking.endDate)}
            </Text>
          )}
          {details.pickupAt && (
            <Text size="sm" fw={600} data-testid="booking-pickup-at">
              {t('ridePickupAt', { time: format.instantDateTime(details.pickupAt) })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {quantityText(t, booking.type, details.quantity, details.quantityLabel)}
          </Text>
          <WhoTravels travellers={booking.travellers} compact />
          {details.progress && booking.status === 'confirmed' && (
            <Text size="sm" fw={600} c="var(--mantine-primary-color-filled)" data-testid="booking-progress">
              {t(`progress.${details.progress}`, { defaultValue: details.progress })}
            </Text>
          )}
        </Stack>
      </Group>
      {details.items && <BookingItems items={details.items} />}
      <Group justify="space-between" align="flex-end" mt="sm" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed">
            {t('confirmationCode')}
          </Text>
          <Text fw={700} ff="monospace" data-testid="booking-code">
            {booking.confirmationCode}
          </Text>
        </div>
        <Stack gap={0} align="flex-end">
          <Text fw={800} fz="lg">
            {/* Paid: what was charged, in the currency charged; else the price in the display currency. */}
            {booking.charge
              ? prices.original(booking.charge.amount, booking.charge.currency)
              : booking.confirmedAt
                ? prices.original(booking.totalAmount, booking.currency)
                : prices.moneyExact(booking.totalAmount, booking.currency)}
          </Text>
          {booking.status === 'pending' && booking.holdExpiresAt && (
            <Text size="xs" c="orange">
              {t('payBy', { time: format.instantTime(booking.holdExpiresAt) })}
            </Text>
          )}
          {booking.payAtPickup && (
            <Text size="xs" c="dimmed" data-testid="pay-at-pickup-state">
              {booking.payAtPickup.charged !== null
                ? t('payAtPickup.charged', { amount: format.moneyExact(booking.payAtPickup.charged, booking.currency), card: booking.payAtPickup.cardLast4 })
                : t(`payAtPickup.${booking.payAtPickup.state}`)}
            </Text>
          )}
          {booking.status === 'cancelled' && booking.confirmedAt && !booking.payAtPickup && (
            <Text size="xs" c="dimmed">
              {booking.refundAmount == null
                ? t('refunded')
                : booking.refundAmount === '0.00'
                  ? t('noRefund')
                  : t('refundedAmount', {
                      amount: booking.charge?.refundAmount
                        ? prices.original(booking.charge.refundAmount, booking.charge.currency)
                        : prices.original(booking.refundAmount, booking.currency),
                    })}
            </Text>
          )}
        </Stack>
      </Group>
      {(booking.status === 'pending' || (booking.status === 'confirmed' && hasVoucher(booking.type)) || booking.canCancel || details.detailPath) && (
        <Group mt="sm" gap="xs" justify="flex-end">
          {booking.status === 'confirmed' && hasVoucher(booking.type) && (
            <Button component={Link} to={`/bookings/${booking.id}/voucher`} variant="light" leftSection={<IconTicket size={16} aria-hidden />}>
              {t('voucher')}
            </Button>
          )}
          {details.detailPath && (
            <Button component={Link} to={details.detailPath} variant="light" rightSection={<IconChevronRight size={16} aria-hidden className="flip-rtl" />}>
              {t('viewDetails')}
            </Button>
          )}
          {booking.status === 'pending' && (
            <Button component={Link} to={checkoutPath(booking.id)} leftSection={<IconCreditCard size={16} aria-hidden />} style={{ flex: 1 }}>
              {t('payNow')}
            </Button>
          )}
          {booking.canCancel && (
            <Button variant="subtle" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => onCancel(booking)}>
              {t('cancel')}
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}
