import { ActionIcon, Box, Button, Group, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationView } from '@shared/schemas/notifications';
import { Spinner } from '../../components/Spinner';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { errorMessage } from '../../lib/errors';
import { useFormat } from '../../i18n/format';
import { trpc } from '../../lib/trpc';

const PAGE = 10;

/**
 * The bell's list, newest first, in pages. Opening an item marks it read and follows its link;
 * the check button marks it read where it is. Any kind the server sends shows with the title and
 * body the server wrote for it, so kinds added by other features need nothing here.
 */
export function NotificationList({ signedIn, unread, onDone }: { signedIn: boolean; unread: number; onDone: () => void }) {
  const { t } = useTranslation();
  if (!signedIn) {
    return (
      <Stack gap="xs" p="md">
        <Text fw={700}>{t('topBar.notifications')}</Text>
        <Text size="sm" c="dimmed">
          {t('notifications.signedOut')}
        </Text>
        <Button
          onClick={() => {
            onDone();
            openAuthDialog('login');
          }}
        >
          {t('notifications.signIn')}
        </Button>
      </Stack>
    );
  }
  return <SignedInList unread={unread} onDone={onDone} />;
}

function SignedInList({ unread, onDone }: { unread: number; onDone: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useInfiniteQuery({ limit: PAGE }, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  const setCount = ({ unreadCount }: { unreadCount: number }) => {
    utils.notifications.unreadCount.setData(undefined, { unreadCount });
    void utils.notifications.list.invalidate();
  };
  const markRead = trpc.notifications.markRead.useMutation({ onSuccess: setCount });
  const markAllRead = trpc.notifications.markAllRead.useMutation({ onSuccess: setCount });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py={6} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Text fw={700}>{t('topBar.notifications')}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          mih={44}
          leftSection={<IconChecks size={16} />}
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah="min(60dvh, 420px)" type="auto">
        {list.isPending && <Spinner label={t('notifications.loading')} py="md" />}
        {list.error && (
          <Text size="sm" c="red.9" p="md" role="alert">
            {errorMessage(list.error)}
          </Text>
        )}
        {list.data && items.length === 0 && (
          <Text size="sm" c="dimmed" p="md" role="status">
            {t('notifications.empty')}
          </Text>
        )}
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              onMarkRead={() => markRead.mutate({ id: item.id })}
              onOpen={() => {
                if (!item.readAt) markRead.mutate({ id: item.id });
                if (item.link) onDone();
              }}
            />
          ))}
        </Box>
        {list.hasNextPage && (
          <Button variant="subtle" fullWidth mih={44} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('notifications.more')}
          </Button>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}

function NotificationItem({ item, onOpen, onMarkRead }: { item: NotificationView; onOpen: () => void; onMarkRead: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const unread = !item.readAt;
  return (
    <Group
      component="li"
      gap={0}
      wrap="nowrap"
      align="stretch"
      data-testid="notification-item"
      data-unread={unread || undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', background: unread ? 'var(--mantine-primary-color-light)' : undefined }}
    >
      <UnstyledButton
        flex={1}
        miw={0}
        px="md"
        py={8}
        onClick={() => {
          onOpen();
          if (item.link) void navigate(item.link);
        }}
      >
        <Text size="sm" fw={unread ? 700 : 500} lh={1.3}>
          <bdi>{item.title}</bdi>
        </Text>
        {item.body && (
          <Text size="sm" lh={1.35} mt={2}>
            <bdi>{item.body}</bdi>
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={2}>
          {unread && <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>}
          {format.relativeTime(item.createdAt)}
        </Text>
      </UnstyledButton>
      {unread && (
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={t('notifications.markRead', { title: item.title })}
          onClick={onMarkRead}
          style={{ alignSelf: 'center' }}
        >
          <IconCheck size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
