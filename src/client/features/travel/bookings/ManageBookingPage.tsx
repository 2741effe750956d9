import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLogin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@shared/schemas/bookings';
import { openAuthDialog } from '../../../dialogs/auth-dialog';
import { serverFieldErrors, serverMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { trpc } from '../../../lib/trpc';
import { OrderSummary } from '../checkout/OrderSummary';
import { BookingStatusBadge } from '../booking/BookingStatusBadge';

/**
 * /manage-booking: a booking opened without signing in, as airlines offer it: its confirmation
 * code and the e-mail address of the account that booked. Read-only: paying, cancelling and the
 * e-voucher stay with the account. The server limits the attempts per network.
 */
export function ManageBookingPage() {
  const { t } = useTranslation('bookings');
  usePageTitle(t('manage.title'));
  const lookup = trpc.bookings.lookup.useMutation();
  const form = useForm({
    initialValues: { confirmationCode: '', email: '' },
    validate: {
      confirmationCode: (value) => (value.trim() ? null : t('manage.required')),
      email: (value) => (value.trim() ? null : t('manage.required')),
    },
  });
  const submit = form.onSubmit((values) =>
    lookup.mutate(values, {
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    }),
  );
  const fieldRefusal = lookup.error && Object.keys(serverFieldErrors(lookup.error)).length > 0;
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={24}>
        {t('manage.title')}
      </Title>
      <Text c="dimmed">{t('manage.intro')}</Text>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('manage.code')}
            description={t('manage.codeHint')}
            autoCapitalize="characters"
            autoComplete="off"
            dir="ltr"
            required
            {...form.getInputProps('confirmationCode')}
          />
          <TextInput label={t('manage.email')} type="email" autoComplete="email" dir="ltr" required {...form.getInputProps('email')} />
          {lookup.error && !fieldRefusal && (
            <Alert color="red" role="alert" data-testid="lookup-refused">
              {serverMessage(lookup.error)}
            </Alert>
          )}
          <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />} loading={lookup.isPending}>
            {t('manage.find')}
          </Button>
        </Stack>
      </Paper>
      {lookup.data && <FoundBooking booking={lookup.data} />}
    </Stack>
  );
}

function FoundBooking({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  return (
    <Stack gap="sm" data-testid="found-booking">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} ff="monospace" fz="lg">
          {booking.confirmationCode}
        </Text>
        <BookingStatusBadge booking={booking} />
      </Group>
      <OrderSummary booking={booking} />
      <Alert color="blue" variant="light" title={t('manage.readOnly')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('manage.signInToAct')}</Text>
          <Button variant="light" leftSection={<IconLogin size={18} aria-hidden />} onClick={() => openAuthDialog('login')}>
            {t('auth:signIn')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
