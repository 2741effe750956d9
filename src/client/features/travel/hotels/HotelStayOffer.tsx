import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelDetail } from '@shared/schemas/hotels';
import { roomsForGuests } from '@shared/schemas/hotels';
import { amountToCents, centsToAmount } from '@shared/money';
import { useFormat } from '../../../i18n/format';
import { useStartBooking } from '../../../booking/start-booking';
import { AvailabilityBadge } from '../ui/AvailabilityBadge';

// What the hotel page sells for the stay searched: the price per night, the rooms the guests
// need and whether they are free on every night, and Book, which holds them and goes to
// checkout (the same booking flow as the search results' Book Now).
export function HotelStayOffer({ hotel, guests }: { hotel: HotelDetail; guests: number }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const { startBooking, startingItemId } = useStartBooking();
  const rooms = roomsForGuests(guests);
  const available = hotel.roomsAvailable >= rooms;
  const totalCents = amountToCents(hotel.pricePerNight) * rooms * hotel.nights;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="stay-title" data-testid="hotel-stay-offer">
      <Stack gap={6}>
        <Title order={2} size="h4" id="stay-title">
          {t('page.yourStay')}
        </Title>
        <Text size="sm">
          {[
            format.shortDateRange(hotel.checkIn, hotel.checkOut),
            t('count.night', { count: hotel.nights }),
            t('count.guest', { count: guests }),
            t('count.room', { count: rooms }),
          ].join(' · ')}
        </Text>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Stack gap={4}>
            <Text fw={800} fz="lg" lh={1} c="var(--mantine-primary-color-filled)">
              {format.money(hotel.pricePerNight, hotel.currency)}
              <Text span size="sm" fw={500} c="dimmed">
                {' '}
                {t('hotels.perNight')}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {t('page.stayTotal', { total: format.money(centsToAmount(totalCents), hotel.currency) })}
            </Text>
            {available ? (
              <AvailabilityBadge count={hotel.roomsAvailable} unit="room" />
            ) : (
              <Text size="sm" c="red.8">
                {t('page.notEnoughRooms')}
              </Text>
            )}
          </Stack>
          <Button
            h={44}
            disabled={!available}
            loading={startingItemId === hotel.id}
            onClick={() => startBooking({ type: 'hotel', itemId: hotel.id, startDate: hotel.checkIn, endDate: hotel.checkOut, quantity: rooms })}
          >
            {t('page.book')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
