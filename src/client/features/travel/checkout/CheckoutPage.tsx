import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { showToast } from '../../../lib/toast';
import { IconCircleCheck, IconDiscount2, IconShoppingCartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Booking } from '@shared/schemas/bookings';
import { PageNotice } from '../../../components/PageNotice';
import { httpStatusOf } from '../../../lib/errors';
import { clearFirstBookingOffer, useFirstBookingOfferClaimed } from '../../../booking/first-booking-offer';
import { trpc } from '../../../lib/trpc';
import { refetchUnlessPageAnswer } from '../../../lib/server-render';
import { checkoutPath } from '../../../booking/start-booking';
import { useBookedItemName } from '../../../booking/booking-labels';
import { QueryStatus } from '../../../components/QueryStatus';
import { usePassed } from '../../../lib/clock';
import { HoldCountdown } from './HoldCountdown';
import { OrderSummary } from './OrderSummary';
import { PaymentForm } from './PaymentForm';
import { PassengersForm, passengersGiven } from './PassengersForm';
import { DriverForm, LeadGuestForm, driverGiven } from './GuestAndDriverForms';
import { TourTravellersForm, tourTravellersGiven } from './TourTravellersForm';
import { usePageTitle } from '../../../lib/page-title';
import { SignedInGate } from '../../../components/SignedInGate';
import { usePriceFormat } from '../../../lib/display-currency';

// /checkout?booking=<id> (made real): the pending booking being bought, its price
// breakdown and hold countdown, and the payment. No booking: an honest empty state.
export function CheckoutPage() {
  const { t } = useTranslation(['checkout', 'bookings']);
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  usePageTitle(t('title'));
  return (
    <SignedInGate title={t('title')} signedOutText={t('signIn')}>
      {() => (bookingId ? <BookingCheckout key={bookingId} bookingId={bookingId} /> : <AwaitingPayment />)}
    </SignedInGate>
  );
}

function NothingToPay({ message }: { message?: string }) {
  const { t } = useTranslation(['checkout', 'bookings']);
  return (
    <PageNotice
      testId="nothing-to-pay"
      icon={<IconShoppingCartOff size={30} />}
      color="gray"
      title={t('nothing.title')}
      description={message ?? t('nothing.text')}
      actions={
        <Group mt="xs">
          <Button component={Link} to="/search">
            {t('bookings:findTrip')}
          </Button>
          <Button component={Link} to="/bookings" variant="outline">
            {t('common:nav.myBookings')}
          </Button>
        </Group>
      }
    />
  );
}

