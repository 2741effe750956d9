import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordRequest } from '@shared/schemas/profile';
import { useCurrentUser } from '../lib/current-user';
import { serverMessage } from '../lib/errors';
import { schemaErrors, showServerErrors } from '../lib/form';
import { showToast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { NewPasswordInput } from './NewPasswordInput';
import { loadPasswordChecker } from './PasswordStrength';

/** What the form says where it is used (Change Password in the profile, the forced change after a staff reset). */
export interface ChangePasswordTexts {
  current: string;
  new: string;
  repeat: string;
  mismatch: string;
  submit: string;
  failed: string;
}

/**
 * The current (or temporary) password and a new one, typed twice. The new one is checked here
 * against the policy the server enforces, which saves a round trip on a slow network.
 */
export function ChangePasswordForm({ texts, onChanged }: { texts: ChangePasswordTexts; onChanged: () => void }) {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  const account = { username: user?.username, email: user?.email };
  const change = trpc.profile.changePassword.useMutation();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: async (values) => {
      const errors = schemaErrors(ZChangePasswordRequest, values, t);
      const valid = Object.keys(errors).length === 0;
      if (values.confirmPassword !== values.newPassword) errors.confirmPassword = texts.mismatch;
      const { problem } = valid ? (await loadPasswordChecker())(values.newPassword, account) : {};
      if (problem) errors.newPassword = t(`common:passwordStrength.problems.${problem}`);
      return errors;
    },
    transformValues: (values) => ZChangePasswordRequest.parse(values),
  });
  const toggle = { 'aria-label': t('showPassword') };
  const submit = form.onSubmit((request) =>
    change.mutate(request, {
      onSuccess: onChanged,
      onError: (error) => {
        if (!showServerErrors(form, error)) showToast({ title: t('common:error'), message: serverMessage(error) ?? texts.failed, color: 'red' });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={texts.current}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={toggle}
          data-autofocus
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordInput label={texts.new} account={account} {...form.getInputProps('newPassword')} />
        <PasswordInput
          label={texts.repeat}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={change.isPending || form.submitting} mt={4}>
          {texts.submit}
        </Button>
      </Stack>
    </form>
  );
}
