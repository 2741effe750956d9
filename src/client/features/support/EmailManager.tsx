import { useState } from 'react';
import { Alert, Button, Grid, Group, Pagination, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InboxEmail } from '@shared/schemas/support';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ComposeForm } from './ComposeForm';
import { EmailDetail } from './EmailDetail';
import { InboxList } from './InboxList';
import { OutboxList } from './OutboxList';
import { TrashList } from './TrashList';

type Folder = 'inbox' | 'trash' | 'outbox';
const PAGE_SIZE = 20;

/**
 * The staff inbox (Email management dialog and /email-dashboard): total and unread
 * counts, the list, the detail with Reply and Delete, compose; plus the trash and the outbox.
 * On a laptop's /email-dashboard the list and the open e-mail sit side by side; elsewhere one
 * at a time. Opening an unread e-mail marks it read.
 */
export function EmailManager({ layout }: { layout: 'dialog' | 'page' }) {
  const { t } = useTranslation('support');
  const format = useFormat();
  const wide = useMediaQuery('(min-width: 62em)', false) && layout === 'page';
  const [folder, setFolder] = useState<Folder>('inbox');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<InboxEmail | null>(null);
  const selectedId = opened?.id ?? null;
  const [composing, setComposing] = useState(false);
  const utils = trpc.useUtils();
  const list = trpc.emails.list.useQuery({ page, limit: PAGE_SIZE }, { placeholderData: (previous) => previous });
  const markRead = trpc.emails.markRead.useMutation({ onSuccess: () => void utils.emails.invalidate() });

  // The open e-mail as the list has it now (read, replied), or as it was opened when it has left this page.
  const selected = list.data?.items.find((email) => email.id === selectedId) ?? opened;
  const open = (email: InboxEmail) => {
    setComposing(false);
    setOpened(email);
    // Opening an unread e-mail marks it read.
    if (!email.isRead) markRead.mutate({ id: email.id });
  };
  const closeDetail = () => setOpened(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  const counts = list.data && (
    <Group gap="lg" data-testid="inbox-counts">
      <Text size="sm">
        {t('inbox.total')}{' '}
        <Text span fw={800}>
          {format.number(list.data.total)}
        </Text>
      </Text>
      <Text size="sm">
        {t('inbox.unread')}{' '}
        <Text span fw={800} c={list.data.unread ? 'blue' : undefined}>
          {format.number(list.data.unread)}
        </Text>
      </Text>
    </Group>
  );

  const inbox = list.data ? (
    list.data.items.length === 0 ? (
      <Stack align="center" gap={4} py="xl" ta="center" role="status">
        <Text fw={600}>{t('inbox.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('inbox.emptyText')}
        </Text>
      </Stack>
    ) : (
      <>
        <InboxList emails={list.data.items} selectedId={selectedId} onOpen={open} />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            mx="auto"
            mt="sm"
            getControlProps={(control) => ({ 'aria-label': t(`inbox.page.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('inbox.page.number', { page: item }) })}
          />
        )}
      </>
    )
  ) : list.error ? (
    <Alert color="red">{errorMessage(list.error)}</Alert>
  ) : (
    <Spinner label={t('inbox.loading')} />
  );

  const main = composing ? (
    <ComposeForm onDone={() => setComposing(false)} />
  ) : selected ? (
    <EmailDetail key={selected.id} email={selected} onBack={wide ? undefined : closeDetail} onDeleted={closeDetail} />
  ) : null;

  const folderBody = folder === 'trash' ? <TrashList /> : folder === 'outbox' ? <OutboxList /> : inbox;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {counts}
        <Button
          leftSection={<IconPencil size={18} />}
          onClick={() => {
            setOpened(null);
            setComposing(true);
          }}
        >
          {t('inbox.compose')}
        </Button>
      </Group>
      {!(main && !wide) && (
        <SegmentedControl
          value={folder}
          onChange={(value) => {
            setFolder(value as Folder);
            setOpened(null);
          }}
          data={[
            { value: 'inbox', label: t('inbox.folders.inbox') },
            { value: 'trash', label: t('inbox.folders.trash') },
            { value: 'outbox', label: t('inbox.folders.outbox') },
          ]}
          aria-label={t('inbox.folders.label')}
          fullWidth
        />
      )}
      {wide ? (
        <Grid gap="md">
          <Grid.Col span={5}>{folderBody}</Grid.Col>
          <Grid.Col span={7}>
            {main ?? (
              <Paper withBorder radius="md" p="xl" ta="center" c="dimmed">
                {t('inbox.noSelection')}
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      ) : (
        (main ?? folderBody)
      )}
    </Stack>
  );
}
