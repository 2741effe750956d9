import type { ReactNode } from 'react';
import { Drawer, type DrawerProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../lib/overlay-history';
import { useOpenedAfterMount } from '../lib/lazy-component';

export type AppDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name: 'Close' unless given. */
  closeLabel?: string;
  children: ReactNode;
} & Pick<
  DrawerProps,
  'position' | 'size' | 'padding' | 'radius' | 'offset' | 'keepMounted' | 'styles' | 'classNames' | 'withCloseButton' | 'trapFocus' | 'returnFocus'
>;

/** The drawer itself, loaded by AppDrawer (AppDrawer.tsx) on first opening; closes on the phone's Back button. */
export function AppDrawerImpl({ opened: wanted, onClose, title, closeLabel, children, ...drawerProps }: AppDrawerProps) {
  const { t } = useTranslation();
  // Mounted by its first opening: it opens once mounted, so it notes where focus returns.
  const opened = useOpenedAfterMount(wanted);
  useCloseOnBack(opened, onClose);
  return (
    <Drawer opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': closeLabel ?? t('close') }} {...drawerProps}>
      {children}
    </Drawer>
  );
}
