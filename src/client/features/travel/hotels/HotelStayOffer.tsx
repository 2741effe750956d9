import { catalogueLang } from '../../../lib/catalogue-text';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelDetail } from '@shared/schemas/hotels';
import { usePriceFormat } from '../../../lib/display-currency';
import { useFormat } from '../../../i18n/format';
import { useStartBooking } from '../../../booking/start-booking';
import { ChildRateNote } from './ChildRateNote';

// What the hotel page sells for the stay searched: the cheapest rooms that fit the party
// (roomsForParty: '1 × Garden cottage for 3'), the total, the child rule, and Book, which holds
// those rooms and goes to checkout (the same booking flow as the search results' Book Now).
// Below, every room type of the hotel: whom it sleeps, its price a night, how many are free.
export function HotelStayOffer({ hotel, childAges }: { hotel: HotelDetail; childAges: number[] }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const prices = usePriceFormat();
  const { startBooking, startingItemId } = useStartBooking();
  const fit = hotel.roomsForParty;
  const party = fit
    ? [
        t('count.adult', { count: fit.adults + fit.olderChildren }),
        ...(fit.youngChildren > 0 ? [t('count.child', { count: fit.youngChildren })] : []),
        t('count.room', { count: fit.roomCount }),
      ]
    : [];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="stay-title" data-testid="hotel-stay-offer">
      <Stack gap={6}>
        <Title order={2} size="h4" id="stay-title">
          {t('page.yourStay')}
        </Title>
        <Text size="sm">{[format.shortDateRange(hotel.checkIn, hotel.checkOut), t('count.night', { count: hotel.nights }), ...party].join(' · ')}</Text>
        {fit ? (
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <Stack gap={2}>
              {fit.rooms.map((room) => (
                <Text key={room.roomTypeId} size="sm">
                  <bdi>
                    {`${format.number(room.count)} × `}
                    <span lang={catalogueLang(room, 'name')}>{room.name}</span>
                  </bdi>
                </Text>
              ))}
              <Text fw={800} fz="lg" c="var(--mantine-primary-color-filled)" data-testid="stay-total">
                {t('page.stayTotal', { total: prices.moneyExact(fit.totalAmount, hotel.currency) })}
              </Text>
              <ChildRateNote hotel={hotel} fit={fit} />
            </Stack>
            <Button
              h={44}
              loading={startingItemId === hotel.id}
              onClick={() =>
                startBooking({
                  type: 'hotel',
                  itemId: hotel.id,
                  startDate: hotel.checkIn,
                  endDate: hotel.checkOut,
                  // The rooms shown: the server picks the same cheapest fit for this many rooms.
                  quantity: fit.roomCount,
                  adults: fit.adults,
                  childAges: childAges.length ? childAges : undefined,
                })
              }
            >
              {t('page.book')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="red.8">
            {t('page.notEnoughRooms')}
          </Text>
        )}
        {hotel.roomTypes && hotel.roomTypes.length > 0 && (
          <Table verticalSpacing={4} fz="sm" data-testid="room-types" aria-label={t('page.roomTypes')}>
            <Table.Tbody>
              {hotel.roomTypes.map((room) => (
                <Table.Tr key={room.id}>
                  <Table.Td>
                    <bdi lang={catalogueLang(room, 'name')}>{room.name}</bdi>
                    <Text size="xs" c="dimmed">
                      {t('hotels.sleeps', { count: room.maxOccupancy })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    {prices.money(room.pricePerNight, hotel.currency)} {t('hotels.perNight')}
                    <Text size="xs" c={room.roomsAvailable > 0 ? 'dimmed' : 'red.8'}>
                      {room.roomsAvailable > 0 ? t('page.roomsFree', { count: room.roomsAvailable }) : t('page.noRoomsFree')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
