import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '../../../lib/toast';
import { IconBrandPaypal, IconBuildingStore, IconCash, IconCreditCard, IconDeviceMobile, IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CardNumberInput, cardDigits, cardNumberProblem } from '../../../components/CardNumberInput';
import type { Booking } from '@shared/schemas/bookings';
import { noShowChargeCents } from '@shared/cancellation-policy';
import { amountToCents, centsToAmount } from '@shared/money';
import type { MobileMoneyPush, PaymentMethod, PaymentRequest } from '@shared/schemas/payments';
import type { MobileMoneyCountry } from '@shared/mobile-money';
import { errorMessage, httpStatusOf, serverMessage } from '../../../lib/errors';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { usePriceFormat } from '../../../lib/display-currency';
import { useOnline } from '../../../lib/offline/online';
import { attemptFor, type PaymentAttempt } from './idempotency';
import { MobileMoneyFields, PushFailed, PushWaiting, phoneProblemKey } from './MobileMoneyPush';

type CheckoutMethod = PaymentMethod | 'mobile_money' | 'cash_on_delivery' | 'pay_at_pickup';

/** A lost answer (network, 5xx) may still have charged: the retry must reuse the key. */
function outcomeUnknown(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500;
}

/** What not picking the car up would cost, under the booking's policy (the server charges the same). */
function noShowCharge(booking: Booking): string {
  const policy = booking.bookingDetails.cancellationPolicy;
  const total = amountToCents(booking.totalAmount);
  return centsToAmount(policy ? noShowChargeCents(policy, total, booking.quantity) : total);
}

function showPaymentFailed(t: TFunction) {
  showToast({ title: t('payment.failed'), message: t('payment.failedText'), color: 'red' });
}

