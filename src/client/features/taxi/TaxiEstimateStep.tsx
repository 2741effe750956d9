import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardNumberInput, cardDigits, cardNumberProblem } from '../../components/CardNumberInput';
import type { FareEstimate, Ride, RidePaymentMethod, ScheduledRide } from '@shared/schemas/taxi';
import { useFormat } from '../../i18n/format';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useNow } from '../../lib/clock';
import { usePriceFormat } from '../../lib/display-currency';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="end">
        {children}
      </Text>
    </Group>
  );
}

// Step 2: the route, estimated fare, trip duration and vehicle type; Back and Confirm
// Booking. The fare is held until the quote expires (10 minutes); payment is cash or card.
export function TaxiEstimateStep({
  estimate,
  pickupAt,
  onBack,
  onBooked,
}: {
  estimate: FareEstimate;
  /** Booked for later: when the car is to come (null: now). */
  pickupAt: string | null;
  onBack: () => void;
  onBooked: (ride: Ride | ScheduledRide) => void;
}) {
  const { t } = useTranslation('taxi');
  const format = useFormat();
  const prices = usePriceFormat();
  const now = useNow();
  const paymentLabel = useId();
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { method: 'cash' as RidePaymentMethod, cardNumber: '' },
    validate: {
      cardNumber: (value, values) => {
        if (values.method !== 'card') return null;
        const problem = cardNumberProblem(value);
        return problem && t(problem === 'missing' ? 'estimate.enterCard' : 'estimate.invalidCard');
      },
    },
  });
  const { method } = form.values;
  const [failure, setFailure] = useState<string>();
  // A second tap lands before React disables the button: this guard is synchronous.
  const inFlight = useRef(false);
  const bookNow = trpc.taxi.book.useMutation();
  const bookLater = trpc.taxi.bookLater.useMutation();
  const book = pickupAt ? bookLater : bookNow;
  const expired = Date.parse(estimate.expiresAt) <= now;
  const km = format.number(estimate.distanceKm);

  const confirmRide = ({ method, cardNumber }: typeof form.values) => {
    inFlight.current = true;
    setFailure(undefined);
    const request = {
      quoteId: estimate.quoteId,
      // A place by its name; any other point (location, pin, address) by its coordinates and label.
      pickupLocation: estimate.pickup.label,
      dropoffLocation: estimate.dropoff.label,
      pickupPoint: estimate.pickup.placeId ? undefined : { lat: estimate.pickup.lat, lng: estimate.pickup.lng },
      dropoffPoint: estimate.dropoff.placeId ? undefined : { lat: estimate.dropoff.lat, lng: estimate.dropoff.lng },
      passengers: estimate.passengers,
      vehicleType: estimate.vehicleType,
      estimatedFare: estimate.estimatedFare,
      currency: 'USD' as const,
      paymentMethod: method,
      cardNumber: method === 'card' ? cardDigits(cardNumber) : undefined,
    };
    const callbacks = {
      onError: (error: Parameters<typeof serverMessage>[0]) => {
        showToast({ title: t('errorTitle'), message: t('bookFailed'), color: 'red' });
        setFailure(serverMessage(error));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    };
    // The taxi-bookings list is invalidated after booking (and My Bookings with it).
    const booked = () => {
      void utils.taxi.list.invalidate();
      void utils.taxi.scheduled.invalidate();
      void utils.bookings.invalidate();
    };
    if (pickupAt) {
      bookLater.mutate(
        { ...request, pickupAt },
        {
          ...callbacks,
          onSuccess: (ride) => {
            booked();
            showToast({ title: t('booked'), message: t('later.bookedText', { time: format.instantDateTime(ride.pickupAt) }), color: 'green' });
            onBooked(ride);
          },
        },
      );
      return;
    }
    bookNow.mutate(request, {
      ...callbacks,
      onSuccess: (ride) => {
        booked();
        showToast({ title: t('booked'), message: t('bookedText', { driver: ride.driverName }), color: 'green' });
        onBooked(ride);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || expired) return;
    if (!user) return openAuthDialog('login');
    form.onSubmit(confirmRide)();
  };

  return (
    <Stack gap="md" component="form" onSubmit={submit}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              {t('estimate.route')}
            </Text>
            <Group gap={6} wrap="nowrap" align="center">
              <Text fw={700} lang="en">
                {estimate.pickup.label}
              </Text>
              <IconArrowRight size={16} className="flip-rtl" aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={700} lang="en">
                {estimate.dropoff.label}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {estimate.routeSource === 'osrm' ? t('estimate.roadDistance', { km }) : t('estimate.straightRoute', { km })}
            </Text>
          </div>
          <Row label={t('estimate.estimatedFare')}>
            <Text component="span" fz="xl" fw={800} data-testid="estimated-fare">
              {prices.moneyExact(estimate.estimatedFare, estimate.currency)}
            </Text>
          </Row>
          {pickupAt && (
            <Row label={t('later.pickupAt')}>
              <span data-testid="estimate-pickup-at">{format.instantDateTime(pickupAt)}</span>
            </Row>
          )}
          <Row label={t('estimate.tripDuration')}>{t('minutes', { count: estimate.estimatedTime })}</Row>
          <Row label={t('estimate.vehicleType')}>{t(`vehicles.${estimate.vehicleType}`)}</Row>
          <Row label={t('passengers')}>{t('passengerCount', { count: estimate.passengers })}</Row>
        </Stack>
      </Paper>

      {expired ? (
        <Alert color="orange" icon={<IconInfoCircle size={18} />}>
          {t('estimate.expired')}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('estimate.fareHeld', { time: format.instantTime(estimate.expiresAt) })}
        </Text>
      )}

      <Stack gap={4}>
        <Text size="sm" fw={500} id={paymentLabel}>
          {t('estimate.payment')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={paymentLabel}
          {...form.getInputProps('method')}
          data={[
            { value: 'cash', label: t('estimate.cash') },
            { value: 'card', label: t('estimate.card') },
          ]}
        />
        <Text size="xs" c="dimmed">
          {method === 'cash' ? t('estimate.cashHint') : t('estimate.cardHint')}
        </Text>
      </Stack>
      {method === 'card' && <CardNumberInput label={t('estimate.cardNumber')} {...form.getInputProps('cardNumber')} />}

      {!user && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('estimate.signInToBook')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" data-testid="booking-failure">
          {failure}
        </Alert>
      )}

      <Group grow gap="sm">
        <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={16} className="flip-rtl" aria-hidden />} disabled={book.isPending}>
          {t('estimate.back')}
        </Button>
        <Button type="submit" loading={book.isPending} disabled={expired}>
          {t('estimate.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
