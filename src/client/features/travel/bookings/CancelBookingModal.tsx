import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { AppModal } from '../../../components/AppModal';
import { showToast } from '../../../lib/toast';
import { Trans, useTranslation } from 'react-i18next';
import type { Booking, RefundQuoteDto } from '@shared/schemas/bookings';
import { errorMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useInvalidateAvailability } from '../../../booking/start-booking';
import { useBookedItemName } from '../../../booking/booking-labels';
import { CancellationPolicyNote } from '../booking/CancellationPolicyNote';
import { usePriceFormat } from '../../../lib/display-currency';
import { amountToMinor, minorToAmount } from '@shared/local-money';

/**
 * Asks before cancelling, showing what the booking's cancellation policy refunds now (fetched
 * from the server, which alone decides). Confirming sends that refund as expectedRefund: if it
 * has changed meanwhile the server cancels nothing, and the dialog shows the new refund.
 */
export function CancelBookingModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const utils = trpc.useUtils();
  const itemName = useBookedItemName();
  const invalidateAvailability = useInvalidateAvailability();
  const quote = trpc.bookings.refund.useQuery({ id: booking?.id ?? '' }, { enabled: booking !== null, staleTime: 0, gcTime: 0, retry: false });
  const cancel = trpc.bookings.cancel.useMutation({
    onSuccess: (cancelled) => {
      void utils.bookings.invalidate();
      void utils.profile.invalidate();
      void utils.admin.invalidate();
      invalidateAvailability();
      showToast({
        title: t('cancelled.title'),
        message: t('cancelled.text', { item: itemName(cancelled.type, cancelled.bookingDetails.itemName).text, code: cancelled.confirmationCode }),
        color: 'green',
      });
      onClose();
    },
    onError: (error) => {
      showToast({ title: t('cancelFailed'), message: errorMessage(error), color: 'red' });
      void quote.refetch();
    },
  });
  const ready = quote.data !== undefined && !quote.isFetching;
  return (
    <AppModal opened={booking !== null} onClose={onClose} title={t('confirm.title')}>
      {booking && (
        <Stack gap="md">
          <Text>
            <Trans
              t={t}
              i18nKey="confirm.question"
              values={{ item: itemName(booking.type, booking.bookingDetails.itemName).text, code: booking.confirmationCode }}
              components={{ b: <b lang={itemName(booking.type, booking.bookingDetails.itemName).lang} /> }}
            />
          </Text>
          {booking.bookingDetails.cancellationPolicy && <CancellationPolicyNote policy={booking.bookingDetails.cancellationPolicy} />}
          {quote.isPending || quote.isFetching ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                {t('confirm.loadingRefund')}
              </Text>
            </Group>
          ) : quote.error ? (
            <Text size="sm" c="red" role="alert">
              {t('confirm.refundFailed')}: {errorMessage(quote.error)}
            </Text>
          ) : (
            booking.status === 'confirmed' && quote.data && <RefundText quote={quote.data} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
              {t('confirm.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              disabled={!ready}
              onClick={() => quote.data && cancel.mutate({ id: booking.id, expectedRefund: quote.data.refundAmount })}
            >
              {t('confirm.yes')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}

function RefundText({ quote }: { quote: RefundQuoteDto }) {
  const { t } = useTranslation('bookings');
  const prices = usePriceFormat();
  // A refund goes back to the method it was paid with, in the currency charged.
  const { charged } = quote;
  const values = charged
    ? {
        paid: prices.original(charged.paidAmount, charged.currency),
        refund: prices.original(charged.refundAmount, charged.currency),
        kept: prices.original(
          minorToAmount(amountToMinor(charged.paidAmount, charged.currency) - amountToMinor(charged.refundAmount, charged.currency), charged.currency),
          charged.currency,
        ),
      }
    : {
        paid: prices.original(quote.paidAmount, quote.currency),
        refund: prices.original(quote.refundAmount, quote.currency),
        kept: prices.original(quote.keptAmount, quote.currency),
      };
  // Paid at pickup: nothing was paid, so cancelling refunds nothing but may charge the guarantee card.
  const pickup = quote.payAtPickup ? { charge: prices.original(quote.payAtPickup.charge, quote.currency), card: quote.payAtPickup.cardLast4 } : {};
  const key = quote.payAtPickup
    ? quote.payAtPickup.charge === '0.00'
      ? 'confirm.pickupFree'
      : 'confirm.pickupCharge'
    : quote.rule === 'full'
      ? 'confirm.refundFull'
      : quote.rule === 'partial'
        ? 'confirm.refundPartial'
        : 'confirm.refundNone';
  return (
    <Text size="sm" fw={500} data-testid="refund-preview" data-refund={quote.refundAmount}>
      {t(key, { ...values, ...pickup })}
    </Text>
  );
}
