import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader, PageNotice } from '../../components/PageNotice';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/page-title';

/**
 * Staff-only screens (/admin, /email-dashboard): staff and admins see `children`; anyone else
 * a clear 'staff only' screen with a way to sign in. This is for people; the server refuses
 * the staff procedures behind these screens (401/403) whatever the browser shows.
 */
export function StaffGate({ area, children }: { area: string; children: ReactNode }) {
  const { user, checking, isStaff } = useCurrentUser();
  if (isStaff) return <>{children}</>;
  return <StaffOnly area={area} user={user} checking={checking} />;
}

/** The screen a traveller or a signed-out visitor sees: titled by the area it guards. */
function StaffOnly({ area, user, checking }: { area: string; user: ReturnType<typeof useCurrentUser>['user']; checking: boolean }) {
  const { t } = useTranslation('auth');
  usePageTitle(area);
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
