import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../i18n/format';
import { errorMessage, serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** The trash: deleted e-mails stay restorable for 30 days, then they are deleted for good. */
export function TrashList() {
  const { t } = useTranslation('support');
  const format = useFormat();
  const utils = trpc.useUtils();
  const trash = trpc.emails.trash.useQuery();
  const restore = trpc.emails.restore.useMutation({
    onSuccess: () => {
      void utils.emails.invalidate();
      showToast({ title: t('inbox.restored'), message: t('inbox.restoredText'), color: 'green' });
    },
    onError: (error) => showToast({ title: t('common:error'), message: serverMessage(error) ?? t('inbox.restoreFailed'), color: 'red' }),
  });
  if (trash.isPending) return <Spinner label={t('inbox.loadingTrash')} />;
  if (trash.error) return <Alert color="red">{errorMessage(trash.error)}</Alert>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('inbox.trashNote')}
      </Text>
      {trash.data.length === 0 && (
        <Text c="dimmed" py="md" ta="center" role="status">
          {t('inbox.trashEmpty')}
        </Text>
      )}
      {trash.data.map((email) => (
        <Group
          key={email.id}
          justify="space-between"
          wrap="nowrap"
          py={8}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          data-testid="trash-item"
        >
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate dir="auto">
              {email.senderName}
            </Text>
            <Text size="sm" truncate dir="auto">
              {email.subject}
            </Text>
            <Text size="xs" c="dimmed">
              {t('inbox.deletedOn', { date: format.instantDateTime(email.deletedAt), until: format.instantDateTime(email.restoreUntil) })}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconRestore size={16} />}
            loading={restore.isPending && restore.variables?.id === email.id}
            onClick={() => restore.mutate({ id: email.id })}
            style={{ flexShrink: 0 }}
            aria-label={t('inbox.restoreEmail', { subject: email.subject })}
          >
            {t('inbox.restore')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
