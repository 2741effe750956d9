import { Suspense } from 'react';
import { useCurrentUser, useSessionCheck } from '../../lib/current-user';
import { useAuthDialog } from '../../dialogs/auth-dialog';
import { lazyComponent, useOnceOpened } from '../../lib/lazy-component';
import { useClaimWaitingForSignIn } from '../../booking/claim-offer';

// The dialogs (and the form code they bring) download when they are first needed.
const AuthDialog = lazyComponent(() => import('./AuthDialog'), 'AuthDialog');
const ForcedPasswordChange = lazyComponent(() => import('./ForcedPasswordChange'), 'ForcedPasswordChange');
const ForcedSecondFactorEnrolment = lazyComponent(() => import('./ForcedSecondFactorEnrolment'), 'ForcedSecondFactorEnrolment');

/**
 * Mounted once by the app shell: the sign-in dialog, the forced password change after a staff
 * reset, the second factor staff must set up first where it is required, the start-up session check, and Home's offer claim waiting for a sign-in.
 */
export function AuthLayer() {
  useSessionCheck();
  useClaimWaitingForSignIn();
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
      {user?.mustEnrolSecondFactor && !user.mustChangePassword && (
        <Suspense fallback={null}>
          <ForcedSecondFactorEnrolment />
        </Suspense>
      )}
    </>
  );
}
