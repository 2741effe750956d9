import { Suspense, useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';
import { lazyComponent, useOnceOpened } from '../../lib/lazy-component';
import { badgeLabel, useNotificationBadge } from './use-notification-badge';

// The list and its popover download on the first tap; the badge is live from the start.
const NotificationPopover = lazyComponent(() => import('./NotificationPopover'), 'NotificationPopover');

/** The top bar's bell: the real unread count (pushed live) and the list, with mark read and mark all read. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const unread = useNotificationBadge(Boolean(user));
  const [opened, setOpened] = useState(false);
  const mounted = useOnceOpened(opened);
  // The popover's target is the button itself: its aria-expanded belongs on a button.
  const bell = (
    <ActionIcon
      variant="subtle"
      size={44}
      aria-label={unread ? t('topBar.notificationsUnread', { unread }) : t('topBar.notifications')}
      onClick={() => setOpened((o) => !o)}
    >
      <IconBell size={22} />
    </ActionIcon>
  );
  return (
    <Indicator label={badgeLabel(unread)} disabled={unread === 0} size={16} color="red" offset={6} data-testid="notifications-badge">
      {mounted ? (
        <Suspense fallback={bell}>
          <NotificationPopover opened={opened} onChange={setOpened} signedIn={Boolean(user)} unread={unread}>
            {bell}
          </NotificationPopover>
        </Suspense>
      ) : (
        bell
      )}
    </Indicator>
  );
}
