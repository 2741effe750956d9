import { useState } from 'react';
import { Alert, Button, Container, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ZPasswordReset } from '@shared/schemas/auth';
import { NewPasswordInput } from '../../components/NewPasswordInput';
import { PageNotice } from '../../components/PageNotice';
import { loadPasswordChecker } from '../../components/PasswordStrength';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { errorFieldOf, fieldMessage, serverMessage } from '../../lib/errors';
import { schemaErrors, showServerErrors } from '../../lib/form';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** The token of a reset link: '#token=…' (a fragment never reaches a server, a log or a Referer). */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** /reset-password: where the link in a 'Forgot password?' e-mail leads. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = tokenOf(useLocation().hash);
  const reset = trpc.auth.resetPassword.useMutation();
  const [outcome, setOutcome] = useState<{ done: true } | { unusable: string } | null>(token ? null : { unusable: t('reset.incomplete') });
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: async (values) => {
      const errors = schemaErrors(ZPasswordReset, { token, newPassword: values.newPassword }, t);
      delete errors.token;
      if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('reset.mismatch');
      const { problem } = errors.newPassword ? {} : (await loadPasswordChecker())(values.newPassword, {});
      if (problem) errors.newPassword = t(`common:passwordStrength.problems.${problem}`);
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    reset.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          // The used link has no business staying in the address bar or the history.
          window.history.replaceState(window.history.state, '', window.location.pathname);
          setOutcome({ done: true });
        },
        onError: (error) => {
          if (errorFieldOf(error) === 'token') setOutcome({ unusable: fieldMessage(error) ?? t('reset.incomplete') });
          else if (!showServerErrors(form, error)) showToast({ title: t('common:error'), message: serverMessage(error) ?? t('reset.failed'), color: 'red' });
        },
      },
    ),
  );

  if (outcome && 'done' in outcome) {
    return (
      <PageNotice
        icon={<IconCircleCheck size={30} />}
        color="green"
        title={t('reset.doneTitle')}
        description={t('reset.done')}
        testId="reset-password-done"
        actions={<Button onClick={() => openAuthDialog('login')}>{t('signIn')}</Button>}
      />
    );
  }
  if (outcome) {
    return (
      <PageNotice
        icon={<IconLinkOff size={30} />}
        color="orange"
        title={t('reset.unusableTitle')}
        description={outcome.unusable}
        testId="reset-password-unusable"
        actions={<Button onClick={() => openAuthDialog('forgot')}>{t('reset.askAgain')}</Button>}
      />
    );
  }
  const toggle = { 'aria-label': t('showPassword') };
  return (
    <Container size="xs" py="lg">
      <Stack gap="sm">
        <Title order={1} fz={26}>
          {t('reset.title')}
        </Title>
        <Text size="sm">{t('reset.text')}</Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NewPasswordInput label={t('reset.new')} account={{}} data-autofocus {...form.getInputProps('newPassword')} />
            <PasswordInput
              label={t('reset.repeat')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" loading={reset.isPending || form.submitting} mt={4}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
        <Alert color="gray" variant="light">
          {t('reset.note')}
        </Alert>
      </Stack>
    </Container>
  );
}
