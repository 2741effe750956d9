import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/schemas/auth';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * The sign-in's second step, for an account with two-factor sign-in: the 6-digit code from the
 * authenticator app, or one of the recovery codes. An expired sign-in goes back to the password.
 */
export function SecondFactorForm({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: (user: User) => void; onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const answer = trpc.auth.loginSecondFactor.useMutation();
  const status = answer.isError ? httpStatusOf(answer.error) : undefined;
  const error = answer.isError ? (status === undefined ? t('common:offline') : (serverMessage(answer.error) ?? t('secondFactor.wrongCode'))) : undefined;
  const submit = () => {
    if (!code.trim() || answer.isPending) return;
    answer.mutate({ challenge, code: code.trim() }, { onSuccess: onSignedIn, onError: () => setCode('') });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">{recovery ? t('secondFactor.recoveryText') : t('secondFactor.text')}</Text>
        <TextInput
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? t('secondFactor.recoveryLabel') : t('secondFactor.codeLabel')}
          value={code}
          onChange={(event) => setCode(recovery ? event.currentTarget.value : event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          size="md"
          required
          error={error}
          data-autofocus
        />
        <Button type="submit" fullWidth loading={answer.isPending} disabled={!code.trim()}>
          {t('secondFactor.submit')}
        </Button>
        {/* Long in some languages ('Tumia msimbo wa urejeshaji badala yake'): the label wraps, never cut. */}
        <Button
          variant="subtle"
          mih={44}
          h="auto"
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            answer.reset();
          }}
        >
          {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
        </Button>
        {status === 401 && (
          <Button variant="default" mih={44} onClick={onRestart}>
            {t('secondFactor.startAgain')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
