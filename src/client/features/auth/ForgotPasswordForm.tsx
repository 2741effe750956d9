import { useState } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZPasswordResetRequest } from '@shared/schemas/auth';
import { serverMessage } from '../../lib/errors';
import { showServerErrors, zodResolver } from '../../lib/form';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * 'Forgot password?': the e-mail address of the account. The server answers the same whether
 * or not the address has one, and so does this form: it never says which it was.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const forgot = trpc.auth.forgotPassword.useMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, ...zodResolver(ZPasswordResetRequest, t) });
  const submit = form.onSubmit((request) =>
    forgot.mutate(request, {
      onSuccess: () => setSentTo(request.email),
      onError: (error) => {
        if (!showServerErrors(form, error)) showToast({ title: t('common:error'), message: serverMessage(error) ?? t('forgot.failed'), color: 'red' });
      },
    }),
  );
  if (sentTo) {
    return (
      <Stack gap="sm">
        <Alert color="green" title={t('forgot.sentTitle')} role="status" data-testid="forgot-password-sent">
          {t('forgot.sent', { email: sentTo })}
        </Alert>
        <Button variant="light" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('forgot.text')}</Text>
        <TextInput label={t('email')} type="email" autoComplete="email" inputMode="email" dir="ltr" required data-autofocus {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={forgot.isPending || form.submitting}>
          {t('forgot.submit')}
        </Button>
        <Button variant="subtle" fullWidth onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </Stack>
    </form>
  );
}
