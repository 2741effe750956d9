import type { ReactNode } from 'react';
import { Drawer, type DrawerProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../lib/overlay-history';

/** Every drawer of the app (side menu, cart, chat, notifications): closes on the phone's Back button. */
export function AppDrawer({
  opened,
  onClose,
  title,
  closeLabel,
  children,
  ...drawerProps
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name: 'Close' unless given. */
  closeLabel?: string;
  children: ReactNode;
} & Pick<DrawerProps, 'position' | 'size' | 'padding' | 'radius' | 'offset' | 'keepMounted' | 'styles' | 'classNames' | 'withCloseButton' | 'trapFocus' | 'returnFocus'>) {
  const { t } = useTranslation();
  useCloseOnBack(opened, onClose);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel ?? t('close') }}
      {...drawerProps}
    >
      {children}
    </Drawer>
  );
}
