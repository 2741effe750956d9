import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@shared/schemas/profile';
import { serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * What the profile says of the e-mail address until its owner opens the link sent to it: the
 * account's own address not verified yet, or a new address waiting (the old one stays until
 * then). Nothing when the address is verified and no change waits.
 */
export function EmailVerificationNotice({ profile }: { profile: Pick<Profile, 'user' | 'pendingEmail'> }) {
  const { t } = useTranslation('profile');
  const utils = trpc.useUtils();
  const resend = trpc.profile.resendVerification.useMutation();
  const { user, pendingEmail } = profile;
  if (user.emailVerified && !pendingEmail) return null;
  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: ({ sentTo }) => {
        void utils.profile.get.invalidate();
        if (sentTo) showToast({ title: t('verification.sentTitle'), message: t('verification.sent', { email: sentTo }), color: 'green' });
      },
      onError: (error) => showToast({ title: t('common:error'), message: serverMessage(error) ?? t('verification.failed'), color: 'red' }),
    });
  return (
    <Alert color="yellow" title={pendingEmail ? t('verification.pendingTitle') : t('verification.unverifiedTitle')} data-testid="email-verification-notice">
      <Stack gap="xs">
        <Text size="sm">
          {pendingEmail ? t('verification.pending', { email: pendingEmail, current: user.email }) : t('verification.unverified', { email: user.email })}
        </Text>
        <Button variant="light" color="yellow" c="dark" onClick={sendAgain} loading={resend.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('verification.sendAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
