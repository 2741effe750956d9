import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_AMENITIES_SHOWN } from '@shared/travel-terms';
import type { Hotel, RoomsForParty } from '@shared/schemas/hotels';
import { useFormat } from '../../../i18n/format';
import { Stars } from '../../../components/Stars';
import { AvailabilityBadge } from '../ui/AvailabilityBadge';
import { CancellationPolicyNote } from '../booking/CancellationPolicyNote';
import { amenityText, vocabularyLang } from '../vocabulary';
import { catalogueLang } from '../../../lib/catalogue-text';
import { Price } from '../../../components/Price';
import { ChildRateNote } from './ChildRateNote';
import { hotelStayPath } from './stay-params';
import { usePriceFormat } from '../../../lib/display-currency';

// Hotel Booking dialog card: image, name, location, price per night, five stars from
// the floor of the rating, at most three amenities; plus the rooms left and Book Now.
// The photo and the name open the hotel's page for the same stay and party (`guests`: the guests
// searched, when the answer names no rooms for the party).
// `first`: the first card of the results, likely the screen's largest paint: its photo loads at once, ahead of the rest.
export function HotelCard({
  hotel,
  guests,
  childAges,
  onBook,
  booking,
  first,
}: {
  hotel: Hotel;
  guests?: number;
  /** The ages of the children searched for, carried to the hotel's page with the rooms and adults. */
  childAges?: number[];
  onBook: () => void;
  booking?: boolean;
  first?: boolean;
}) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const page = hotelStayPath(hotel, guests, childAges);
  return (
    <Card withBorder radius="md" p={0} component="article" aria-label={hotel.name} data-testid="hotel-card">
      <Link to={page} tabIndex={-1} aria-hidden>
        <Image
          src={hotel.images[0] ?? null}
          srcSet={hotel.photos[0]?.srcSet}
          sizes="(max-width: 720px) 100vw, 720px"
          alt={hotel.name}
          h={140}
          fit="cover"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          fallbackSrc="/images/hotels/hotel-1.svg"
        />
      </Link>
      <Stack gap={6} p="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text component={Link} to={page} fw={700} lh={1.25} c="inherit" mih={44} style={{ display: 'flex', alignItems: 'center' }}>
            {hotel.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Stars rating={hotel.rating} />
            <Text size="xs" c="dimmed" aria-hidden>
              {hotel.rating}
            </Text>
          </Group>
        </Group>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconMapPin size={14} style={{ flexShrink: 0 }} aria-hidden />
          <Text size="sm" lineClamp={1}>
            {format.place(hotel.location)}
          </Text>
        </Group>
        <HotelFacts hotel={hotel} />
        <Group gap={6}>
          {hotel.amenities.slice(0, MAX_AMENITIES_SHOWN).map((amenity) => (
            <Badge key={amenity} variant="outline" color="gray" tt="none" fw={500} lang={vocabularyLang('amenity', amenity)}>
              {amenityText(t, amenity)}
            </Badge>
          ))}
        </Group>
        {hotel.cancellationPolicy && <CancellationPolicyNote policy={hotel.cancellationPolicy} size="xs" />}
        {hotel.roomsForParty && <RoomsForPartyNote hotel={hotel} fit={hotel.roomsForParty} />}
        <Group justify="space-between" align="flex-end" wrap="nowrap" mt={4}>
          <Stack gap={2}>
            <Text fw={800} fz="lg" lh={1} c="var(--mantine-primary-color-filled)">
              <Price amount={hotel.pricePerNight} currency={hotel.currency} />
              <Text span size="sm" fw={500} c="dimmed">
                {' '}
                {t('hotels.perNight')}
              </Text>
            </Text>
            <AvailabilityBadge count={hotel.roomsAvailable} unit="room" />
          </Stack>
          <Button onClick={onBook} loading={booking} disabled={hotel.roomsAvailable < 1}>
            {t('hotels.bookNow')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** How far it is from its city's centre and what travellers who stayed gave it, when known. */
function HotelFacts({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const facts = [
    hotel.position && t('hotels.kmFromCentre', { distance: t('common:map.kilometers', { value: format.number(hotel.position.kmFromCentre) }) }),
    typeof hotel.reviewRating === 'number' && t('hotels.reviewScore', { rating: format.number(hotel.reviewRating) }),
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="hotel-facts">
      {facts.join(' · ')}
    </Text>
  );
}

/** The rooms the party searched for takes here ('1 × Garden cottage for 3'), the total for the stay, and the child rule. */
function RoomsForPartyNote({ hotel, fit }: { hotel: Hotel; fit: RoomsForParty }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const prices = usePriceFormat();
  return (
    <Stack gap={2} data-testid="rooms-for-party">
      {fit.rooms.map((room) => (
        <Text key={room.roomTypeId} size="sm">
          <bdi>
            {`${format.number(room.count)} × `}
            <span lang={catalogueLang(room, 'name')}>{room.name}</span>
          </bdi>{' '}
          <Text span size="xs" c="dimmed">
            ({t('hotels.sleeps', { count: room.maxOccupancy })} · {prices.money(room.pricePerNight, hotel.currency)} {t('hotels.perNight')})
          </Text>
        </Text>
      ))}
      <Text size="sm" fw={700} data-testid="stay-total">
        {t('hotels.totalForStay', { nights: t('count.night', { count: hotel.nights }), total: prices.moneyExact(fit.totalAmount, hotel.currency) })}
      </Text>
      <ChildRateNote hotel={hotel} fit={fit} />
    </Stack>
  );
}
