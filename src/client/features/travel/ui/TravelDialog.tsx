import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The hotel, flight and car dialogs: full screen on phones, a roomy modal on a laptop. */
export function TravelDialog({ opened, onClose, title, children }: { opened: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const { t } = useTranslation('travel');
  const phone = useMediaQuery('(max-width: 600px)', true);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={phone}
      size="lg"
      radius={phone ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t('closeDialog', { title }) }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}
