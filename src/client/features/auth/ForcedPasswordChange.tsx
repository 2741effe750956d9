import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { ZChangePasswordRequest } from '../../../shared/schemas/profile';
import { useCurrentUser, useLogout } from '../../lib/current-user';
import { errorFieldOf, serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { fieldErrors } from '../../lib/validation';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * After a staff password reset the server lets the user do nothing but choose a new password
 * (403 elsewhere), so the app asks for it first, over every screen; signing out is the only
 * other way out.
 */
export function ForcedPasswordChange() {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  const { logout, loggingOut } = useLogout();
  const opened = Boolean(user?.mustChangePassword);
  return (
    <AppModal opened={opened} onClose={() => undefined} title={t('forcedChange.title')} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false}>
      {opened && (
        <Stack gap="sm">
          <Text size="sm">{t('forcedChange.text')}</Text>
          <ForcedChangeForm />
          <Button variant="subtle" onClick={() => void logout()} loading={loggingOut}>
            {t('logout')}
          </Button>
        </Stack>
      )}
    </AppModal>
  );
}

function ForcedChangeForm() {
  const { t } = useTranslation('auth');
  const utils = trpc.useUtils();
  const [fields, setFields] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = trpc.profile.changePassword.useMutation();
  const toggle = { 'aria-label': t('showPassword') };
  const set = (name: Field) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse(fields);
    const found = parsed.success ? {} : fieldErrors<Field>(parsed.error.issues, t);
    if (fields.confirmPassword !== fields.newPassword) found.confirmPassword = t('forcedChange.mismatch');
    if (!parsed.success || found.confirmPassword) return setErrors(found);
    change.mutate(parsed.data, {
      onSuccess: () => {
        showToast({ title: t('forcedChange.done'), message: t('forcedChange.doneText'), color: 'green' });
        void utils.auth.me.invalidate();
      },
      onError: (error) => {
        if (errorFieldOf(error) === 'currentPassword') setErrors({ currentPassword: serverMessage(error) });
        else showToast({ title: t('common:error'), message: serverMessage(error) ?? t('forcedChange.failed'), color: 'red' });
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <PasswordInput label={t('forcedChange.current')} autoComplete="current-password" required visibilityToggleButtonProps={toggle} value={fields.currentPassword} onChange={(e) => set('currentPassword')(e.currentTarget.value)} error={errors.currentPassword} data-autofocus />
        <PasswordInput
          label={t('forcedChange.new')}
          description={t('passwordHint', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          value={fields.newPassword}
          onChange={(e) => set('newPassword')(e.currentTarget.value)}
          error={errors.newPassword}
        />
        <PasswordInput label={t('forcedChange.repeat')} autoComplete="new-password" required visibilityToggleButtonProps={toggle} value={fields.confirmPassword} onChange={(e) => set('confirmPassword')(e.currentTarget.value)} error={errors.confirmPassword} />
        <Button type="submit" loading={change.isPending}>
          {t('forcedChange.submit')}
        </Button>
      </Stack>
    </form>
  );
}
