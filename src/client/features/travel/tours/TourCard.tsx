import { Badge, Box, Button, Card, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tourPagePath } from '@shared/item-pages';
import type { TourPackage } from '@shared/schemas/tours';
import { tourImage, tourImageSet } from '@shared/tour-images';
import { useFormat } from '../../../i18n/format';
import { CancellationPolicyNote } from '../booking/CancellationPolicyNote';
import { catalogueLang, discountBadgeText, tourDurationText } from '../../../lib/catalogue-text';
import { AvailabilityBadge } from '../ui/AvailabilityBadge';
import { usePriceFormat } from '../../../lib/display-currency';
import { Price } from '../../../components/Price';

/** A tour package with its next departure that has places left; Book picks date and places; the photo and name open its page. */
export function TourCard({ tour, onBook, date }: { tour: TourPackage; onBook: () => void; date?: string }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const page = tourPagePath(tour.id, date);
  const prices = usePriceFormat();
  const bookable = tour.departureDate !== null && (tour.placesAvailable ?? 0) > 0;
  return (
    <Card withBorder radius="md" p={0} component="article" aria-label={tour.name} data-testid="tour-card">
      <Box pos="relative">
        <Link to={page} tabIndex={-1} aria-hidden>
          <Image src={tourImage(tour)} srcSet={tourImageSet(tour)} sizes="(max-width: 720px) 100vw, 720px" alt={tour.name} h={140} fit="cover" loading="lazy" />
        </Link>
        <Badge color="red" variant="filled" pos="absolute" top={8} style={{ insetInlineStart: 8 }}>
          {discountBadgeText(t, tour)}
        </Badge>
      </Box>
      <Stack gap={6} p="sm">
        <Text
          component={Link}
          to={page}
          fw={700}
          lh={1.25}
          c="inherit"
          mih={44}
          style={{ display: 'flex', alignItems: 'center' }}
          lang={catalogueLang(tour, 'name')}
        >
          {tour.name}
        </Text>
        <Group gap="md" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <Text size="sm">{tourDurationText(t, tour)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{format.place(tour.location)}</Text>
          </Group>
        </Group>
        <Group gap={6}>
          {tour.departureDate ? (
            <>
              <Badge variant="light" color="blue" tt="none" leftSection={<IconCalendarEvent size={12} aria-hidden />}>
                {t('tours.nextDeparture', { date: format.shortDate(tour.departureDate) })}
              </Badge>
              {tour.placesAvailable !== null && <AvailabilityBadge count={tour.placesAvailable} unit="place" />}
            </>
          ) : (
            <Badge variant="light" color="gray" tt="none">
              {t('tours.noneScheduled')}
            </Badge>
          )}
        </Group>
        {tour.cancellationPolicy && <CancellationPolicyNote policy={tour.cancellationPolicy} size="xs" />}
        <Group justify="space-between" align="flex-end" wrap="nowrap" mt={4}>
          <Group gap={6} align="baseline">
            <Text fw={800} fz="lg" lh={1} c="var(--mantine-primary-color-filled)">
              <Price amount={tour.price} currency={tour.currency} />
            </Text>
            <Text size="sm" c="dimmed" td="line-through">
              <VisuallyHidden>{t('home:was')} </VisuallyHidden>
              {prices.money(tour.originalPrice, tour.currency)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('tours.perPerson')}
            </Text>
          </Group>
          <Button onClick={onBook} disabled={!bookable}>
            {t('tours.book')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
