import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { QueryStatus } from '../../../components/QueryStatus';
import { Stars } from '../../../components/Stars';
import { httpStatusOf } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { trpc } from '../../../lib/trpc';
import { CancellationPolicyNote } from '../booking/CancellationPolicyNote';
import { ItemNotFound } from '../ui/ItemNotFound';
import { LocationMap } from '../ui/LocationMap';
import { PhotoGallery, galleryPictures } from '../ui/PhotoGallery';
import { TravelReviews } from '../ui/TravelReviews';
import { amenityText, vocabularyLang } from '../vocabulary';
import { catalogueLang } from '../../../lib/catalogue-text';
import { HotelStayOffer } from './HotelStayOffer';
import { parseStayParams } from './stay-params';
import { useFormat } from '../../../i18n/format';

// /hotels/:id: the page before paying for a stay: photos, description, amenities, where the
// hotel is, the price and rooms for the dates searched (with Book), reviews by travellers who
// stayed, and the cancellation policy.
export function HotelDetailsPage() {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const stay = parseStayParams(params);
  const query = trpc.hotels.get.useQuery({
    id,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.guests,
    rooms: stay.rooms,
    childAges: stay.childAges.length ? stay.childAges : undefined,
  });
  usePageTitle(query.data?.name ?? t('page.hotelTitle'));
  const status = query.error ? httpStatusOf(query.error) : undefined;
  if (status === 404 || status === 400) return <ItemNotFound title={t('page.hotelNotFound')} searchPath="/search?type=hotels" />;
  if (!query.data) return <QueryStatus label={t('page.hotelTitle')} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  const hotel = query.data;
  return (
    <Stack gap="md" p="md" data-testid="hotel-page">
      <PhotoGallery pictures={galleryPictures(hotel)} name={hotel.name} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {hotel.name}
        </Title>
        <Group gap="xs">
          <Stars rating={hotel.rating} size={16} />
          <Text size="sm" c="dimmed" aria-hidden>
            {hotel.rating}
          </Text>
        </Group>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconMapPin size={16} style={{ flexShrink: 0 }} aria-hidden />
          <Text size="sm">{format.place(hotel.location)}</Text>
        </Group>
      </Stack>
      <HotelStayOffer hotel={hotel} childAges={stay.childAges} />
      <Stack gap="xs" component="section" aria-labelledby="about-title">
        <Title order={2} size="h4" id="about-title">
          {t('page.about')}
        </Title>
        <Text dir="auto" lang={catalogueLang(hotel, 'description')}>
          {hotel.description}
        </Text>
        <Group gap={6} aria-label={t('page.amenities')} role="list">
          {hotel.amenities.map((amenity) => (
            <Badge key={amenity} role="listitem" variant="outline" color="gray" tt="none" fw={500} size="lg" lang={vocabularyLang('amenity', amenity)}>
              {amenityText(t, amenity)}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="location-title">
        <Title order={2} size="h4" id="location-title">
          {t('page.location')}
        </Title>
        <Text size="sm">{format.place(hotel.location)}</Text>
        {hotel.map && <LocationMap map={hotel.map} name={hotel.name} label={t('page.mapOf', { name: hotel.name })} />}
      </Stack>
      {hotel.cancellationPolicy && (
        <Stack gap="xs" component="section" aria-labelledby="policy-title">
          <Title order={2} size="h4" id="policy-title">
            {t('policy.title')}
          </Title>
          <CancellationPolicyNote policy={hotel.cancellationPolicy} />
        </Stack>
      )}
      <TravelReviews type="hotel" id={hotel.id} name={hotel.name} />
    </Stack>
  );
}
