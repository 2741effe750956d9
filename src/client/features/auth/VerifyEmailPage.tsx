import { useEffect, useRef } from 'react';
import { Button } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLoader, PageNotice } from '../../components/PageNotice';
import { fieldMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** /verify-email: where the link in a verification e-mail leads ('#token=…', never sent to a server in the URL). */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token') ?? '';
  const utils = trpc.useUtils();
  const verify = trpc.auth.verifyEmail.useMutation({
    onSuccess: () => {
      window.history.replaceState(window.history.state, '', window.location.pathname);
      void utils.auth.me.invalidate();
      void utils.profile.get.invalidate();
    },
  });
  // The link is opened once, however often React renders the page.
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const toProfile = (
    <Button component={Link} to="/profile">
      {t('verify.toProfile')}
    </Button>
  );
  if (verify.isSuccess) {
    return (
      <PageNotice
        icon={<IconCircleCheck size={30} />}
        color="green"
        title={t('verify.doneTitle')}
        description={t('verify.done', { email: verify.data.email })}
        testId="verify-email-done"
        actions={toProfile}
      />
    );
  }
  if (!token || verify.isError) {
    const message = verify.isError ? (fieldMessage(verify.error) ?? t('verify.failed')) : t('reset.incomplete');
    return (
      <PageNotice
        icon={<IconLinkOff size={30} />}
        color="orange"
        title={t('verify.unusableTitle')}
        description={message}
        testId="verify-email-unusable"
        actions={toProfile}
      />
    );
  }
  return <PageLoader label={t('verify.checking')} />;
}
