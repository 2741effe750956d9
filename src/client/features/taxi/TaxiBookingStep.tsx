import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconCircleDot, IconMapPin, IconSteeringWheel, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_TAXI_PASSENGERS, TAXI_VEHICLE_TYPES, type FareEstimate, type LatLngView, type TaxiVehicleType } from '../../../shared/schemas/taxi';
import { useCurrentUser } from '../../lib/current-user';
import { errorFieldOf, serverMessage } from '../../lib/errors';
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

type TripField = 'pickupLocation' | 'dropoffLocation';
const PASSENGER_COUNTS = Array.from({ length: MAX_TAXI_PASSENGERS }, (_, i) => i + 1);

/** "pickupLocation: Unknown place …" → "Unknown place …" (the field is where it is shown). */
const withoutField = (message: string, field: string) => (message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);

// Step 1 (spec §2): pickup, drop-off, passengers 1 to 4, vehicle type Economy, Comfort or Premium.
export function TaxiBookingStep({
  trip,
  onChange,
  onEstimate,
  onTrackActive,
}: {
  trip: TripForm;
  onChange: (trip: TripForm) => void;
  onEstimate: (estimate: FareEstimate) => void;
  onTrackActive: () => void;
}) {
  const { t } = useTranslation('taxi');
  const vehicleLabel = useId();
  const [errors, setErrors] = useState<Partial<Record<TripField, string>>>({});
  const [pickupCity, setPickupCity] = useState<string>();
  const estimate = trpc.taxi.estimate.useMutation();
  const set = (patch: Partial<TripForm>) => {
    onChange({ ...trip, ...patch });
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((key) => [key, undefined])) }));
  };

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
        const field = errorFieldOf(error);
        const message = serverMessage(error);
        if ((field === 'pickupLocation' || field === 'dropoffLocation') && message) setErrors({ [field]: withoutField(message, field) });
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
        onChange={(pickupLocation) => set({ pickupLocation, pickupPoint: undefined })}
        point={trip.pickupPoint}
        onPoint={({ label, lat, lng }) => set({ pickupLocation: label, pickupPoint: { lat, lng } })}
        onCity={setPickupCity}
        error={errors.pickupLocation}
        testId="pickup-field"
      />
      <PlaceField
        label={t('dropoff')}
        placeholder={t('dropoffPlaceholder')}
        icon={<IconMapPin size={16} color="var(--mantine-color-red-8)" aria-hidden />}
        value={trip.dropoffLocation}
        onChange={(dropoffLocation) => set({ dropoffLocation, dropoffPoint: undefined })}
        point={trip.dropoffPoint}
        onPoint={({ label, lat, lng }) => set({ dropoffLocation: label, dropoffPoint: { lat, lng } })}
        cityId={pickupCity}
        error={errors.dropoffLocation}
        testId="dropoff-field"
      />
      <Select
        label={t('passengers')}
        leftSection={<IconUsers size={16} aria-hidden />}
        data={PASSENGER_COUNTS.map((count) => ({ value: String(count), label: t('passengerCount', { count }) }))}
        value={String(trip.passengers)}
        onChange={(value) => value && set({ passengers: Number(value) })}
        allowDeselect={false}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={vehicleLabel}>
          {t('vehicleType')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={vehicleLabel}
          value={trip.vehicleType}
          onChange={(value) => set({ vehicleType: value as TaxiVehicleType })}
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
