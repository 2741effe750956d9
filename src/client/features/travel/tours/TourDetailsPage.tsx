import { useState } from 'react';
import { Box, Button, Group, List, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconClock, IconMapPin, IconMapPinFilled, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { TourPackage } from '@shared/schemas/tours';
import { isCalendarDate } from '@shared/travel-terms';
import { travelToday } from '@shared/travel-calendar';
import { QueryStatus } from '../../../components/QueryStatus';
import { useStartBooking } from '../../../booking/start-booking';
import { usePriceFormat } from '../../../lib/display-currency';
import { useFormat } from '../../../i18n/format';
import { catalogueLang, discountBadgeText, tourDurationText } from '../../../lib/catalogue-text';
import { httpStatusOf } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { trpc } from '../../../lib/trpc';
import { CancellationPolicyNote } from '../booking/CancellationPolicyNote';
import { ItemNotFound } from '../ui/ItemNotFound';
import { PhotoGallery, galleryPictures } from '../ui/PhotoGallery';
import { TravelReviews } from '../ui/TravelReviews';
import { TourBookingModal } from './TourBookingModal';
import { TourDepartures } from './TourDepartures';

// /tours/:id: the page before paying for a tour: photos, the day-by-day itinerary, what is
// included and excluded, the meeting point, departures with places left (Book opens the
// booking at that date, then checkout), reviews by travellers who went, and the policy.
export function TourDetailsPage() {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const prices = usePriceFormat();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) && asked >= travelToday() ? asked : undefined;
  const query = trpc.tours.get.useQuery({ id, date });
  const { startBooking } = useStartBooking();
  const [booking, setBooking] = useState<TourPackage | null>(null);
  usePageTitle(query.data?.name ?? t('page.tourTitle'));
  const status = query.error ? httpStatusOf(query.error) : undefined;
  if (status === 404 || status === 400) return <ItemNotFound title={t('page.tourNotFound')} searchPath="/search?type=tours" />;
  if (!query.data) return <QueryStatus label={t('page.tourTitle')} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  const tour = query.data;
  const bookable = tour.departureDate !== null && (tour.placesAvailable ?? 0) > 0;
  return (
    <Stack gap="md" p="md" data-testid="tour-page">
      <PhotoGallery pictures={galleryPictures(tour)} name={tour.name} />
      <Stack gap={4}>
        <Title order={1} size="h2" lang={catalogueLang(tour, 'name')}>
          {tour.name}
        </Title>
        <Group gap="md" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{tourDurationText(t, tour)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{format.place(tour.location)}</Text>
          </Group>
        </Group>
      </Stack>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={2}>
          <Group gap={6} align="baseline">
            <Text fw={800} fz="lg" lh={1} c="var(--mantine-primary-color-filled)">
              {prices.money(tour.price, tour.currency)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('tours.perPerson')}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {discountBadgeText(t, tour)}
          </Text>
        </Stack>
        <Button h={44} disabled={!bookable} onClick={() => setBooking(tour)}>
          {t('page.book')}
        </Button>
      </Group>
      <Text dir="auto" lang={catalogueLang(tour, 'description')}>
        {tour.description}
      </Text>
      {tour.itinerary.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="itinerary-title">
          <Title order={2} size="h4" id="itinerary-title">
            {t('page.itinerary')}
          </Title>
          <Timeline bulletSize={28} lineWidth={2} active={tour.itinerary.length}>
            {tour.itinerary.map((day) => (
              <Timeline.Item
                key={day.day}
                bullet={
                  <Text size="xs" fw={700}>
                    {day.day}
                  </Text>
                }
                title={
                  <Text fw={600} size="sm" dir="auto">
                    {t('page.day', { day: day.day, title: day.title })}
                  </Text>
                }
              >
                <Text size="sm" c="dimmed" dir="auto" lang={catalogueLang(tour, 'itinerary')}>
                  {day.text}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      )}
      {(tour.included.length > 0 || tour.excluded.length > 0) && (
        <Stack gap="xs" component="section" aria-labelledby="included-title">
          <Title order={2} size="h4" id="included-title">
            {t('page.included')}
          </Title>
          <List spacing={4} size="sm" icon={<IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />} center>
            {tour.included.map((item) => (
              <List.Item key={item}>
                <span dir="auto" lang={catalogueLang(tour, 'included')}>
                  {item}
                </span>
              </List.Item>
            ))}
          </List>
          <Title order={3} size="h5">
            {t('page.excluded')}
          </Title>
          <List spacing={4} size="sm" icon={<IconX size={16} color="var(--mantine-color-red-8)" aria-hidden />} center>
            {tour.excluded.map((item) => (
              <List.Item key={item}>
                <span dir="auto" lang={catalogueLang(tour, 'excluded')}>
                  {item}
                </span>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {tour.meetingPoint && (
        <Stack gap="xs" component="section" aria-labelledby="meeting-title">
          <Title order={2} size="h4" id="meeting-title">
            {t('page.meetingPoint')}
          </Title>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Box style={{ flexShrink: 0 }}>
              <IconMapPinFilled size={18} color="var(--mantine-color-red-8)" aria-hidden />
            </Box>
            <Text size="sm" dir="auto">
              {format.place(tour.meetingPoint)}
            </Text>
          </Group>
        </Stack>
      )}
      <TourDepartures tourId={tour.id} from={date} onBook={(departureDate) => setBooking({ ...tour, departureDate })} />
      {tour.cancellationPolicy && (
        <Stack gap="xs" component="section" aria-labelledby="policy-title">
          <Title order={2} size="h4" id="policy-title">
            {t('policy.title')}
          </Title>
          <CancellationPolicyNote policy={tour.cancellationPolicy} />
        </Stack>
      )}
      <TravelReviews type="tour" id={tour.id} name={tour.name} />
      <TourBookingModal
        tour={booking}
        onClose={() => setBooking(null)}
        onBook={(request) => {
          setBooking(null);
          startBooking(request);
        }}
      />
    </Stack>
  );
}
