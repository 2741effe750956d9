import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../lib/overlay-history';
import { useOpenedAfterMount } from '../lib/lazy-component';

export type AppModalProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name: 'Close' ('Close <title>' when full screen) unless given. */
  closeLabel?: string;
  children: ReactNode;
  fullScreenOnPhone?: boolean;
} & Pick<
  ModalProps,
  | 'size'
  | 'centered'
  | 'padding'
  | 'radius'
  | 'withCloseButton'
  | 'closeOnClickOutside'
  | 'closeOnEscape'
  | 'trapFocus'
  | 'returnFocus'
  | 'keepMounted'
  | 'onExitTransitionEnd'
>;

/**
 * The dialog itself, loaded by AppModal (AppModal.tsx) on first opening. Closes on the phone's
 * Back button (lib/overlay-history), names its close button after its title, and with
 * `fullScreenOnPhone` fills a phone's screen (the service dialogs, long lists) while staying a
 * roomy modal on a laptop.
 */
export function AppModalImpl({
  opened: wanted,
  onClose,
  title,
  children,
  fullScreenOnPhone = false,
  size = fullScreenOnPhone ? 'lg' : 'md',
  centered = !fullScreenOnPhone,
  ...rest
}: AppModalProps) {
  const { t } = useTranslation();
  // Mounted by its first opening: it opens once mounted, so it notes where focus returns.
  const opened = useOpenedAfterMount(wanted);
  const phone = useMediaQuery('(max-width: 600px)', true);
  useCloseOnBack(opened, onClose);
  const { closeLabel, ...modalProps } = rest;
  const fullScreen = fullScreenOnPhone && phone;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={fullScreen}
      size={size}
      centered={centered}
      radius={fullScreen ? 0 : 'lg'}
      closeButtonProps={{ 'aria-label': closeLabel ?? (fullScreen && typeof title === 'string' ? t('closeDialog', { title }) : t('close')) }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      {...modalProps}
    >
      {children}
    </Modal>
  );
}
