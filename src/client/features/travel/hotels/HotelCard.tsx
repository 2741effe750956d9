import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_AMENITIES_SHOWN } from '@shared/travel-terms';
import type { Hotel } from '@shared/schemas/hotels';
import { Stars } from '../../../components/Stars';
import { AvailabilityBadge } from '../ui/AvailabilityBadge';
import { CancellationPolicyNote } from '../booking/CancellationPolicyNote';
import { amenityText } from '../vocabulary';
import { Price } from '../../../components/Price';

// Hotel Booking dialog card: image, name, location, price per night, five stars from
// the floor of the rating, at most three amenities; plus the rooms left and Book Now.
// `first`: the first card of the results, likely the screen's largest paint: its photo loads at once, ahead of the rest.
export function HotelCard({ hotel, onBook, booking, first }: { hotel: Hotel; onBook: () => void; booking?: boolean; first?: boolean }) {
  const { t } = useTranslation('travel');
  return (
    <Card withBorder radius="md" p={0} component="article" aria-label={hotel.name} data-testid="hotel-card">
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
      <Stack gap={6} p="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} lh={1.25}>
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
            {hotel.location}
          </Text>
        </Group>
        <Group gap={6}>
          {hotel.amenities.slice(0, MAX_AMENITIES_SHOWN).map((amenity) => (
            <Badge key={amenity} variant="outline" color="gray" tt="none" fw={500}>
              {amenityText(t, amenity)}
            </Badge>
          ))}
        </Group>
        {hotel.cancellationPolicy && <CancellationPolicyNote policy={hotel.cancellationPolicy} size="xs" />}
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
