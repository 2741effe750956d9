import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/schemas/auth';
import { openAuthDialog } from '../dialogs/auth-dialog';
import { useCurrentUser } from '../lib/current-user';
import { PageLoader, PageNotice } from './PageNotice';

/**
 * A screen that needs an account: `children` get the signed-in user. While a first visit is
 * still asking the server who is signed in, a loader; signed out, the screen's title, why it
 * needs an account and Sign In (the sign-in dialog), or the screen's own `signedOut` content.
 * This is for people: the server refuses the procedures behind the screen whatever it shows.
 */
type SignedOutView =
  /** The default notice: the screen's title, why it needs an account, and what else it offers signed out beside Sign In. */
  | { title: string; signedOutText: string; moreActions?: ReactNode; signedOut?: never }
  /** A screen with more to offer signed out shows its own. */
  | { signedOut: ReactNode; title?: never; signedOutText?: never; moreActions?: never };

export function SignedInGate({
  checkingLabel,
  children,
  ...view
}: SignedOutView & {
  /** What the loader says while the account is being checked (default 'Checking your account'). */
  checkingLabel?: string;
  children: (user: User) => ReactNode;
}) {
  const { t } = useTranslation('auth');
  const { user, checking } = useCurrentUser();
  if (user) return children(user);
  if (checking) return <PageLoader label={checkingLabel ?? t('checkingAccount')} />;
  if (view.title === undefined) return view.signedOut;
  return (
    <PageNotice
      icon={<IconLogin size={30} />}
      title={view.title}
      description={view.signedOutText}
      actions={
        <>
          <Button onClick={() => openAuthDialog('login')} mt="xs">
            {t('signIn')}
          </Button>
          {view.moreActions}
        </>
      }
    />
  );
}
