import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { FareEstimate, Ride, ScheduledRide } from '@shared/schemas/taxi';
import { AppModal } from '../../components/AppModal';
import { ScheduledRideCard } from './ScheduledRideCard';
import { TaxiBookingStep, pickupAtOf, type TripForm } from './TaxiBookingStep';
import { TaxiConfirmationStep } from './TaxiConfirmationStep';
import { TaxiEstimateStep } from './TaxiEstimateStep';

const STEPS = ['booking', 'estimate', 'confirmation'] as const;
const EMPTY_TRIP: TripForm = { pickupLocation: '', dropoffLocation: '', passengers: 1, vehicleType: 'Economy', when: 'now', pickupDate: '', pickupTime: '' };

// Taxi dialog, three steps: booking → estimate on a successful estimate; estimate
// → booking with Back; estimate → confirmation on a successful booking. The fare shown is the
// server's quote and is exactly what the booking costs.
export function TaxiDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('taxi');
  // The trip outlives the estimate step: Back shows it as it was.
  const trip = useForm<TripForm>({ initialValues: EMPTY_TRIP });
  const [estimate, setEstimate] = useState<FareEstimate | null>(null);
  // Booked: the ride now, or the ride booked for later.
  const [ride, setRide] = useState<Ride | ScheduledRide | null>(null);

  const close = () => {
    onClose();
    // A booked ride is done with: the next opening starts a new trip.
    if (ride) {
      setRide(null);
      setEstimate(null);
      trip.reset();
    }
  };

  const step = ride ? 'confirmation' : estimate ? 'estimate' : 'booking';
  return (
    <AppModal opened={opened} onClose={close} title={t('dialogTitle')} fullScreenOnPhone>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" fw={600} data-testid="taxi-step">
          {t('stepOf', { step: STEPS.indexOf(step) + 1, total: STEPS.length, name: t(`steps.${step}`) })}
        </Text>
        {ride && 'pickupAt' in ride ? (
          <Stack gap="md">
            <ScheduledRideCard ride={ride} />
            <Button variant="default" onClick={close}>
              {t('confirmation.done')}
            </Button>
          </Stack>
        ) : ride ? (
          <TaxiConfirmationStep ride={ride} onDone={close} />
        ) : estimate ? (
          <TaxiEstimateStep estimate={estimate} pickupAt={pickupAtOf(trip.values)} onBack={() => setEstimate(null)} onBooked={setRide} />
        ) : (
          <TaxiBookingStep form={trip} onEstimate={setEstimate} onTrackActive={close} />
        )}
      </Stack>
    </AppModal>
  );
}
