import { lazy, Suspense, useEffect, useState } from 'react';
import { i18n } from '../../i18n/i18n';
import { useCurrentUser } from '../../lib/current-user';
import { closeMailDialog, setMailUnread, useMailState } from '../../dialogs/mail-dialog';
import { useMailBadge } from './use-mail-badge';

// The dialog's code and texts download on the first opening, not with every page.
const MailDialog = lazy(async () => {
  const [module] = await Promise.all([import('./MailDialog'), i18n.loadNamespaces(['support'])]);
  return { default: module.MailDialog };
});

/**
 * Mounted once by the app layout: keeps the mail badge live (staff: unread inbox e-mails; a
 * traveller: unread replies) and renders the mail view when a mail button opens it.
 */
export function MailLayer() {
  const { user } = useCurrentUser();
  const unread = useMailBadge(Boolean(user));
  const { opened } = useMailState();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setMailUnread(unread), [unread]);
  // Stays mounted once opened, so the dialog can play its closing transition.
  if (opened && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <MailDialog opened={opened} onClose={closeMailDialog} />
    </Suspense>
  );
}