// /checkout payment form: PayPal, card via PayPal, or mobile money (a push the traveller
// approves on their phone, then followed until the wallet answers). The processors are
// simulated but the payments are recorded, and idempotent: one Idempotency-Key per attempt.
// A marketplace order may also be paid on delivery (cash to the courier), offered only when the
// server allows it for this order and buyer (its limit shown with the option). A car rental may
// be paid at the rental desk, guaranteed by a card now (nothing is charged; a no-show is charged
// per the cancellation policy, the amount shown with the option).
export function PaymentForm({
  booking,
  disabled,
  onPaid,
  onStale,
}: {
  booking: Booking;
  disabled: boolean;
  onPaid: (paid: { booking: Booking; onDelivery?: boolean; atPickup?: boolean }) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation('checkout');
  const online = useOnline();
  const format = useFormat();
  const chargeLabelId = useId();
  const form = useForm({
    initialValues: { method: 'paypal' as CheckoutMethod, cardNumber: '', country: 'KE' as MobileMoneyCountry, phone: '' },
    validate: {
      cardNumber: (value, values) => {
        if (values.method !== 'card' && values.method !== 'pay_at_pickup') return null;
        const problem = cardNumberProblem(value);
        return problem && t(problem === 'missing' ? 'payment.enterCard' : 'payment.invalidCard');
      },
      phone: (value, values) => {
        if (values.method !== 'mobile_money') return null;
        const problem = phoneProblemKey(values.country, value);
        return problem && t(problem);
      },
    },
  });
  const { method } = form.values;
  const [failure, setFailure] = useState<string>();
  const attempt = useRef<PaymentAttempt | null>(null);
  // A second tap lands before React re-renders the disabled button: this guard is synchronous.
  const inFlight = useRef(false);
  const pay = trpc.payments.create.useMutation();
  const push = trpc.payments.mobileMoney.start.useMutation();
  const isOrder = booking.type === 'order';
  const cashOption = trpc.shop.orders.cashOnDeliveryOption.useQuery({ id: booking.id }, { enabled: isOrder && booking.status === 'pending' });
  const cashAllowed = isOrder && cashOption.data?.allowed === true;
  const onDelivery = trpc.shop.orders.payOnDelivery.useMutation();
  const atPickup = trpc.payments.payAtPickup.useMutation();
  const isCar = booking.type === 'car';
  const [pendingPush, setPendingPush] = useState<MobileMoneyPush>();
  const [failedPush, setFailedPush] = useState<MobileMoneyPush>();
  const busy = pay.isPending || push.isPending || onDelivery.isPending || atPickup.isPending || pendingPush !== undefined;
  // Card and PayPal charge the booking's own currency (US dollars) or the display currency, at
  // the rate shown; the server charges exactly the amount shown or refuses (expectedTotal).
  const prices = usePriceFormat();
  const utils = trpc.useUtils();
  const converted = prices.convert(booking.totalAmount, booking.currency);
  const chargeOptions = converted.base ? [booking.currency, converted.currency] : [booking.currency];
  const [chosenCurrency, setChosenCurrency] = useState<string>();
  const chargeCurrency = chosenCurrency && chargeOptions.includes(chosenCurrency) ? chosenCurrency : chargeOptions[chargeOptions.length - 1];
  const chargeAmount = chargeCurrency === booking.currency ? booking.totalAmount : converted.amount;

  const onPushSettled = (settled: MobileMoneyPush) => {
    setPendingPush(undefined);
    if (settled.status === 'succeeded') {
      onPaid({ booking: settled.booking });
      return;
    }
    // A definite answer: trying again is a new attempt.
    attempt.current = null;
    setFailedPush(settled);
    showToast({ title: t('payment.failed'), message: settled.failureMessage ?? t('payment.failedText'), color: 'red' });
    if (settled.booking.status !== 'pending') onStale();
  };

  const startPush = ({ country, phone }: typeof form.values) => {
    const request = { bookingId: booking.id, country, phone: phone.trim() };
    attempt.current = attemptFor(attempt.current, JSON.stringify(request));
    inFlight.current = true;
    setFailure(undefined);
    setFailedPush(undefined);
    push.mutate(
      { ...request, idempotencyKey: attempt.current.key },
      {
        onSuccess: (started) => {
          if (started.status === 'pending') setPendingPush(started);
          else onPushSettled(started);
        },
        onError: (error) => {
          if (!outcomeUnknown(error)) attempt.current = null;
          if (httpStatusOf(error) === 400) {
            form.setFieldError('phone', serverMessage(error) ?? errorMessage(error));
            return;
          }
          setFailure(serverMessage(error) ?? errorMessage(error));
          showPaymentFailed(t);
          if (httpStatusOf(error) === 409) onStale();
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const confirmOnDelivery = () => {
    inFlight.current = true;
    setFailure(undefined);
    onDelivery.mutate(
      { id: booking.id },
      {
        onSuccess: (confirmed) => onPaid({ booking: confirmed, onDelivery: true }),
        onError: (error) => {
          setFailure(serverMessage(error) ?? errorMessage(error));
          showPaymentFailed(t);
          if (httpStatusOf(error) === 409) onStale();
          // No longer allowed (the limit, a refused order): the option goes away.
          if (httpStatusOf(error) === 400) {
            form.setFieldValue('method', 'paypal');
            void cashOption.refetch();
          }
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const confirmAtPickup = (cardNumber: string) => {
    inFlight.current = true;
    setFailure(undefined);
    atPickup.mutate(
      { id: booking.id, cardNumber: cardDigits(cardNumber) },
      {
        onSuccess: (confirmed) => onPaid({ booking: confirmed, atPickup: true }),
        onError: (error) => {
          if (httpStatusOf(error) === 402 || httpStatusOf(error) === 400) {
            form.setFieldError('cardNumber', serverMessage(error) ?? errorMessage(error));
            return;
          }
          setFailure(serverMessage(error) ?? errorMessage(error));
          showPaymentFailed(t);
          if (httpStatusOf(error) === 409) onStale();
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const startPayment = (values: typeof form.values) => {
    if (values.method === 'mobile_money') return startPush(values);
    if (values.method === 'cash_on_delivery') return confirmOnDelivery();
    if (values.method === 'pay_at_pickup') return confirmAtPickup(values.cardNumber);
    const { method, cardNumber } = values;
    const request = {
      bookingId: booking.id,
      method,
      cardNumber: method === 'card' ? cardDigits(cardNumber) : undefined,
      chargeCurrency: chargeCurrency as PaymentRequest['chargeCurrency'],
      expectedTotal: chargeAmount,
    };
    attempt.current = attemptFor(attempt.current, JSON.stringify(request));
    inFlight.current = true;
    setFailure(undefined);
    pay.mutate(
      { ...request, method: method as PaymentMethod, idempotencyKey: attempt.current.key },
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
          // Paid elsewhere, cancelled or expired meanwhile: show the booking as it now is; a
          // rate changed since the page showed it: show the new amount.
          if (httpStatusOf(error) === 409) {
            void utils.shop.exchangeRates.invalidate();
            onStale();
          }
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
          <MethodCard value="paypal" icon={<IconBrandPaypal size={22} color="#003087" aria-hidden />} label={t('payment.paypal')} disabled={busy} />
          <MethodCard value="card" icon={<IconCreditCard size={22} aria-hidden />} label={t('payment.cardViaPaypal')} disabled={busy} />
          <MethodCard
            value="mobile_money"
            icon={<IconDeviceMobile size={22} aria-hidden />}
            label={t('payment.mobileMoney')}
            hint={t('payment.mobileMoneyWallets')}
            disabled={busy}
          />
          {cashAllowed && (
            <MethodCard
              value="cash_on_delivery"
              icon={<IconCash size={22} aria-hidden />}
              label={t('payment.onDelivery')}
              hint={t('payment.onDeliveryLimit', { limit: format.moneyExact(cashOption.data?.limit ?? '0', 'USD') })}
              disabled={busy}
              testId="pay-on-delivery"
            />
          )}
          {isCar && (
            <MethodCard
              value="pay_at_pickup"
              icon={<IconBuildingStore size={22} aria-hidden />}
              label={t('payment.atPickup')}
              hint={t('payment.atPickupHint')}
              disabled={busy}
              testId="pay-at-pickup"
            />
          )}
        </Stack>
      </Radio.Group>

      {(method === 'paypal' || method === 'card') && chargeOptions.length > 1 && (
        <Stack gap={6} data-testid="charge-currency">
          <Text size="sm" fw={600} id={chargeLabelId}>
            {t('payment.chargeCurrency')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby={chargeLabelId}
            value={chargeCurrency}
            onChange={setChosenCurrency}
            disabled={busy}
            data={chargeOptions.map((code) => ({ value: code, label: code }))}
          />
          {chargeCurrency !== booking.currency && converted.asOf && (
            <Text size="xs" c="dimmed" data-testid="charge-note">
              {t('payment.chargeNote', {
                amount: prices.original(chargeAmount, chargeCurrency),
                base: prices.original(booking.totalAmount, booking.currency),
                date: format.mediumDate(converted.asOf),
              })}
            </Text>
          )}
        </Stack>
      )}
      {(method === 'card' || method === 'pay_at_pickup') && (
        <CardNumberInput
          label={method === 'pay_at_pickup' ? t('payment.guaranteeCard') : t('payment.cardNumber')}
          disabled={busy}
          {...form.getInputProps('cardNumber')}
        />
      )}
      {method === 'mobile_money' && (
        <MobileMoneyFields
          country={form.values.country}
          onCountry={(country) => form.setFieldValue('country', country)}
          phoneProps={form.getInputProps('phone')}
          disabled={busy}
        />
      )}
      {pendingPush && <PushWaiting push={pendingPush} onSettled={onPushSettled} />}
      {failedPush && !pendingPush && <PushFailed push={failedPush} />}

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

      <Button type="submit" size="md" fullWidth loading={busy} disabled={disabled || busy || !online} leftSection={<IconLock size={18} aria-hidden />}>
        {method === 'cash_on_delivery'
          ? t('payment.confirmOnDelivery')
          : method === 'pay_at_pickup'
            ? t('payment.confirmAtPickup')
            : t('payment.pay', {
                amount: method === 'mobile_money' ? prices.moneyExact(booking.totalAmount, booking.currency) : prices.original(chargeAmount, chargeCurrency),
              })}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {method === 'cash_on_delivery'
          ? t('payment.onDeliveryNote', { amount: format.moneyExact(booking.totalAmount, booking.currency) })
          : method === 'pay_at_pickup'
            ? t('payment.atPickupNote', {
                amount: format.moneyExact(booking.totalAmount, booking.currency),
                noShow: format.moneyExact(noShowCharge(booking), booking.currency),
              })
            : method === 'mobile_money'
              ? t('payment.simulatedMobileMoney')
              : t('payment.simulated')}
      </Text>
    </Stack>
  );
}

/** One way to pay in the method list: its icon, its name and, below, what it means. */
function MethodCard({
  value,
  icon,
  label,
  hint,
  disabled,
  testId,
}: {
  value: CheckoutMethod;
  icon: ReactNode;
  label: string;
  hint?: string;
  disabled: boolean;
  testId?: string;
}) {
  return (
    <Radio.Card value={value} radius="md" p="sm" disabled={disabled} data-testid={testId}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        {icon}
        <Stack gap={0}>
          <Text fw={600}>{label}</Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
