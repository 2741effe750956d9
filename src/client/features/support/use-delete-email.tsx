import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * Delete (into the trash, restorable for 30 days): toast 'Email Deleted' with Undo, so a slip
 * costs one tap. The Undo works even after the detail view has closed.
 */
export function useDeleteEmail() {
  const { t } = useTranslation('support');
  const utils = trpc.useUtils();
  const remove = trpc.emails.delete.useMutation();

  const undo = (id: string) =>
    utils.client.emails.restore.mutate({ id }).then(
      () => {
        void utils.emails.invalidate();
        showToast({ title: t('inbox.restored'), message: t('inbox.restoredText'), color: 'green' });
      },
      (error: unknown) => showToast({ title: t('common:error'), message: serverMessage(error) ?? t('inbox.restoreFailed'), color: 'red' }),
    );

  return {
    isPending: remove.isPending,
    mutate: (id: string, onDone: () => void) =>
      remove.mutate(
        { id },
        {
          onSuccess: () => {
            onDone();
            void utils.emails.invalidate();
            showToast({
              title: t('inbox.emailDeleted'),
              message: (
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{t('inbox.emailDeletedText')}</Text>
                  <Button size="compact-sm" variant="light" mih={44} onClick={() => void undo(id)}>
                    {t('inbox.undo')}
                  </Button>
                </Group>
              ),
              color: 'green',
            });
          },
          // The spec shows nothing for a failed delete; saying so is kinder than silence.
          onError: (error) => showToast({ title: t('common:error'), message: serverMessage(error) ?? t('inbox.deleteFailed'), color: 'red' }),
        },
      ),
  };
}
