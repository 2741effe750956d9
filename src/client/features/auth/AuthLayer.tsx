import { useSessionCheck } from '../../lib/current-user';
import { AuthDialog } from './AuthDialog';

/** Mounted once by the app shell: the sign-in dialog, and the start-up session check. */
export function AuthLayer() {
  useSessionCheck();
  return <AuthDialog />;
}
