import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { AppModal } from '../../components/AppModal';
import { showToast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { ZChangePasswordRequest } from '../../../shared/schemas/profile';
import { errorFieldOf, serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { fieldErrors } from '../../lib/validation';

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

  const set = (name: Field) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse(fields);
    const found = parsed.success ? {} : fieldErrors<Field>(parsed.error.issues, t);
    if (fields.confirmPassword !== fields.newPassword) found.confirmPassword = t('password.mismatch');
    if (!parsed.success || found.confirmPassword) {
      setErrors(found);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        showToast({ title: t('password.changed'), message: t('password.changedText'), color: 'green' });
        onDone();
      },
      onError: (error) => {
        if (errorFieldOf(error) === 'currentPassword') setErrors({ currentPassword: serverMessage(error) });
        else showToast({ title: t('common:error'), message: serverMessage(error) ?? t('password.failed'), color: 'red' });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
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
          error={errors.newPassword}
        />
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
