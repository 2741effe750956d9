import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '../../../lib/toast';
import { IconBrandPaypal, IconCreditCard, IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CardNumberInput, cardDigits, cardNumberProblem } from '../../../components/CardNumberInput';
import type { Booking } from '@shared/schemas/bookings';
import type { Payment, PaymentMethod } from '@shared/schemas/payments';
import { errorMessage, httpStatusOf, serverMessage } from '../../../lib/errors';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { useOnline } from '../../../lib/offline/online';
import { attemptFor, type PaymentAttempt } from './idempotency';

/** A lost answer (network, 5xx) may still have charged: the retry must reuse the key. */
function outcomeUnknown(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500;
}

function showPaymentFailed(t: TFunction) {
  showToast({ title: t('payment.failed'), message: t('payment.failedText'), color: 'red' });
}

// /checkout payment form: PayPal or card via PayPal; the processor is simulated
// (2 seconds) but the payment is recorded, and idempotent: one Idempotency-Key per attempt.
export function PaymentForm({
  booking,
  disabled,
  onPaid,
  onStale,
}: {
  booking: Booking;
  disabled: boolean;
  onPaid: (payment: Payment) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation('checkout');
  const online = useOnline();
  const format = useFormat();
  const form = useForm({
    initialValues: { method: 'paypal' as PaymentMethod, cardNumber: '' },
    validate: {
      cardNumber: (value, values) => {
        if (values.method !== 'card') return null;
        const problem = cardNumberProblem(value);
        return problem && t(problem === 'missing' ? 'payment.enterCard' : 'payment.invalidCard');
      },
    },
  });
  const { method } = form.values;
  const [failure, setFailure] = useState<string>();
  const attempt = useRef<PaymentAttempt | null>(null);
  // A second tap lands before React re-renders the disabled button: this guard is synchronous.
  const inFlight = useRef(false);
  const pay = trpc.payments.create.useMutation();

  const startPayment = ({ method, cardNumber }: typeof form.values) => {
    const request = { bookingId: booking.id, method, cardNumber: method === 'card' ? cardDigits(cardNumber) : undefined };
    attempt.current = attemptFor(attempt.current, JSON.stringify(request));
    inFlight.current = true;
    setFailure(undefined);
    pay.mutate(
      { ...request, idempotencyKey: attempt.current.key },
      {
        onSuccess: (payment) => {
          if (payment.status === 'succeeded') {
            onPaid(payment);
            return;
          }
          attempt.current = null;
          setFailure(method === 'card' ? t('payment.cardDeclined') : t('payment.declined'));
          showPaymentFailed(t);
        },
        onError: (error) => {
          if (!outcomeUnknown(error)) attempt.current = null;
          setFailure(serverMessage(error) ?? errorMessage(error));
          showPaymentFailed(t);
          // Paid elsewhere, cancelled or expired meanwhile: show the booking as it now is.
          if (httpStatusOf(error) === 409) onStale();
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || disabled || !online) return;
    form.onSubmit(startPayment)();
  };

  return (
    <Stack gap="md" component="form" onSubmit={submit} aria-label={t('payment.label')}>
      <Radio.Group label={t('payment.method')} {...form.getInputProps('method')}>
        <Stack gap="xs" mt={6}>
          <Radio.Card value="paypal" radius="md" p="sm" disabled={pay.isPending}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <IconBrandPaypal size={22} color="#003087" aria-hidden />
              <Text fw={600}>{t('payment.paypal')}</Text>
            </Group>
          </Radio.Card>
          <Radio.Card value="card" radius="md" p="sm" disabled={pay.isPending}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <IconCreditCard size={22} aria-hidden />
              <Text fw={600}>{t('payment.cardViaPaypal')}</Text>
            </Group>
          </Radio.Card>
        </Stack>
      </Radio.Group>

      {method === 'card' && <CardNumberInput label={t('payment.cardNumber')} disabled={pay.isPending} {...form.getInputProps('cardNumber')} />}

      {failure && (
        <Alert color="red" title={t('payment.failed')} role="alert">
          {failure}
        </Alert>
      )}

      {!online && (
        <Alert color="yellow" title={t('common:offlineMode.title')} role="status" data-testid="payment-offline">
          {t('common:offlineMode.needsConnection')}
        </Alert>
      )}

      <Button
        type="submit"
        size="md"
        fullWidth
        loading={pay.isPending}
        disabled={disabled || pay.isPending || !online}
        leftSection={<IconLock size={18} aria-hidden />}
      >
        {t('payment.pay', { amount: format.moneyExact(booking.totalAmount, booking.currency) })}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t('payment.simulated')}
      </Text>
    </Stack>
  );
}
