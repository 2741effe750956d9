import { Suspense } from 'react';
import { useSessionCheck } from '../../lib/current-user';
import { useAuthDialog } from '../../lib/auth-dialog';
import { lazyComponent, useOnceOpened } from '../../lib/lazy-component';

// The dialog (and the form library it brings) downloads when it is first opened.
const AuthDialog = lazyComponent(() => import('./AuthDialog'), 'AuthDialog');

/** Mounted once by the app shell: the sign-in dialog, and the start-up session check. */
export function AuthLayer() {
  useSessionCheck();
  const { opened } = useAuthDialog();
  if (!useOnceOpened(opened)) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
