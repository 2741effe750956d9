import { useEffect } from 'react';
import { Alert, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { MobileMoneyPush } from '@shared/schemas/payments';
import { MOBILE_MONEY_COUNTRIES, mobileMoneyNumber, type MobileMoneyCountry } from '@shared/mobile-money';
import { minorUnits } from '@shared/local-money';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';

/** How often a pending push is asked about: the wallet's owner answers within seconds. */
const POLL_MS = 1500;

/** The wallet's problem with a typed number, as the checkout's text key; null when a wallet answers it. */
export function phoneProblemKey(country: MobileMoneyCountry, phone: string): string | null {
  if (!phone.trim()) return 'payment.enterPhone';
  const wallet = mobileMoneyNumber(country, phone);
  return 'problem' in wallet ? `payment.phoneProblem.${wallet.problem}` : null;
}

/** An amount in minor units per ISO 4217 in the page's language: 'KES 4,290', 'UGX 125,000', 'KWD 1.250'. */
function useMinorMoney() {
  const format = useFormat();
  return (amountMinor: number, currency: string) => {
    const digits = minorUnits(currency);
    const whole = amountMinor % 10 ** digits === 0;
    const amount = `${Math.floor(amountMinor / 10 ** digits)}.${String(amountMinor % 10 ** digits).padStart(digits, '0')}`;
    return new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: digits,
    }).format((digits === 0 ? String(amountMinor) : amount) as unknown as number);
  };
}

/** The country and number of the wallet to push to, in the checkout's form. */
export function MobileMoneyFields({
  country,
  onCountry,
  phoneProps,
  disabled,
}: {
  country: MobileMoneyCountry;
  onCountry: (country: MobileMoneyCountry) => void;
  phoneProps: GetInputPropsReturnType;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="mobile-money-country">
        {t('payment.country')}
      </Text>
      <SegmentedControl
        aria-labelledby="mobile-money-country"
        value={country}
        onChange={(value) => onCountry(value as MobileMoneyCountry)}
        disabled={disabled}
        data={MOBILE_MONEY_COUNTRIES.map((code) => ({ value: code, label: t(`payment.countries.${code}`) }))}
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
      <TextInput
        label={t('payment.phone')}
        description={t(`payment.phoneHint.${country}`)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        size="md"
        disabled={disabled}
        {...phoneProps}
      />
    </Stack>
  );
}

/** A push on its way: 'Check your phone to approve KES 4,290', until the wallet answers (polled). */
export function PushWaiting({ push, onSettled }: { push: MobileMoneyPush; onSettled: (push: MobileMoneyPush) => void }) {
  const { t } = useTranslation('checkout');
  const minorMoney = useMinorMoney();
  const format = useFormat();
  const status = trpc.payments.mobileMoney.get.useQuery(
    { id: push.id },
    { initialData: push, refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false), refetchOnMount: 'always' },
  );
  const current = status.data ?? push;
  const settled = current.status !== 'pending';
  useEffect(() => {
    if (settled) onSettled(current);
    // Once: the push settles once, and the parent then stops showing this.
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-live="polite" data-testid="mobile-money-waiting">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconDeviceMobileMessage size={28} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={4} miw={0}>
          <Text fw={700}>{t('payment.checkPhone', { amount: minorMoney(current.amountMinor, current.currency) })}</Text>
          <Text size="sm">
            {t('payment.sentTo', { operator: t(`payment.operators.${current.operator}`) })}{' '}
            <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
              {current.phone}
            </bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {t('payment.converted', {
              base: format.moneyExact(current.baseAmount, current.baseCurrency),
              rate: current.exchangeRate.replace(/\.?0+$/, ''),
              currency: current.currency,
              date: format.mediumDate(current.rateAsOf),
            })}
          </Text>
          <Group gap={6} mt={4}>
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('payment.waitingForPhone')}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Why the last push failed (the server's text, in the page's language). */
export function PushFailed({ push }: { push: MobileMoneyPush }) {
  const { t } = useTranslation('checkout');
  return (
    <Alert color="red" title={t('payment.failed')} role="alert" data-testid="mobile-money-failed">
      {push.failureMessage}
    </Alert>
  );
}
