import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxStatus, ThreadMessage } from '@shared/schemas/support';
import { useFormat } from '../../i18n/format';
import { HandOverTranscript } from './HandOverTranscript';
import { MessageText } from './MessageText';

export const DELIVERY_COLORS: Record<OutboxStatus, string> = { stored: 'gray', queued: 'yellow', sent: 'green', failed: 'red' };

/**
 * A conversation, oldest first: what the correspondent wrote on one side, support's replies on
 * the other. `viewer` decides the labels: staff see names, addresses, delivery and trash; a
 * traveller sees 'You' and the brand's support name.
 */
export function ThreadMessages({ messages, viewer, highlightId }: { messages: ThreadMessage[]; viewer: 'staff' | 'traveller'; highlightId?: string }) {
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid="thread">
      {messages.map((message) => (
        <li key={message.id}>
          <ThreadBubble message={message} viewer={viewer} highlighted={message.id === highlightId} />
        </li>
      ))}
    </Stack>
  );
}

function ThreadBubble({ message, viewer, highlighted }: { message: ThreadMessage; viewer: 'staff' | 'traveller'; highlighted: boolean }) {
  const { t } = useTranslation('support');
  const format = useFormat();
  const fromSupport = message.direction === 'outbound';
  // A traveller's own messages sit at the end of the line, as in chat apps; for staff, support's.
  const mine = viewer === 'traveller' ? !fromSupport : fromSupport;
  const author = viewer === 'traveller' && !fromSupport ? t('messages.you') : message.senderName;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      ms={mine ? 'xl' : 0}
      me={mine ? 0 : 'xl'}
      bg={mine ? 'var(--mantine-primary-color-light)' : undefined}
      style={highlighted ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined}
      data-testid="thread-message"
      data-direction={message.direction}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={700} truncate dir="auto">
            {author}
          </Text>
          {viewer === 'staff' && (
            <Text size="xs" c="dimmed" truncate dir="ltr" ta="start">
              {fromSupport ? t('inbox.toAddress', { address: message.to ?? '' }) : message.senderEmail}
            </Text>
          )}
        </Stack>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {format.instantDateTime(message.sentAt)}
        </Text>
      </Group>
      {message.transcript ? (
        <HandOverTranscript transcript={message.transcript} />
      ) : (
        <MessageText size="sm" mt={6}>
          {message.message}
        </MessageText>
      )}
      {viewer === 'staff' && (message.delivery || message.deletedAt || message.source !== 'reply') && (
        <Group gap={6} mt={6}>
          {message.delivery && (
            <Badge size="sm" variant="light" tt="none" color={DELIVERY_COLORS[message.delivery]}>
              {t(`inbox.delivery.${message.delivery}`)}
            </Badge>
          )}
          {message.deletedAt && (
            <Badge size="sm" variant="light" tt="none" color="red">
              {t('inbox.inTrash')}
            </Badge>
          )}
          {!fromSupport && (
            <Badge size="sm" variant="outline" tt="none" color="gray">
              {t(`inbox.source.${message.source}`)}
            </Badge>
          )}
        </Group>
      )}
    </Paper>
  );
}
