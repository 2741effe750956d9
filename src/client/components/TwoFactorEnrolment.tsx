import { useState } from 'react';
import { Alert, Button, CopyButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { QrCode } from './QrCode';

/**
 * Setting up two-factor sign-in, in three steps: a QR code (and the secret as text, for an app
 * that cannot scan) for the authenticator app, a code from the app to confirm it reads the
 * secret right, then the recovery codes, shown this once. Used by Profile → Security and by the
 * enrolment staff must do first where it is required. Texts: the 'profile' namespace.
 */
export function TwoFactorEnrolment({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation('profile');
  const utils = trpc.useUtils();
  const start = trpc.security.startEnrolment.useMutation();
  const confirm = trpc.security.confirmEnrolment.useMutation();
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return (
      <Stack gap="sm" data-testid="recovery-codes">
        <Alert color="green" title={t('security.enrolment.onTitle')}>
          {t('security.enrolment.onText')}
        </Alert>
        <Text size="sm" fw={700}>
          {t('security.enrolment.recoveryTitle')}
        </Text>
        <Text size="sm">{t('security.enrolment.recoveryText')}</Text>
        <List spacing={4} ff="monospace" dir="ltr" listStyleType="none" p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8, columns: 2 }}>
          {recoveryCodes.map((recoveryCode) => (
            <List.Item key={recoveryCode}>{recoveryCode}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={recoveryCodes.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} color={copied ? 'green' : undefined}>
                {copied ? t('security.enrolment.copied') : t('security.enrolment.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            onClick={() => {
              void utils.auth.me.invalidate();
              onDone(recoveryCodes);
            }}
          >
            {t('security.enrolment.saved')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (!start.data) {
    return (
      <Stack gap="sm">
        <Text size="sm">{t('security.enrolment.intro')}</Text>
        {start.isError && <Alert color="red">{serverMessage(start.error) ?? t('security.failed')}</Alert>}
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          {t('security.enrolment.begin')}
        </Button>
      </Stack>
    );
  }

  const submit = () =>
    confirm.mutate(
      { code },
      {
        onSuccess: (result) => {
          // Who the user is (auth.me) is asked again when they are done: a forced enrolment
          // would otherwise close before the codes are seen.
          setRecoveryCodes(result.recoveryCodes);
          void utils.security.secondFactor.invalidate();
        },
        onError: () => setCode(''),
      },
    );
  return (
    <Stack gap="sm">
      <Text size="sm">{t('security.enrolment.scan')}</Text>
      <Group justify="center">
        <QrCode value={start.data.uri} label={t('security.enrolment.qrLabel')} size={200} testId="two-factor-qr" />
      </Group>
      <Text size="sm">{t('security.enrolment.orType')}</Text>
      <Text
        ff="monospace"
        fz="md"
        fw={600}
        ta="center"
        dir="ltr"
        p="sm"
        bg="var(--mantine-color-default-hover)"
        data-testid="two-factor-secret"
        style={{ borderRadius: 8, letterSpacing: 1 }}
      >
        {start.data.secret.replace(/(.{4})/g, '$1 ').trim()}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === 6) submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('security.enrolment.codeLabel')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            size="md"
            maxLength={6}
            error={confirm.isError ? (serverMessage(confirm.error) ?? t('security.failed')) : undefined}
          />
          <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
            {t('security.enrolment.confirm')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
