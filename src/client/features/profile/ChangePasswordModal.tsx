import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { AppModal } from '../../components/AppModal';
import { showToast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { ZChangePasswordRequest } from '../../../shared/schemas/profile';
import { errorFieldOf, fieldMessage, serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { fieldErrors } from '../../lib/validation';
import { useCurrentUser } from '../../lib/current-user';
import { PasswordStrength, loadPasswordChecker, usePasswordCheck } from '../../components/PasswordStrength';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('menu.changePassword')}>
      {opened && <ChangePasswordForm onDone={onClose} />}
    </AppModal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('profile');
  const [fields, setFields] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = trpc.profile.changePassword.useMutation();
  const toggle = { 'aria-label': t('auth:showPassword') };
  const { user } = useCurrentUser();
  const account = { username: user?.username, email: user?.email };
  const passwordCheck = usePasswordCheck(fields.newPassword, account);

  const set = (name: Field) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse(fields);
    const found = parsed.success ? {} : fieldErrors<Field>(parsed.error.issues, t);
    if (fields.confirmPassword !== fields.newPassword) found.confirmPassword = t('password.mismatch');
    const problem = parsed.success ? (await loadPasswordChecker())(fields.newPassword, account).problem : undefined;
    if (problem) found.newPassword = t(`common:passwordStrength.problems.${problem}`);
    if (!parsed.success || found.confirmPassword || found.newPassword) {
      setErrors(found);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        showToast({ title: t('password.changed'), message: t('password.changedText'), color: 'green' });
        onDone();
      },
      onError: (error) => {
        const field = errorFieldOf(error);
        if (field === 'currentPassword' || field === 'newPassword') setErrors({ [field]: fieldMessage(error) });
        else showToast({ title: t('common:error'), message: serverMessage(error) ?? t('password.failed'), color: 'red' });
      },
    });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={toggle}
          value={fields.currentPassword}
          onChange={(e) => set('currentPassword')(e.currentTarget.value)}
          error={errors.currentPassword}
          data-autofocus
        />
        <PasswordInput
          label={t('password.new')}
          description={t('auth:passwordHint', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          value={fields.newPassword}
          onChange={(e) => set('newPassword')(e.currentTarget.value)}
          onFocus={() => void loadPasswordChecker()}
          error={errors.newPassword}
        />
        <PasswordStrength check={passwordCheck} />
        <PasswordInput
          label={t('password.repeat')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          value={fields.confirmPassword}
          onChange={(e) => set('confirmPassword')(e.currentTarget.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" loading={change.isPending} mt={4}>
          {t('menu.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
