import { useState } from 'react';
import { ActionIcon, Button, CopyButton, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDotsVertical, IconKey, IconLock, IconLockOpen, IconShieldOff, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USER_ROLES, type PasswordResetResult, type User, type UserRole } from '@shared/schemas/auth';
import { AppModal } from '../../../components/AppModal';
import { serverMessage } from '../../../lib/errors';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { ConfirmModal } from '../ui/ConfirmModal';

type Dialog = 'actions' | 'role' | 'disable' | 'enable' | 'reset' | 'second-factor' | null;

/**
 * What can be done to an account: change its role (admins), disable or enable it, reset its
 * password. Staff act on travellers; staff and admin accounts are for admins (the server
 * enforces both; this only hides what would be refused).
 */
export function UserActions({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  const { t } = useTranslation(['backoffice', 'admin']);
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reset, setReset] = useState<PasswordResetResult | null>(null);
  const close = () => setDialog(null);
  const done = (title: string) => () => {
    void utils.users.list.invalidate();
    showToast({ title, message: user.username, color: 'green' });
    close();
  };
  const failed = (error: unknown) => showToast({ title: t('users.failed'), message: serverMessage(error), color: 'red' });
  const disable = trpc.users.disable.useMutation({ onSuccess: done(t('users.disabledToast')), onError: failed });
  const enable = trpc.users.enable.useMutation({ onSuccess: done(t('users.enabledToast')), onError: failed });
  const resetPassword = trpc.users.resetPassword.useMutation({
    onSuccess: (result) => {
      void utils.users.list.invalidate();
      close();
      setReset(result);
    },
    onError: failed,
  });
  const resetSecondFactor = trpc.users.resetSecondFactor.useMutation({ onSuccess: done(t('users.secondFactorResetToast')), onError: failed });
  const mayAct = isAdmin || user.role === 'traveller';
  if (!mayAct) return null;
  return (
    <>
      <ActionIcon variant="subtle" size={44} aria-label={t('users.actionsFor', { username: user.username })} onClick={() => setDialog('actions')}>
        <IconDotsVertical size={20} />
      </ActionIcon>
      <AppModal opened={dialog === 'actions'} onClose={close} title={t('users.actionsFor', { username: user.username })}>
        <Stack gap="sm">
          {isAdmin && (
            <Button variant="default" justify="flex-start" leftSection={<IconUserCog size={18} aria-hidden />} onClick={() => setDialog('role')}>
              {t('users.changeRole')}
            </Button>
          )}
          {user.disabled ? (
            <Button variant="default" justify="flex-start" leftSection={<IconLockOpen size={18} aria-hidden />} onClick={() => setDialog('enable')}>
              {t('users.enable')}
            </Button>
          ) : (
            <Button variant="default" justify="flex-start" leftSection={<IconLock size={18} aria-hidden />} onClick={() => setDialog('disable')}>
              {t('users.disable')}
            </Button>
          )}
          <Button variant="default" justify="flex-start" leftSection={<IconKey size={18} aria-hidden />} onClick={() => setDialog('reset')}>
            {t('users.resetPassword')}
          </Button>
          {isAdmin && user.role !== 'traveller' && user.secondFactorEnabled && (
            <Button variant="default" justify="flex-start" leftSection={<IconShieldOff size={18} aria-hidden />} onClick={() => setDialog('second-factor')}>
              {t('users.resetSecondFactor')}
            </Button>
          )}
        </Stack>
      </AppModal>
      {isAdmin && <RoleDialog user={user} opened={dialog === 'role'} onClose={close} />}
      <ConfirmModal
        opened={dialog === 'disable'}
        title={t('users.disableTitle', { username: user.username })}
        message={t('users.disableText')}
        confirmLabel={t('users.disable')}
        loading={disable.isPending}
        onClose={close}
        onConfirm={() => disable.mutate({ userId: user.id })}
      />
      <ConfirmModal
        opened={dialog === 'enable'}
        title={t('users.enableTitle', { username: user.username })}
        message={t('users.enableText')}
        confirmLabel={t('users.enable')}
        color="green"
        loading={enable.isPending}
        onClose={close}
        onConfirm={() => enable.mutate({ userId: user.id })}
      />
      <ConfirmModal
        opened={dialog === 'reset'}
        title={t('users.resetTitle', { username: user.username })}
        message={t('users.resetText')}
        confirmLabel={t('users.resetPassword')}
        color="orange"
        loading={resetPassword.isPending}
        onClose={close}
        onConfirm={() => resetPassword.mutate({ userId: user.id })}
      />
      <ConfirmModal
        opened={dialog === 'second-factor'}
        title={t('users.resetSecondFactorTitle', { username: user.username })}
        message={t('users.resetSecondFactorText')}
        confirmLabel={t('users.resetSecondFactor')}
        color="orange"
        loading={resetSecondFactor.isPending}
        onClose={close}
        onConfirm={() => resetSecondFactor.mutate({ userId: user.id })}
      />
      <AppModal opened={reset !== null} onClose={() => setReset(null)} title={t('users.temporaryTitle')}>
        {reset && (
          <Stack gap="sm">
            <Text size="sm">{t('users.temporaryText', { username: reset.user.username })}</Text>
            <Text
              ff="monospace"
              fz="xl"
              fw={700}
              ta="center"
              dir="ltr"
              data-testid="temporary-password"
              p="sm"
              bg="gray.0"
              style={{ borderRadius: 8, letterSpacing: 2 }}
            >
              {reset.temporaryPassword}
            </Text>
            <Group justify="flex-end" gap="sm">
              <CopyButton value={reset.temporaryPassword}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} color={copied ? 'green' : undefined}>
                    {copied ? t('users.copied') : t('users.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setReset(null)}>{t('users.done')}</Button>
            </Group>
          </Stack>
        )}
      </AppModal>
    </>
  );
}

function RoleDialog({ user, opened, onClose }: { user: User; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['backoffice', 'admin']);
  const utils = trpc.useUtils();
  const [role, setRole] = useState<UserRole>(user.role);
  const setUserRole = trpc.users.setRole.useMutation({
    onSuccess: () => {
      void utils.users.list.invalidate();
      showToast({
        title: t('users.roleChanged'),
        message: t('users.roleChangedText', { username: user.username, role: t(`admin:users.roles.${role}`) }),
        color: 'green',
      });
      onClose();
    },
    onError: (error) => showToast({ title: t('users.failed'), message: serverMessage(error), color: 'red' }),
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('users.roleTitle', { username: user.username })}>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={role}
          onChange={(value) => setRole(value as UserRole)}
          data={USER_ROLES.map((value) => ({ value, label: t(`admin:users.roles.${value}`) }))}
          aria-label={t('users.role')}
        />
        <Text size="sm" c="dimmed">
          {t(`users.roleMeaning.${role}`)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => setUserRole.mutate({ userId: user.id, role })} loading={setUserRole.isPending} disabled={role === user.role}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
