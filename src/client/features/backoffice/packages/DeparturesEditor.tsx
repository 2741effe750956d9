import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_DEPARTURE_CAPACITY, type DepartureAdmin, type TourAdmin } from '@shared/schemas/tour-admin';
import { BOOKING_HORIZON_DAYS } from '@shared/travel-terms';
import { addDays, travelToday } from '@shared/travel-calendar';
import { DateField } from '../../../components/DateField';
import { useFormat } from '../../../i18n/format';
import { serverMessage } from '../../../lib/errors';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

const DEFAULT_PLACES = 12;
/** Departures listed before 'Show all': the demo packages publish ninety days of them. */
const FIRST_DEPARTURES = 6;

/** A package's departures from today on: places per departure (never below what is booked), add, remove. */
export function DeparturesEditor({ tour, onSaved }: { tour: TourAdmin; onSaved: (tour: TourAdmin) => void }) {
  const { t } = useTranslation('backoffice');
  const failed = (error: unknown) => showToast({ title: t('departures.failed'), message: serverMessage(error), color: 'red' });
  const add = trpc.packages.addDeparture.useMutation({ onSuccess: onSaved, onError: failed });
  const today = travelToday();
  const [date, setDate] = useState<string | null>(null);
  const [places, setPlaces] = useState<number | string>(DEFAULT_PLACES);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? tour.departures : tour.departures.slice(0, FIRST_DEPARTURES);
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap" data-testid="add-departure">
        <DateField
          label={t('departures.date')}
          value={date}
          onChange={(value) => setDate(value)}
          minDate={today}
          maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
          style={{ flex: '1 1 160px' }}
        />
        <NumberInput
          hideControls
          label={t('departures.places')}
          min={1}
          max={MAX_DEPARTURE_CAPACITY}
          allowDecimal={false}
          value={places}
          onChange={setPlaces}
          w={120}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!date || typeof places !== 'number'}
          loading={add.isPending}
          onClick={() => date && typeof places === 'number' && add.mutate({ tourId: tour.id, date, capacity: places }, { onSuccess: () => setDate(null) })}
        >
          {t('departures.add')}
        </Button>
      </Group>
      {tour.departures.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('departures.none')}
        </Text>
      )}
      {shown.map((departure) => (
        <DepartureRow key={departure.id} departure={departure} onSaved={onSaved} onFailed={failed} />
      ))}
      {shown.length < tour.departures.length && (
        <Button variant="subtle" onClick={() => setShowAll(true)} style={{ alignSelf: 'center' }}>
          {t('departures.showAll', { count: tour.departures.length })}
        </Button>
      )}
    </Stack>
  );
}

function DepartureRow({ departure, onSaved, onFailed }: { departure: DepartureAdmin; onSaved: (tour: TourAdmin) => void; onFailed: (error: unknown) => void }) {
  const { t } = useTranslation('backoffice');
  const format = useFormat();
  const [capacity, setCapacity] = useState<number | string>(departure.capacity);
  const update = trpc.packages.updateDeparture.useMutation({ onSuccess: onSaved, onError: onFailed });
  const remove = trpc.packages.removeDeparture.useMutation({ onSuccess: onSaved, onError: onFailed });
  const date = format.mediumDate(departure.date);
  const changed = typeof capacity === 'number' && capacity !== departure.capacity;
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="center"
      data-testid="departure"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', paddingBottom: 8 }}
    >
      <Stack gap={0} style={{ flex: 1 }} miw={0}>
        <Text fw={600} size="sm">
          {date}
        </Text>
        <Text size="xs" c="dimmed">
          {t('departures.booked', { booked: departure.booked, capacity: departure.capacity })}
        </Text>
      </Stack>
      <NumberInput
        hideControls
        aria-label={t('departures.placesOn', { date })}
        min={Math.max(1, departure.booked)}
        max={MAX_DEPARTURE_CAPACITY}
        allowDecimal={false}
        value={capacity}
        onChange={setCapacity}
        w={90}
      />
      {changed && (
        <Button
          size="sm"
          variant="light"
          loading={update.isPending}
          onClick={() => typeof capacity === 'number' && update.mutate({ id: departure.id, capacity })}
        >
          {t('save')}
        </Button>
      )}
      <Tooltip label={departure.booked > 0 ? t('departures.cannotRemove') : t('departures.remove')}>
        <ActionIcon
          variant="subtle"
          color="red"
          size={44}
          aria-label={t('departures.removeOn', { date })}
          disabled={departure.booked > 0}
          loading={remove.isPending}
          onClick={() => remove.mutate({ id: departure.id })}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
