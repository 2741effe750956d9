import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZSetExchangeRateRequest } from '@shared/schemas/operations';
import type { ExchangeRateDto } from '@shared/schemas/shop';
import { useFormat } from '../../../i18n/format';
import { fieldMessage } from '../../../lib/errors';
import { showServerErrors, zodResolver } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { BackOfficePage } from '../ui/BackOfficePage';
import { QueryState } from '../ui/QueryState';

// /admin/rates: the exchange rates prices are shown and charged at (units per US dollar, with
// their date). A new rate applies from now on: bookings and orders already paid keep the rate
// they were charged at, and each change is in the audit trail.
export function ExchangeRatesPage() {
  const { t } = useTranslation('backoffice');
  const rates = trpc.shop.exchangeRates.useQuery();
  return (
    <BackOfficePage title={t('rates.title')} testId="exchange-rates-page">
      <Text size="sm" c="dimmed">
        {t('rates.intro')}
      </Text>
      {rates.data ? (
        <Stack gap="sm">
          {rates.data
            .filter((rate) => rate.currency !== 'USD')
            .map((rate) => (
              <RateForm key={`${rate.currency}-${rate.unitsPerUsd}-${rate.asOf}`} rate={rate} />
            ))}
        </Stack>
      ) : (
        <QueryState what={t('rates.title')} isPending={rates.isPending} error={rates.error} onRetry={() => void rates.refetch()} />
      )}
    </BackOfficePage>
  );
}

function RateForm({ rate }: { rate: ExchangeRateDto }) {
  const { t } = useTranslation('backoffice');
  const format = useFormat();
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { unitsPerUsd: Number(rate.unitsPerUsd).toString() },
    ...zodResolver(ZSetExchangeRateRequest, t, ({ unitsPerUsd }: { unitsPerUsd: string }) => ({ currency: rate.currency, unitsPerUsd })),
  });
  const save = trpc.shop.rates.set.useMutation({
    onSuccess: (saved) => {
      void utils.shop.exchangeRates.invalidate();
      showToast({
        title: t('rates.saved'),
        message: t('rates.savedText', { currency: saved.currency, rate: Number(saved.unitsPerUsd).toString(), date: format.mediumDate(saved.asOf) }),
        color: 'green',
      });
    },
    // The rate is the form's one field: a refusal shows under it.
    onError: (failure) => showServerErrors(form, failure) || form.setFieldError('unitsPerUsd', fieldMessage(failure)),
  });
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      noValidate
      onSubmit={form.onSubmit((request) => save.mutate(request))}
      data-testid={`rate-${rate.currency}`}
    >
      <Group align="flex-end" wrap="nowrap" gap="sm">
        <TextInput
          style={{ flex: 1 }}
          inputMode="decimal"
          dir="ltr"
          label={t('rates.label', { currency: rate.currency })}
          description={t('rates.asOf', { date: format.mediumDate(rate.asOf) })}
          {...form.getInputProps('unitsPerUsd')}
        />
        <Button type="submit" h={44} loading={save.isPending}>
          {t('rates.save')}
        </Button>
      </Group>
    </Paper>
  );
}
