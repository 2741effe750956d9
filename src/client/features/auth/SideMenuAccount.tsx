import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openAuthDialog, type AuthDialogMode } from '../../dialogs/auth-dialog';
import { useCurrentUser, useLogout, userInitials } from '../../lib/current-user';
import { DemoAccountsHint } from './DemoAccountsHint';

/**
 * The side menu's account block. Signed in: the username, 'Welcome back!' and
 * Logout. Signed out: Login and Register (opening the dialog) and the demo accounts.
 * `onAction` closes the menu first, so the dialog is not hidden behind it.
 */
export function SideMenuAccount({ onAction }: { onAction: () => void }) {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  const { logout, loggingOut } = useLogout();

  if (user) {
    return (
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar color="initials" name={user.fullName ?? user.username} radius="xl" aria-hidden>
            {userInitials(user)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {user.username}
            </Text>
            <Text size="sm" c="dimmed">
              {t('welcomeBack')}
            </Text>
          </div>
        </Group>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} className="flip-rtl" />}
          loading={loggingOut}
          // The menu stays open: its Login and Register buttons coming back confirm the logout.
          onClick={() => void logout()}
        >
          {t('logout')}
        </Button>
      </Stack>
    );
  }

  const open = (mode: AuthDialogMode) => {
    onAction();
    openAuthDialog(mode);
  };
  return (
    <Stack gap="xs">
      <Group grow>
        <Button onClick={() => open('login')}>{t('login')}</Button>
        <Button variant="outline" onClick={() => open('register')}>
          {t('register')}
        </Button>
      </Group>
      <DemoAccountsHint />
    </Stack>
  );
}
