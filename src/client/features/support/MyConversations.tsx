import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '@shared/schemas/support';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ConversationView } from './ConversationView';

/**
 * A traveller's own conversations with support (the mail button): what they wrote from
 * /contact signed in, and the staff replies, newest first, with unread replies marked.
 */
export function MyConversations({ onLeave, initialId = null }: { onLeave: () => void; initialId?: string | null }) {
  const { t } = useTranslation('support');
  const [openId, setOpenId] = useState<string | null>(initialId);
  const list = trpc.support.conversations.useQuery();

  if (openId) return <ConversationView id={openId} onBack={() => setOpenId(null)} />;
  if (list.isPending) return <Spinner label={t('messages.loading')} />;
  if (list.error) return <Alert color="red">{errorMessage(list.error)}</Alert>;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={420}>
          {t('messages.intro')}
        </Text>
        <Button component={Link} to="/contact" leftSection={<IconPencil size={18} />} variant="light" onClick={onLeave}>
          {t('messages.newMessage')}
        </Button>
      </Group>
      {list.data.items.length === 0 ? (
        <Stack align="center" gap={4} py="xl" ta="center" role="status">
          <Text fw={600}>{t('messages.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('messages.emptyText')}
          </Text>
        </Stack>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {list.data.items.map((conversation) => (
            <li key={conversation.id}>
              <ConversationItem conversation={conversation} onOpen={() => setOpenId(conversation.id)} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ConversationItem({ conversation, onOpen }: { conversation: ConversationSummary; onOpen: () => void }) {
  const { t } = useTranslation('support');
  const format = useFormat();
  const unread = conversation.unreadReplies > 0;
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      px="sm"
      py={10}
      data-testid="conversation-item"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={unread ? 800 : 600} truncate dir="auto">
          {conversation.subject}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {format.relativeTime(conversation.lastMessageAt)}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap" mt={2}>
        {unread && (
          <Badge size="sm" color="blue" tt="none" style={{ flexShrink: 0 }}>
            {t('messages.unreadReplies', { count: conversation.unreadReplies })}
          </Badge>
        )}
        <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
          {conversation.lastFromSupport
            ? t('messages.supportSaid', { text: conversation.lastMessage })
            : t('messages.youSaid', { text: conversation.lastMessage })}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
