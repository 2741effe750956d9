import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InboxEmail } from '@shared/schemas/support';
import { useFormat } from '../../i18n/format';
import { useMessageSubject } from './HandOverTranscript';

/** The inbox list with 'New' (unread) and 'Replied' badges. */
export function InboxList({ emails, selectedId, onOpen }: { emails: InboxEmail[]; selectedId: string | null; onOpen: (email: InboxEmail) => void }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {emails.map((email) => (
        <li key={email.id}>
          <InboxItem email={email} selected={email.id === selectedId} onOpen={() => onOpen(email)} />
        </li>
      ))}
    </Stack>
  );
}

function InboxItem({ email, selected, onOpen }: { email: InboxEmail; selected: boolean; onOpen: () => void }) {
  const { t } = useTranslation('support');
  const format = useFormat();
  const subjectOf = useMessageSubject();
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={selected || undefined}
      data-testid="email-item"
      w="100%"
      px="sm"
      py={10}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
        borderInlineStart: email.isRead ? '3px solid transparent' : '3px solid var(--mantine-primary-color-filled)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={email.isRead ? 500 : 800} truncate dir="auto">
          {email.senderName}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {format.relativeTime(email.receivedAt)}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap" mt={2}>
        {!email.isRead && (
          <Badge size="sm" color="blue" tt="none" style={{ flexShrink: 0 }}>
            {t('inbox.new')}
          </Badge>
        )}
        {email.isReplied && (
          <Badge size="sm" color="green" variant="light" tt="none" style={{ flexShrink: 0 }}>
            {t('inbox.replied')}
          </Badge>
        )}
        <Text size="sm" fw={email.isRead ? 400 : 700} truncate dir="auto">
          {subjectOf(email)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1} mt={2} dir="auto">
        {email.source === 'assistant' ? t('handOver.preview', { name: email.senderName }) : email.message}
      </Text>
    </UnstyledButton>
  );
}
