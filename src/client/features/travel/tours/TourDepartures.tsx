import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { NothingFound, QueryStatus } from '../../../components/QueryStatus';
import { AvailabilityBadge } from '../ui/AvailabilityBadge';

/** The next departures shown on the tour page; the booking dialog lists all of them. */
const DEPARTURES_SHOWN = 6;

/** A tour's coming departures with the places left on each; Book opens the booking at that date. */
export function TourDepartures({ tourId, from, onBook }: { tourId: string; from?: string; onBook: (date: string) => void }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const departures = trpc.tours.departures.useQuery({ id: tourId, from });
  return (
    <Stack gap="xs" component="section" aria-labelledby="departures-title">
      <Title order={2} size="h4" id="departures-title">
        {t('page.departures')}
      </Title>
      {!departures.data ? (
        <QueryStatus label={t('things.departures')} isPending={departures.isPending} error={departures.error} onRetry={() => void departures.refetch()} />
      ) : departures.data.length === 0 ? (
        <NothingFound title={t('tours.noneScheduled')} />
      ) : (
        <Stack gap={6} role="list">
          {departures.data.slice(0, DEPARTURES_SHOWN).map((departure) => (
            <Paper key={departure.date} withBorder radius="md" p="xs" role="listitem" data-testid="tour-departure">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {format.shortDateRange(departure.date, departure.endDate)}
                  </Text>
                  {departure.placesAvailable > 0 ? (
                    <AvailabilityBadge count={departure.placesAvailable} unit="place" />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('page.soldOut')}
                    </Text>
                  )}
                </Stack>
                <Button
                  variant="light"
                  h={44}
                  disabled={departure.placesAvailable < 1}
                  onClick={() => onBook(departure.date)}
                  aria-label={t('page.bookDeparture', { date: format.shortDateRange(departure.date, departure.endDate) })}
                >
                  {t('tours.book')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
