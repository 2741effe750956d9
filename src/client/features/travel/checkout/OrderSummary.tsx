import type { ReactNode } from 'react';
import { Badge, Box, Divider, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { amountToCents } from '@shared/money';
import type { Booking, PriceLine } from '@shared/schemas/bookings';
import { useFormat, type Formatters } from '../../../i18n/format';
import { bookingTypeLabel, quantityText, useBookedItemName } from '../../../booking/booking-labels';
import { cabinClassLabel, stopsLabel } from '../flights/flight-text';
import { BookingItems } from '../booking/BookingItems';
import { CancellationPolicyNote } from '../booking/CancellationPolicyNote';
import { WhoTravels } from '../../../components/WhoTravels';
import { usePriceFormat, type PriceFormat } from '../../../lib/display-currency';
import { Price } from '../../../components/Price';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ta="end" fw={500} miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** What is being bought: the item, its dates, length and quantity (a snapshot at booking time). */
export function OrderItem({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['checkout', 'travel']);
  const format = useFormat();
  const details = booking.bookingDetails;
  const name = useBookedItemName()(booking.type, details.itemName);
  const cabin = details.cabinClass === 'economy' || details.cabinClass === 'business' ? cabinClassLabel(t, details.cabinClass) : details.cabinClass;
  return (
    <Stack gap="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {details.image && <Image src={details.image} alt={name.text} w={88} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
        <Box miw={0}>
          <Badge variant="light" size="sm" mb={4}>
            {bookingTypeLabel(t, booking.type)}
          </Badge>
          <Text fw={700} lh={1.25} lang={name.lang}>
            {name.text}
          </Text>
          {details.location && (
            <Text size="sm" c="dimmed">
              {format.place(details.location)}
            </Text>
          )}
        </Box>
      </Group>
      {details.items && <BookingItems items={details.items} />}
      <Stack gap={6}>
        {booking.type === 'flight' && details.fromAirport && details.toAirport && (
          <>
            <Row label={t('summary.flight')}>
              {[details.airline, details.flightNumber].filter(Boolean).join(' ')}
              {cabin ? ` · ${cabin}` : ''}
            </Row>
            <Row label={t('summary.route')}>
              <span dir="ltr">
                {format.place(details.fromAirport)} {details.departureTime && format.clockTime(details.departureTime)} → {format.place(details.toAirport)}{' '}
                {details.arrivalTime && format.clockTime(details.arrivalTime)}
              </span>
            </Row>
            {details.duration && (
              <Row label={t('summary.duration')}>
                <span dir="ltr">{details.duration}</span>
                {details.stops !== undefined ? ` · ${stopsLabel(t, details.stops)}` : ''}
              </Row>
            )}
          </>
        )}
        {details.startDate && (
          <Row label={booking.type === 'hotel' ? t('summary.stay') : booking.type === 'car' ? t('summary.rental') : t('summary.date')}>
            {format.dateRange(details.startDate, details.endDate)}
          </Row>
        )}
        {details.nights !== undefined && <Row label={t('summary.nights')}>{t('travel:count.night', { count: details.nights })}</Row>}
        {details.days !== undefined && <Row label={t('summary.days')}>{t('travel:count.day', { count: details.days })}</Row>}
        {booking.type === 'car' && details.pickupLocation && (
          <Row label={t('summary.pickupDropoff')}>
            <span dir="ltr">
              {format.place(details.pickupLocation)} →{' '}
              {details.dropoffLocation === 'Same Location' || !details.dropoffLocation ? t('travel:cars.sameLocation') : format.place(details.dropoffLocation)}
            </span>
          </Row>
        )}
        {details.tourDuration && <Row label={t('summary.tour')}>{details.tourDuration}</Row>}
        <Row label={t('summary.quantity')}>{quantityText(t, booking.type, details.quantity, details.quantityLabel)}</Row>
        {details.rooms && details.rooms.length > 0 && (
          <Row label={t('summary.rooms')}>
            <Stack gap={0} component="span" data-testid="booked-rooms">
              {details.rooms.map((room) => (
                <bdi key={room.name}>{`${format.number(room.count)} × ${room.name}`}</bdi>
              ))}
            </Stack>
          </Row>
        )}
        {details.adults !== undefined && (
          <Row label={t('summary.guests')}>
            {[
              t('travel:count.adult', { count: details.adults }),
              ...(details.childAges?.length
                ? [`${t('travel:count.child', { count: details.childAges.length })} (${details.childAges.map((age) => format.number(age)).join(', ')})`]
                : []),
            ].join(' · ')}
          </Row>
        )}
      </Stack>
      {details.cancellationPolicy && (
        <Stack gap={4} component="section" aria-label={t('travel:policy.title')}>
          <Text size="sm" fw={700}>
            {t('travel:policy.title')}
          </Text>
          <CancellationPolicyNote policy={details.cancellationPolicy} startsAt={booking.status === 'cancelled' ? undefined : details.startsAt} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * One line of the breakdown: a label that wraps as needed ('One-way fee (drop-off at Dubai
 * Marina)') and an amount that never does (it broke a digit per line at 360 px).
 */
function AmountLine({ label, amount, discount = false }: { label: ReactNode; amount: string; discount?: boolean }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" c={discount ? 'green' : undefined}>
      <Text size="sm" c={discount ? undefined : 'dimmed'} miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text size="sm" fw={discount ? 600 : 500} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * A price line in the language on screen, from what the line is ('$120.00 × 3 nights × 1 room',
 * a one-way fee, the offer); bookings recorded before lines carried that keep their English label.
 */
function priceLineText(line: PriceLine, currency: string, t: TFunction, format: Formatters, prices: PriceFormat): string {
  const item = line.item;
  if (!item) return line.label;
  switch (item.kind) {
    case 'units': {
      const parts = [prices.moneyExact(item.unitAmount, currency)];
      if (item.periods !== null && item.periodUnit) parts.push(t(`travel:count.${item.periodUnit}`, { count: item.periods }));
      if (item.showQuantity) parts.push(quantityText(t, item.type, item.quantity, ''));
      return (item.name ? `${item.name}: ` : '') + parts.join(' × ');
    }
    case 'children':
      return [
        t('travel:count.child', { count: item.quantity }),
        prices.moneyExact(item.unitAmount, currency),
        t('travel:count.night', { count: item.periods }),
      ].join(' × ');
    case 'fee': {
      const fee = item.place ? t('summary.oneWayFeeAt', { place: item.place }) : t('summary.oneWayFee');
      return item.quantity > 1 ? `${fee} × ${format.number(item.quantity)}` : fee;
    }
    case 'offer':
      return t('summary.offerLine', { percent: format.number(item.percentOff), max: prices.moneyExact(item.maxDiscount, currency) });
    case 'product':
      return `${item.name} × ${format.number(item.quantity)} (${prices.moneyExact(item.amount, item.currency)})`;
    case 'delivery':
      return t(`summary.deliveryFrom.${item.from}`, { defaultValue: line.label });
  }
}

/** '3 nights × $120.00', subtotal, the first-booking discount when applied, total. */
export function PriceBreakdown({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['checkout', 'travel']);
  const format = useFormat();
  const prices = usePriceFormat();
  const charges = booking.bookingDetails.lines.filter((line) => amountToCents(line.amount) >= 0);
  const discounts = booking.bookingDetails.lines.filter((line) => amountToCents(line.amount) < 0);
  const discountCents = amountToCents(booking.discountAmount);
  return (
    <Stack gap={6} data-testid="price-breakdown">
      {charges.map((line) => (
        <AmountLine
          key={line.label}
          label={<bdi>{priceLineText(line, booking.currency, t, format, prices)}</bdi>}
          amount={prices.moneyExact(line.amount, booking.currency)}
        />
      ))}
      <Divider />
      <Row label={t('summary.subtotal')}>{prices.moneyExact(booking.subtotalAmount, booking.currency)}</Row>
      {discounts.map((line) => (
        <AmountLine
          key={line.label}
          discount
          label={<bdi>{priceLineText(line, booking.currency, t, format, prices)}</bdi>}
          amount={prices.moneyExact(line.amount, booking.currency)}
        />
      ))}
      {discounts.length === 0 && discountCents !== 0 && (
        <AmountLine
          discount
          label={booking.offerCode ? t('summary.offerWithCode', { code: booking.offerCode }) : t('summary.offer')}
          amount={prices.moneyExact(`-${booking.discountAmount.replace(/^-/, '')}`, booking.currency)}
        />
      )}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('summary.total')}</Text>
        <Text fw={800} fz="lg" data-testid="order-total">
          <Price amount={booking.totalAmount} currency={booking.currency} exact />
        </Text>
      </Group>
    </Stack>
  );
}

export function OrderSummary({ booking }: { booking: Booking }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <OrderItem booking={booking} />
        <WhoTravels travellers={booking.travellers} />
        <Divider />
        <PriceBreakdown booking={booking} />
      </Stack>
    </Paper>
  );
}
