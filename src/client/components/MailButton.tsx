import { ActionIcon, Indicator } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openMailDialog, useMailState } from '../dialogs/mail-dialog';

/** A mail button with the real unread count (top bar, Home's header); it opens the one mail view. */
export function MailButton({ label, variant = 'subtle', iconSize = 22 }: { label: string; variant?: 'subtle' | 'white'; iconSize?: number }) {
  const { t } = useTranslation();
  const { unread } = useMailState();
  return (
    <Indicator label={unread > 99 ? '99+' : String(unread)} disabled={unread === 0} size={16} color="red" offset={6} data-testid="mail-badge">
      <ActionIcon
        variant={variant}
        size={44}
        aria-label={unread ? t('topBar.mailUnread', { label, unread }) : label}
        aria-haspopup="dialog"
        onClick={openMailDialog}
      >
        <IconMail size={iconSize} />
      </ActionIcon>
    </Indicator>
  );
}
