import { Suspense } from 'react';
import { useCurrentUser, useSessionCheck } from '../../lib/current-user';
import { useAuthDialog } from '../../dialogs/auth-dialog';
import { lazyComponent, useOnceOpened } from '../../lib/lazy-component';

// The dialogs (and the form code they bring) download when they are first needed.
const AuthDialog = lazyComponent(() => import('./AuthDialog'), 'AuthDialog');
const ForcedPasswordChange = lazyComponent(() => import('./ForcedPasswordChange'), 'ForcedPasswordChange');

/**
 * Mounted once by the app shell: the sign-in dialog, the forced password change after a staff
 * reset, and the start-up session check.
 */
export function AuthLayer() {
  useSessionCheck();
  const { opened } = useAuthDialog();
  const { user } = useCurrentUser();
  const dialogWanted = useOnceOpened(opened);
  return (
    <>
      {dialogWanted && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
      {user?.mustChangePassword && (
        <Suspense fallback={null}>
          <ForcedPasswordChange />
        </Suspense>
      )}
    </>
  );
}
