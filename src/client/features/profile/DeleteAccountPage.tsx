import { Alert, Button, List, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZDeleteAccountRequest } from '@shared/schemas/privacy';
import { PageLoader, PageNotice } from '../../components/PageNotice';
import { SignedInGate } from '../../components/SignedInGate';
import { useBookedItemName } from '../../booking/booking-labels';
import { useFormat } from '../../i18n/format';
import { useSetCurrentUser } from '../../lib/current-user';
import { errorMessage, serverMessage } from '../../lib/errors';
import { schemaErrors, showServerErrors } from '../../lib/form';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** /profile/delete: what deleting the account does, what stands in its way, and the confirmation. */
export function DeleteAccountPage() {
  const { t } = useTranslation('privacy');
  usePageTitle(t('delete.title'));
  const setCurrentUser = useSetCurrentUser();
  // Here, above the gate: once the account is gone the gate shows its signed-out notice, and
  // the form (with a mutation's own callbacks) is unmounted, possibly before the answer arrives.
  const remove = trpc.privacy.deleteMyAccount.useMutation({ onSuccess: () => setCurrentUser(null) });
  if (remove.isSuccess) {
    return (
      <PageNotice
        icon={<IconCircleCheck size={30} />}
        color="green"
        title={t('delete.done')}
        description={t('delete.doneText')}
        testId="account-deleted"
        actions={
          <Button component={Link} to="/" mt="xs" h={44}>
            {t('common:nav.home')}
          </Button>
        }
      />
    );
  }
  return (
    <SignedInGate checkingLabel={t('delete.loading')} title={t('delete.title')} signedOutText={t('section.text')}>
      {() => <DeleteAccount remove={remove} />}
    </SignedInGate>
  );
}

function DeleteAccount({ remove }: { remove: ReturnType<typeof trpc.privacy.deleteMyAccount.useMutation> }) {
  const { t } = useTranslation('privacy');
  const format = useFormat();
  const itemName = useBookedItemName();
  const check = trpc.privacy.deletionStatus.useQuery();
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: (values) => schemaErrors(ZDeleteAccountRequest, { password: values.password, code: values.code || undefined }, t),
  });
  const submit = form.onSubmit((values) =>
    remove.mutate(
      { password: values.password, code: values.code || undefined },
      {
        onError: (error) => {
          if (!showServerErrors(form, error)) showToast({ title: t('common:error'), message: serverMessage(error) ?? t('delete.failed'), color: 'red' });
          void check.refetch();
        },
      },
    ),
  );

  if (check.isPending) return <PageLoader label={t('delete.loading')} />;
  if (check.isError) {
    return (
      <Alert m="md" color="red" title={t('delete.failed')}>
        {errorMessage(check.error)}
      </Alert>
    );
  }
  const { blockingBookings, secondFactorRequired } = check.data;
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={22}>
        {t('delete.title')}
      </Title>
      <Paper withBorder radius="lg" p="md">
        <Text fw={600} mb={6}>
          {t('delete.intro')}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('delete.erased')}</List.Item>
          <List.Item>{t('delete.kept')}</List.Item>
          <List.Item>{t('delete.holds')}</List.Item>
          <List.Item>{t('delete.signedOut')}</List.Item>
        </List>
      </Paper>
      {blockingBookings.length > 0 ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={20} />} title={t('delete.blockedTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('delete.blockedText')}</Text>
            <List size="sm" spacing={4}>
              {blockingBookings.map((booking) => (
                <List.Item key={booking.id}>
                  <Text size="sm" fw={600} span lang={itemName(booking.type, booking.bookingDetails.itemName).lang}>
                    {itemName(booking.type, booking.bookingDetails.itemName).text}
                  </Text>{' '}
                  <Text size="sm" span dir="auto">
                    {t('delete.booking', { code: booking.confirmationCode, dates: format.dateRange(booking.startDate, booking.endDate) })}
                  </Text>
                </List.Item>
              ))}
            </List>
            <Button component={Link} to="/bookings" variant="light" color="dark" h={44}>
              {t('delete.toBookings')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('delete.password')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('auth:showPassword') }}
              {...form.getInputProps('password')}
            />
            {secondFactorRequired && (
              <TextInput label={t('delete.code')} autoComplete="one-time-code" inputMode="numeric" required {...form.getInputProps('code')} />
            )}
            <Button type="submit" color="red" h={48} loading={remove.isPending}>
              {t('delete.confirm')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