/** /checkout without a booking: the traveller's unpaid holds, if any, else nothing to pay. */
function AwaitingPayment() {
  const { t } = useTranslation(['checkout', 'bookings']);
  const prices = usePriceFormat();
  const itemName = useBookedItemName();
  const upcoming = trpc.bookings.list.useQuery({ tab: 'upcoming' }, { refetchOnMount: refetchUnlessPageAnswer });
  if (!upcoming.data)
    return <QueryStatus label={t('bookings:yourBookings')} isPending={upcoming.isPending} error={upcoming.error} onRetry={() => void upcoming.refetch()} />;
  const unpaid = upcoming.data.filter((booking) => booking.status === 'pending');
  if (unpaid.length === 0) return <NothingToPay />;
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={24}>
        {t('title')}
      </Title>
      <Text c="dimmed">{t('waiting', { count: unpaid.length })}</Text>
      {unpaid.map((booking) => (
        <Paper key={booking.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} miw={0}>
              <Text fw={700} truncate lang={itemName(booking.type, booking.bookingDetails.itemName).lang}>
                {itemName(booking.type, booking.bookingDetails.itemName).text}
              </Text>
              <Text size="sm" c="dimmed">
                {prices.moneyExact(booking.totalAmount, booking.currency)} · {booking.confirmationCode}
              </Text>
            </Stack>
            <Button component={Link} to={checkoutPath(booking.id)} style={{ flexShrink: 0 }}>
              {t('bookings:payNow')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function isNotFound(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 404 || status === 400;
}

function BookingCheckout({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(['checkout', 'bookings']);
  const utils = trpc.useUtils();
  // Holds expire and payments may land from another tab: always ask again on arrival.
  const query = trpc.bookings.get.useQuery({ id: bookingId }, { refetchOnMount: refetchUnlessPageAnswer });
  const [paid, setPaid] = useState<{ booking: Booking }>();

  const onPaid = (payment: { booking: Booking; onDelivery?: boolean; atPickup?: boolean }) => {
    setPaid(payment);
    utils.bookings.get.setData({ id: bookingId }, payment.booking);
    // Cached lists and stats never go stale on their own (staleTime Infinity).
    void utils.bookings.invalidate();
    void utils.profile.invalidate();
    void utils.admin.invalidate();
    if (payment.booking.offerCode) clearFirstBookingOffer();
    const code = payment.booking.confirmationCode;
    showToast(
      payment.onDelivery
        ? { title: t('payment.onDeliveryConfirmed'), message: t('payment.onDeliveryText', { code }), color: 'green' }
        : payment.atPickup
          ? { title: t('payment.atPickupConfirmed'), message: t('payment.atPickupText', { code }), color: 'green' }
          : {
              title: t('paymentSuccessful'),
              message: payment.booking.type === 'order' ? t('orderPaidText', { code }) : t('paidText', { code }),
              color: 'green',
            },
    );
  };

  if (paid) return <Confirmation booking={paid.booking} />;
  if (query.error && isNotFound(query.error)) return <NothingToPay message={t('nothing.notFound')} />;
  if (!query.data) return <QueryStatus label={t('yourBooking')} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  const booking = query.data;
  if (booking.status === 'confirmed') return <Confirmation booking={booking} />;
  if (booking.status !== 'pending') {
    return <NothingToPay message={booking.status === 'cancelled' ? t('nothing.cancelled') : t('nothing.expired')} />;
  }
  return <PendingCheckout booking={booking} onPaid={onPaid} onStale={() => void query.refetch()} />;
}

function PendingCheckout({ booking, onPaid, onStale }: { booking: Booking; onPaid: (payment: { booking: Booking }) => void; onStale: () => void }) {
  const { t } = useTranslation(['checkout', 'bookings']);
  const utils = trpc.useUtils();
  const offerClaimed = useFirstBookingOfferClaimed();
  // Who travels comes before payment: a flight's passengers, a car's driver and a tour's travellers are asked first;
  // a hotel's lead guest may be added beside the payment.
  const [editingTravellers, setEditingTravellers] = useState(false);
  const needsTravellers = !passengersGiven(booking) || !driverGiven(booking) || !tourTravellersGiven(booking) || editingTravellers;
  const expired = usePassed(booking.holdExpiresAt ? Date.parse(booking.holdExpiresAt) : Infinity);
  const saved = (updated: Booking) => {
    utils.bookings.get.setData({ id: booking.id }, updated);
    setEditingTravellers(false);
  };
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={24}>
        {t('title')}
      </Title>
      {booking.holdExpiresAt && <HoldCountdown expiresAt={booking.holdExpiresAt} />}
      <OrderSummary booking={booking} />
      {offerClaimed && booking.discountAmount === '0.00' && <OfferNotApplied />}
      {needsTravellers ? (
        <Paper withBorder radius="md" p="md">
          {booking.type === 'car' ? (
            <DriverForm booking={booking} onSaved={saved} />
          ) : booking.type === 'tour' ? (
            <TourTravellersForm booking={booking} onSaved={saved} />
          ) : (
            <PassengersForm booking={booking} onSaved={saved} />
          )}
        </Paper>
      ) : (
        <>
          {(booking.type === 'flight' || booking.type === 'car' || booking.type === 'tour') && (
            <Button variant="subtle" onClick={() => setEditingTravellers(true)} style={{ alignSelf: 'flex-start' }}>
              {booking.type === 'car' ? t('driver.edit') : booking.type === 'tour' ? t('tourTravellers.edit') : t('passengers.edit')}
            </Button>
          )}
          {booking.type === 'hotel' && (
            <Paper withBorder radius="md" p="md">
              <LeadGuestForm booking={booking} onSaved={saved} />
            </Paper>
          )}
          <Paper withBorder radius="md" p="md">
            <PaymentForm booking={booking} disabled={expired} onPaid={onPaid} onStale={onStale} />
          </Paper>
        </>
      )}
    </Stack>
  );
}

/** The traveller claimed Home's offer but this booking has no discount: say why. */
function OfferNotApplied() {
  const { t } = useTranslation(['checkout', 'bookings']);
  const offer = trpc.bookings.offer.useQuery();
  if (!offer.data || offer.data.eligible !== false || !offer.data.reason) return null;
  return (
    <Alert color="gray" icon={<IconDiscount2 size={18} />} title={t('offerNotApplied')}>
      <bdi>{offer.data.reason}</bdi>
    </Alert>
  );
}

function Confirmation({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['checkout', 'bookings']);
  // Braces: newer browsers return a promise from scrollTo, and React would take it for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <Stack gap="md" p="md" data-testid="booking-confirmation">
      <Stack align="center" gap={6} ta="center" pt="md">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {booking.type === 'order' ? t('orderPlaced') : t('confirmed')}
        </Title>
        <Text c="dimmed">{t('yourCode')}</Text>
        <Text fw={800} fz={28} ff="monospace" data-testid="confirmation-code" style={{ letterSpacing: 2 }}>
          {booking.confirmationCode}
        </Text>
      </Stack>
      <OrderSummary booking={booking} />
      <Button component={Link} to="/bookings" size="md">
        {t('viewMyBookings')}
      </Button>
      <Button component={Link} to="/" variant="subtle">
        {t('common:backToHome')}
      </Button>
    </Stack>
  );
}
