import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { PageLoader, PageNotice } from '../../components/PageNotice';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';

/**
 * Staff-only screens (/admin, /email-dashboard): staff and admins see `children`; anyone else
 * a clear 'staff only' screen with a way to sign in. This is for people; the server refuses
 * the staff procedures behind these screens (401/403) whatever the browser shows.
 */
export function StaffGate({ area, children }: { area: string; children: ReactNode }) {
  const { user, checking, isStaff } = useCurrentUser();
  if (isStaff) return <>{children}</>;
  if (checking) return <PageLoader label="Checking your account" />;
  return (
    <PageNotice
      testId="staff-only"
      icon={<IconLock size={30} />}
      color="orange"
      title="Staff only"
      description={
        user
          ? `The ${area} is for staff. You are signed in as ${user.username}, a traveller account.`
          : `The ${area} is for staff. Please sign in with a staff account.`
      }
      actions={
        <>
          <Button onClick={() => openAuthDialog('login')} mt="xs">
            {user ? 'Sign in as staff' : 'Sign in'}
          </Button>
          <Button component={Link} to="/" variant="subtle">
            Back to Home
          </Button>
        </>
      }
    />
  );
}
