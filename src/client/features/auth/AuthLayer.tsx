import { useSessionCheck } from '../../lib/current-user';
import { AuthDialog } from './AuthDialog';
import { ForcedPasswordChange } from './ForcedPasswordChange';

/** Mounted once by the app shell: the sign-in dialog, the forced password change, and the start-up session check. */
export function AuthLayer() {
  useSessionCheck();
  return (
    <>
      <AuthDialog />
      <ForcedPasswordChange />
    </>
  );
}
