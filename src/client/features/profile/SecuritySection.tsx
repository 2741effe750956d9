import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@shared/schemas/security';
import { AppModal } from '../../components/AppModal';
import { TwoFactorEnrolment } from '../../components/TwoFactorEnrolment';
import { useFormat } from '../../i18n/format';
import { serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Profile → Security: two-factor sign-in, and the account's active sessions. */
export function SecuritySection() {
  const { t } = useTranslation('profile');
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="security-title" data-testid="security-section">
      <Stack gap="md">
        <Title order={2} fz="lg" id="security-title">
          {t('security.title')}
        </Title>
        <TwoFactorSetting />
        <ActiveSessions />
      </Stack>
    </Paper>
  );
}

function TwoFactorSetting() {
  const { t } = useTranslation('profile');
  const status = trpc.security.secondFactor.useQuery();
  const [enrolling, setEnrolling] = useState(false);
  if (!status.data) return null;
  const { enabled, recoveryCodesLeft } = status.data;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('security.twoFactor.title')}</Text>
        <Badge color={enabled ? 'green' : 'gray'} variant="light" tt="none" leftSection={enabled ? <IconShieldCheck size={14} aria-hidden /> : undefined}>
          {enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {enabled ? t('security.twoFactor.onText', { count: recoveryCodesLeft }) : t('security.twoFactor.offText')}
      </Text>
      {!enabled && (
        <Button variant="light" onClick={() => setEnrolling(true)}>
          {t('security.twoFactor.setUp')}
        </Button>
      )}
      <AppModal opened={enrolling} onClose={() => setEnrolling(false)} title={t('security.twoFactor.setUpTitle')}>
        {enrolling && <TwoFactorEnrolment onDone={() => setEnrolling(false)} />}
      </AppModal>
    </Stack>
  );
}

function ActiveSessions() {
  const { t } = useTranslation('profile');
  const utils = trpc.useUtils();
  const sessions = trpc.security.sessions.useQuery();
  const failed = (error: unknown) => showToast({ title: t('common:error'), message: serverMessage(error) ?? t('security.failed'), color: 'red' });
  const signOutOne = trpc.security.signOutSession.useMutation({ onSuccess: () => void utils.security.sessions.invalidate(), onError: failed });
  const signOutOthers = trpc.security.signOutOthers.useMutation({
    onSuccess: () => {
      void utils.security.sessions.invalidate();
      showToast({ title: t('security.sessions.othersSignedOut'), message: t('security.sessions.othersSignedOutText'), color: 'green' });
    },
    onError: failed,
  });
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('security.sessions.title')}</Text>
      {sessions.isError && <Alert color="red">{serverMessage(sessions.error) ?? t('security.failed')}</Alert>}
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            signingOut={signOutOne.isPending && signOutOne.variables.sessionId === session.id}
            onSignOut={() => signOutOne.mutate({ sessionId: session.id })}
          />
        ))}
      </Stack>
      {others > 0 && (
        <Button color="red" variant="light" onClick={() => signOutOthers.mutate()} loading={signOutOthers.isPending}>
          {t('security.sessions.signOutOthers')}
        </Button>
      )}
    </Stack>
  );
}

function SessionRow({ session, signingOut, onSignOut }: { session: ActiveSession; signingOut: boolean; onSignOut: () => void }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const { browser, os } = session.device;
  const device = browser && os ? t('security.sessions.browserOn', { browser, os }) : (browser ?? os ?? t('security.sessions.unknownDevice'));
  const mobile = os === 'Android' || os === 'iOS';
  const Icon = mobile ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Group component="li" gap="sm" wrap="nowrap" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid="session-row">
      <Icon size={24} aria-hidden style={{ flexShrink: 0 }} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {device}
          </Text>
          {session.current && (
            <Badge size="sm" variant="light" tt="none">
              {t('security.sessions.thisDevice')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {session.network ? (
            <>
              {t('security.sessions.network')} <span dir="ltr">{session.network}</span>
            </>
          ) : (
            t('security.sessions.unknownNetwork')
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {session.current ? t('security.sessions.activeNow') : t('security.sessions.lastSeen', { when: format.relativeTime(session.lastSeenAt) })}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          variant="subtle"
          color="red"
          size="sm"
          mih={44}
          onClick={onSignOut}
          loading={signingOut}
          aria-label={t('security.sessions.signOutDevice', { device })}
        >
          {t('security.sessions.signOut')}
        </Button>
      )}
    </Group>
  );
}
