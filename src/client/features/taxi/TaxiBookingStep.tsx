import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleDot, IconMapPin, IconSteeringWheel, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_TAXI_PASSENGERS, TAXI_VEHICLE_TYPES, type FareEstimate, type LatLngView, type TaxiVehicleType } from '@shared/schemas/taxi';
import { MAX_SCHEDULE_DAYS } from '@shared/taxi-fares';
import { useFormat } from '../../i18n/format';
import { useCurrentUser } from '../../lib/current-user';
import { showServerErrors } from '../../lib/form';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PlaceField } from './PlaceField';
import { rideStatusKey } from './ride-status';

export interface TripForm {
  pickupLocation: string;
  dropoffLocation: string;
  /** A current location or a pin: the *Location is then its label. */
  pickupPoint?: LatLngView;
  dropoffPoint?: LatLngView;
  passengers: number;
  vehicleType: TaxiVehicleType;
  /** Now, or later at the pickup date and time (the browser's own time zone). */
  when: 'now' | 'later';
  pickupDate: string;
  pickupTime: string;
}

/** The instant a trip booked for later is to be picked up at; null for now or an incomplete date and time. */
export function pickupAtOf(trip: Pick<TripForm, 'when' | 'pickupDate' | 'pickupTime'>): string | null {
  if (trip.when !== 'later' || !trip.pickupDate || !trip.pickupTime) return null;
  const at = new Date(`${trip.pickupDate}T${trip.pickupTime}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** What is wrong with a later pickup time, as a translation key; null when it can be booked. */
function pickupTimeProblem(trip: TripForm, now: number): string | null {
  if (trip.when !== 'later') return null;
  const pickupAt = pickupAtOf(trip);
  if (!pickupAt) return 'later.missing';
  const at = Date.parse(pickupAt);
  if (at <= now) return 'later.past';
  if (at > now + MAX_SCHEDULE_DAYS * 86_400_000) return 'later.tooFar';
  return null;
}

/** A date input's value (YYYY-MM-DD) for the browser's local day `days` from now. */
function localDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

const PASSENGER_COUNTS = Array.from({ length: MAX_TAXI_PASSENGERS }, (_, i) => i + 1);

// Step 1: pickup, drop-off, passengers 1 to 4, vehicle type Economy, Comfort or Premium.
export function TaxiBookingStep({
  form,
  onEstimate,
  onTrackActive,
}: {
  form: UseFormReturnType<TripForm>;
  onEstimate: (estimate: FareEstimate) => void;
  onTrackActive: () => void;
}) {
  const { t } = useTranslation('taxi');
  const vehicleLabel = useId();
  const whenLabel = useId();
  const [pickupCity, setPickupCity] = useState<string>();
  const estimate = trpc.taxi.estimate.useMutation();
  const trip = form.values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trip.pickupLocation.trim() || !trip.dropoffLocation.trim()) {
      showToast({ title: t('missingTitle'), message: t('missingText'), color: 'red' });
      return;
    }
    const timeProblem = pickupTimeProblem(trip, Date.now());
    if (timeProblem) {
      form.setFieldError('pickupTime', t(timeProblem, { days: MAX_SCHEDULE_DAYS }));
      return;
    }
    const { when: _when, pickupDate: _date, pickupTime: _time, ...request } = trip;
    estimate.mutate(request, {
      onSuccess: onEstimate,
      onError: (error) => {
        showToast({ title: t('errorTitle'), message: t('estimateFailed'), color: 'red' });
        showServerErrors(form, error);
      },
    });
  };

  return (
    <Stack gap="md" component="form" onSubmit={submit}>
      <ActiveRideNotice onTrack={onTrackActive} />
      <PlaceField
        label={t('pickup')}
        placeholder={t('pickupPlaceholder')}
        icon={<IconCircleDot size={16} color="var(--mantine-color-green-8)" aria-hidden />}
        value={trip.pickupLocation}
        onChange={(pickupLocation) => form.setValues({ pickupLocation, pickupPoint: undefined })}
        point={trip.pickupPoint}
        onPoint={({ label, lat, lng }) => form.setValues({ pickupLocation: label, pickupPoint: { lat, lng } })}
        onCity={setPickupCity}
        error={form.errors.pickupLocation}
        testId="pickup-field"
      />
      <PlaceField
        label={t('dropoff')}
        placeholder={t('dropoffPlaceholder')}
        icon={<IconMapPin size={16} color="var(--mantine-color-red-8)" aria-hidden />}
        value={trip.dropoffLocation}
        onChange={(dropoffLocation) => form.setValues({ dropoffLocation, dropoffPoint: undefined })}
        point={trip.dropoffPoint}
        onPoint={({ label, lat, lng }) => form.setValues({ dropoffLocation: label, dropoffPoint: { lat, lng } })}
        cityId={pickupCity}
        error={form.errors.dropoffLocation}
        testId="dropoff-field"
      />
      <Select
        label={t('passengers')}
        leftSection={<IconUsers size={16} aria-hidden />}
        data={PASSENGER_COUNTS.map((count) => ({ value: String(count), label: t('passengerCount', { count }) }))}
        value={String(trip.passengers)}
        onChange={(value) => value && form.setFieldValue('passengers', Number(value))}
        error={form.errors.passengers}
        allowDeselect={false}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={vehicleLabel}>
          {t('vehicleType')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={vehicleLabel}
          {...form.getInputProps('vehicleType')}
          data={TAXI_VEHICLE_TYPES.map((type) => ({ value: type, label: t(`vehicles.${type}`) }))}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={whenLabel}>
          {t('later.when')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={whenLabel}
          value={trip.when}
          onChange={(when) => {
            form.setFieldValue('when', when as TripForm['when']);
            form.clearFieldError('pickupTime');
          }}
          data={[
            { value: 'now', label: t('later.now') },
            { value: 'later', label: t('later.later') },
          ]}
          data-testid="taxi-when"
        />
      </Stack>
      {trip.when === 'later' && (
        <Stack gap={4} data-testid="taxi-later">
          <Group grow gap="sm" align="flex-start">
            <TextInput type="date" label={t('later.date')} min={localDay(0)} max={localDay(MAX_SCHEDULE_DAYS)} {...form.getInputProps('pickupDate')} />
            <TextInput type="time" label={t('later.time')} {...form.getInputProps('pickupTime')} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('later.hint', { days: MAX_SCHEDULE_DAYS })}
          </Text>
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {t('servedCities')}
      </Text>
      <Button type="submit" size="md" loading={estimate.isPending} leftSection={<IconSteeringWheel size={18} aria-hidden />}>
        {t('getEstimate')}
      </Button>
    </Stack>
  );
}

/** A signed-in traveller with a ride going on sees it first (the taxi-bookings list), then the rides booked for later. */
function ActiveRideNotice({ onTrack }: { onTrack: () => void }) {
  const { t } = useTranslation('taxi');
  const format = useFormat();
  const { user } = useCurrentUser();
  const active = trpc.taxi.list.useQuery({ activeOnly: true }, { enabled: Boolean(user) });
  const scheduled = trpc.taxi.scheduled.useQuery(undefined, { enabled: Boolean(user) });
  const ride = active.data?.[0];
  if (!user) return null;
  return (
    <>
      {ride && (
        <Alert color="blue" variant="light" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{t('activeRide', { driver: ride.driverName, status: t(rideStatusKey(ride.status)) })}</Text>
            <Button component={Link} to={`/rides/${ride.id}`} variant="white" onClick={onTrack} style={{ flexShrink: 0 }}>
              {t('confirmation.trackRide')}
            </Button>
          </Group>
        </Alert>
      )}
      {scheduled.data?.map((later) => (
        <Alert key={later.id} color="violet" variant="light" p="sm" data-testid="scheduled-notice">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">
              {t('later.notice', {
                time: format.instantDateTime(later.pickupAt),
                from: format.placeLabel(later.pickupLocation).text,
                to: format.placeLabel(later.dropoffLocation).text,
              })}
            </Text>
            <Button component={Link} to={`/rides/${later.id}`} variant="white" onClick={onTrack} style={{ flexShrink: 0 }}>
              {t('later.view')}
            </Button>
          </Group>
        </Alert>
      ))}
    </>
  );
}
