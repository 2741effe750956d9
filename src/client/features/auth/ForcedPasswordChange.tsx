import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { ChangePasswordForm } from '../../components/ChangePasswordForm';
import { useCurrentUser, useLogout } from '../../lib/current-user';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

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
    <AppModal
      opened={opened}
      onClose={() => undefined}
      title={t('forcedChange.title')}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
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
  const changed = () => {
    showToast({ title: t('forcedChange.done'), message: t('forcedChange.doneText'), color: 'green' });
    void utils.auth.me.invalidate();
  };
  return (
    <ChangePasswordForm
      texts={{
        current: t('forcedChange.current'),
        new: t('forcedChange.new'),
        repeat: t('forcedChange.repeat'),
        mismatch: t('forcedChange.mismatch'),
        submit: t('forcedChange.submit'),
        failed: t('forcedChange.failed'),
      }}
      onChanged={changed}
    />
  );
}
