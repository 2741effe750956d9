import { useState } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';
import { badgeLabel, useNotificationBadge } from './use-notification-badge';
import { NotificationList } from './NotificationList';

/** The top bar's bell: the real unread count (pushed live) and the list, with mark read and mark all read. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const unread = useNotificationBadge(Boolean(user));
  const [opened, setOpened] = useState(false);
  return (
    <Indicator label={badgeLabel(unread)} disabled={unread === 0} size={16} color="red" offset={6} data-testid="notifications-badge">
      {/* The popover's target is the button itself: its aria-expanded belongs on a button. */}
      <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon variant="subtle" size={44} aria-label={unread ? t('topBar.notificationsUnread', { unread }) : t('topBar.notifications')} onClick={() => setOpened((o) => !o)}>
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('topBar.notifications')} p={0}>
          {opened && <NotificationList signedIn={Boolean(user)} unread={unread} onDone={() => setOpened(false)} />}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
