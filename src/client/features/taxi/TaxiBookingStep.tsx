import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleDot, IconMapPin, IconSteeringWheel, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_TAXI_PASSENGERS, TAXI_VEHICLE_TYPES, type FareEstimate, type LatLngView, type TaxiVehicleType } from '../../../shared/schemas/taxi';
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
}

const PASSENGER_COUNTS = Array.from({ length: MAX_TAXI_PASSENGERS }, (_, i) => i + 1);

// Step 1: pickup, drop-off, passengers 1 to 4, vehicle type Economy, Comfort or Premium.
export function TaxiBookingStep({ form, onEstimate, onTrackActive }: { form: UseFormReturnType<TripForm>; onEstimate: (estimate: FareEstimate) => void; onTrackActive: () => void }) {
  const { t } = useTranslation('taxi');
  const vehicleLabel = useId();
  const [pickupCity, setPickupCity] = useState<string>();
  const estimate = trpc.taxi.estimate.useMutation();
  const trip = form.values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trip.pickupLocation.trim() || !trip.dropoffLocation.trim()) {
      showToast({ title: t('missingTitle'), message: t('missingText'), color: 'red' });
      return;
    }
    estimate.mutate(trip, {
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
      <Text size="xs" c="dimmed">
        {t('servedCities')}
      </Text>
      <Button type="submit" size="md" loading={estimate.isPending} leftSection={<IconSteeringWheel size={18} aria-hidden />}>
        {t('getEstimate')}
      </Button>
    </Stack>
  );
}

/** A signed-in traveller with a ride going on sees it first (the taxi-bookings list). */
function ActiveRideNotice({ onTrack }: { onTrack: () => void }) {
  const { t } = useTranslation('taxi');
  const { user } = useCurrentUser();
  const active = trpc.taxi.list.useQuery({ activeOnly: true }, { enabled: Boolean(user) });
  const ride = active.data?.[0];
  if (!user || !ride) return null;
  return (
    <Alert color="blue" variant="light" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t('activeRide', { driver: ride.driverName, status: t(rideStatusKey(ride.status)) })}</Text>
        <Button component={Link} to={`/rides/${ride.id}`} variant="white" onClick={onTrack} style={{ flexShrink: 0 }}>
          {t('confirmation.trackRide')}
        </Button>
      </Group>
    </Alert>
  );
}
