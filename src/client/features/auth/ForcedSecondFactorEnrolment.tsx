import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { TwoFactorEnrolment } from '../../components/TwoFactorEnrolment';
import { useCurrentUser, useLogout } from '../../lib/current-user';

/**
 * Where staff must sign in with a second factor, a member of staff without one may do nothing
 * else (403 elsewhere), so the app asks them to set it up first, over every screen; signing out
 * is the only other way out. The recovery codes are shown before the dialog closes.
 */
export function ForcedSecondFactorEnrolment() {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  const { logout, loggingOut } = useLogout();
  const opened = Boolean(user?.mustEnrolSecondFactor) && !user?.mustChangePassword;
  return (
    <AppModal
      opened={opened}
      onClose={() => undefined}
      title={t('forcedEnrolment.title')}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      {opened && (
        <Stack gap="sm">
          <Text size="sm">{t('forcedEnrolment.text')}</Text>
          <TwoFactorEnrolment onDone={() => undefined} />
          <Button variant="subtle" onClick={() => void logout()} loading={loggingOut}>
            {t('logout')}
          </Button>
        </Stack>
      )}
    </AppModal>
  );
}
