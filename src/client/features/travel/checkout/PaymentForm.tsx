import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandPaypal, IconCreditCard, IconLock } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { formatMoneyExact } from '../../../../shared/money';
import { isValidCardNumber } from '../../../../shared/payment-card';
import { type Booking } from '../../../../shared/schemas/bookings';
import { type Payment, type PaymentMethod } from '../../../../shared/schemas/payments';
import { errorMessage, serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { attemptFor, type PaymentAttempt } from './idempotency';

/** '4000000000000002' → '4000 0000 0000 0002' as the traveller types. */
function groupCardDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function httpStatus(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}

/** A lost answer (network, 5xx) may still have charged: the retry must reuse the key. */
function outcomeUnknown(error: unknown): boolean {
  const status = httpStatus(error);
  return status === undefined || status >= 500;
}

function showPaymentFailed() {
  notifications.show({ title: 'Payment Failed', message: 'There was an error processing your payment.', color: 'red' });
}

// Spec §2 /checkout payment form: PayPal or card via PayPal; the processor is simulated
// (2 seconds) but the payment is recorded, and idempotent: one Idempotency-Key per attempt.
export function PaymentForm({ booking, disabled, onPaid, onStale }: { booking: Booking; disabled: boolean; onPaid: (payment: Payment) => void; onStale: () => void }) {
  const [method, setMethod] = useState<PaymentMethod>('paypal');
  const [cardNumber, setCardNumber] = useState('');
  const [cardError, setCardError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const attempt = useRef<PaymentAttempt | null>(null);
  // A second tap lands before React re-renders the disabled button: this guard is synchronous.
  const inFlight = useRef(false);
  const pay = trpc.payments.create.useMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || disabled) return;
    const digits = cardNumber.replace(/\D/g, '');
    if (method === 'card' && !isValidCardNumber(digits)) {
      setCardError(digits ? 'Not a valid card number' : 'Enter your card number');
      return;
    }
    const request = { bookingId: booking.id, method, cardNumber: method === 'card' ? digits : undefined };
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
          setFailure(method === 'card' ? 'The card was declined. Try another card or PayPal.' : 'The payment was declined.');
          showPaymentFailed();
        },
        onError: (error) => {
          if (!outcomeUnknown(error)) attempt.current = null;
          setFailure(serverMessage(error) ?? errorMessage(error));
          showPaymentFailed();
          // Paid elsewhere, cancelled or expired meanwhile: show the booking as it now is.
          if (httpStatus(error) === 409) onStale();
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <Stack gap="md" component="form" onSubmit={submit} aria-label="Payment">
      <Radio.Group label="Payment method" value={method} onChange={(value) => setMethod(value as PaymentMethod)}>
        <Stack gap="xs" mt={6}>
          <Radio.Card value="paypal" radius="md" p="sm" disabled={pay.isPending}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <IconBrandPaypal size={22} color="#003087" />
              <Text fw={600}>PayPal</Text>
            </Group>
          </Radio.Card>
          <Radio.Card value="card" radius="md" p="sm" disabled={pay.isPending}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <IconCreditCard size={22} />
              <Text fw={600}>Card via PayPal</Text>
            </Group>
          </Radio.Card>
        </Stack>
      </Radio.Group>

      {method === 'card' && (
        <TextInput
          label="Card number"
          placeholder="1234 5678 9012 3456"
          inputMode="numeric"
          autoComplete="cc-number"
          leftSection={<IconCreditCard size={16} />}
          value={cardNumber}
          error={cardError}
          disabled={pay.isPending}
          onChange={(event) => {
            setCardNumber(groupCardDigits(event.currentTarget.value));
            setCardError(undefined);
          }}
        />
      )}

      {failure && (
        <Alert color="red" title="Payment Failed" role="alert">
          {failure}
        </Alert>
      )}

      <Button type="submit" size="md" fullWidth loading={pay.isPending} disabled={disabled || pay.isPending} leftSection={<IconLock size={18} />}>
        Pay {formatMoneyExact(booking.totalAmount, booking.currency)}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        Payment processing is simulated: no money is taken.
      </Text>
    </Stack>
  );
}
