import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader, PageNotice } from '../../components/PageNotice';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';

/**
 * Staff-only screens (/admin, /email-dashboard): staff and admins see `children`; anyone else
 * a clear 'staff only' screen with a way to sign in. This is for people; the server refuses
 * the staff procedures behind these screens (401/403) whatever the browser shows.
 */
export function StaffGate({ area, children }: { area: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { user, checking, isStaff } = useCurrentUser();
  if (isStaff) return <>{children}</>;
  if (checking) return <PageLoader label={t('checkingAccount')} />;
  return (
    <PageNotice
      testId="staff-only"
      icon={<IconLock size={30} />}
      color="orange"
      title={t('staffOnly.title')}
      description={user ? t('staffOnly.traveller', { area, username: user.username }) : t('staffOnly.signedOut', { area })}
      actions={
        <>
          <Button onClick={() => openAuthDialog('login')} mt="xs">
            {user ? t('staffOnly.signInAsStaff') : t('signIn')}
          </Button>
          <Button component={Link} to="/" variant="subtle">
            {t('common:backToHome')}
          </Button>
        </>
      }
    />
  );
}
