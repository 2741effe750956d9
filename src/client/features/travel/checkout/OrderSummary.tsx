import type { ReactNode } from 'react';
import { Badge, Box, Divider, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { amountToCents, formatMoneyExact } from '../../../../shared/money';
import type { Booking } from '../../../../shared/schemas/bookings';
import { BOOKING_TYPE_LABELS } from '../booking/booking-status';
import { dateRange, plural } from '../ui/dates';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ta="right" fw={500}>
        {children}
      </Text>
    </Group>
  );
}

/** What is being bought: the item, its dates, length and quantity (a snapshot at booking time). */
export function OrderItem({ booking }: { booking: Booking }) {
  const details = booking.bookingDetails;
  return (
    <Stack gap="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {details.image && <Image src={details.image} alt={details.itemName} w={88} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
        <Box miw={0}>
          <Badge variant="light" size="sm" mb={4}>
            {BOOKING_TYPE_LABELS[booking.type]}
          </Badge>
          <Text fw={700} lh={1.25}>
            {details.itemName}
          </Text>
          {details.location && (
            <Text size="sm" c="dimmed">
              {details.location}
            </Text>
          )}
        </Box>
      </Group>
      <Stack gap={6}>
        {booking.type === 'flight' && details.fromAirport && details.toAirport && (
          <>
            <Row label="Flight">
              {[details.airline, details.flightNumber].filter(Boolean).join(' ')}
              {details.cabinClass ? ` · ${details.cabinClass}` : ''}
            </Row>
            <Row label="Route">
              {details.fromAirport} {details.departureTime} → {details.toAirport} {details.arrivalTime}
            </Row>
            {details.duration && (
              <Row label="Duration">
                {details.duration}
                {details.stops !== undefined ? ` · ${details.stops === 0 ? 'Non-stop' : '1 stop'}` : ''}
              </Row>
            )}
          </>
        )}
        {details.startDate && <Row label={booking.type === 'hotel' ? 'Stay' : booking.type === 'car' ? 'Rental' : 'Date'}>{dateRange(details.startDate, details.endDate)}</Row>}
        {details.nights !== undefined && <Row label="Nights">{plural(details.nights, 'night')}</Row>}
        {details.days !== undefined && <Row label="Days">{plural(details.days, 'day')}</Row>}
        {booking.type === 'car' && details.pickupLocation && (
          <Row label="Pickup / drop-off">
            {details.pickupLocation} → {details.dropoffLocation ?? 'Same Location'}
          </Row>
        )}
        {details.tourDuration && <Row label="Tour">{details.tourDuration}</Row>}
        <Row label="Quantity">{details.quantityLabel}</Row>
      </Stack>
    </Stack>
  );
}

/** '3 nights × $120.00', subtotal, the first-booking discount when applied, total. */
export function PriceBreakdown({ booking }: { booking: Booking }) {
  const charges = booking.bookingDetails.lines.filter((line) => amountToCents(line.amount) >= 0);
  const discounts = booking.bookingDetails.lines.filter((line) => amountToCents(line.amount) < 0);
  const discountCents = amountToCents(booking.discountAmount);
  return (
    <Stack gap={6} data-testid="price-breakdown">
      {charges.map((line) => (
        <Row key={line.label} label={line.label}>
          {formatMoneyExact(line.amount, booking.currency)}
        </Row>
      ))}
      <Divider />
      <Row label="Subtotal">{formatMoneyExact(booking.subtotalAmount, booking.currency)}</Row>
      {discounts.map((line) => (
        <Group key={line.label} justify="space-between" wrap="nowrap" c="green">
          <Text size="sm">{line.label}</Text>
          <Text size="sm" fw={600}>
            {formatMoneyExact(line.amount, booking.currency)}
          </Text>
        </Group>
      ))}
      {discounts.length === 0 && discountCents !== 0 && (
        <Group justify="space-between" wrap="nowrap" c="green">
          <Text size="sm">First booking offer{booking.offerCode ? ` (${booking.offerCode})` : ''}</Text>
          <Text size="sm" fw={600}>
            {formatMoneyExact(`-${booking.discountAmount.replace(/^-/, '')}`, booking.currency)}
          </Text>
        </Group>
      )}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={800} fz="lg" data-testid="order-total">
          {formatMoneyExact(booking.totalAmount, booking.currency)}
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
        <Divider />
        <PriceBreakdown booking={booking} />
      </Stack>
    </Paper>
  );
}
