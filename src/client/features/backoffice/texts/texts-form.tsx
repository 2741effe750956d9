// What the three texts forms of /admin/texts share: their save button, the toasts of a save, and
// the link to the item's changes in the audit trail.
import { Anchor, Button, Group } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage } from '../../../lib/errors';
import { showToast } from '../../../lib/toast';

/** The toasts after a save: saved, or the server's reason it was not. */
export function useSaveToasts() {
  const { t } = useTranslation('backoffice');
  return {
    saved: () => showToast({ title: t('texts.saved'), message: t('texts.savedText'), color: 'green' }),
    failed: (error: unknown) => showToast({ title: t('texts.failed'), message: serverMessage(error), color: 'red' }),
  };
}

/** A form's Save, at its end; `itemName` names what it saves where several forms share a screen. */
export function SaveTextsButton({ pending, itemName, variant }: { pending: boolean; itemName?: string; variant?: 'light' }) {
  const { t } = useTranslation('backoffice');
  return (
    <Group justify="flex-end">
      <Button type="submit" variant={variant} loading={pending} aria-label={itemName ? t('texts.saveFor', { name: itemName }) : undefined}>
        {t('texts.save')}
      </Button>
    </Group>
  );
}

/** The item's changes in the audit trail. */
export function HistoryLink({ itemType, itemId }: { itemType: 'hotel' | 'product'; itemId: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Anchor
      component={Link}
      to={`/admin/audit?itemType=${itemType}&itemId=${encodeURIComponent(itemId)}`}
      size="sm"
      mih={44}
      display="inline-flex"
      style={{ alignItems: 'center', gap: 6, alignSelf: 'flex-start' }}
    >
      <IconHistory size={16} aria-hidden />
      {t('texts.history')}
    </Anchor>
  );
}
