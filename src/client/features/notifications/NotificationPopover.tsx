import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationList } from './NotificationList';

interface NotificationPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  signedIn: boolean;
  unread: number;
  /** The bell button: the popover's target. */
  children: ReactElement;
}

/**
 * The bell's list, loaded on the first tap (NotificationBell). Mounting puts the bell button in
 * a new place, so it takes the focus back first: the popover then returns it there on close.
 */
export function NotificationPopover({ opened, onChange, signedIn, unread, children }: NotificationPopoverProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    target.current?.focus();
    let live = true;
    void Promise.resolve().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Popover opened={ready && opened} onChange={onChange} width={340} position="bottom-end" shadow="md" trapFocus returnFocus>
      <Popover.Target ref={target}>{children}</Popover.Target>
      <Popover.Dropdown aria-label={t('topBar.notifications')} p={0}>
        {opened && <NotificationList signedIn={signedIn} unread={unread} onDone={() => onChange(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
