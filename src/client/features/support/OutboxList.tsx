import { Alert, Badge, Group, Spoiler, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { MessageText } from './MessageText';
import { DELIVERY_COLORS } from './ThreadMessages';

/**
 * Outgoing mail and how each left. Without a mail server (SMTP_URL unset) nothing is delivered:
 * the e-mails wait here, whole, so staff can see exactly what would have been sent.
 */
export function OutboxList() {
  const { t } = useTranslation('support');
  const format = useFormat();
  const outbox = trpc.emails.outbox.useQuery();
  if (outbox.isPending) return <Spinner label={t('inbox.loadingOutbox')} />;
  if (outbox.error) return <Alert color="red">{errorMessage(outbox.error)}</Alert>;
  const stored = outbox.data.some((item) => item.status === 'stored');
  return (
    <Stack gap="xs">
      {stored && (
        <Alert color="yellow" title={t('inbox.storedTitle')}>
          {t('inbox.storedNote')}
        </Alert>
      )}
      {outbox.data.length === 0 && (
        <Text c="dimmed" py="md" ta="center" role="status">
          {t('inbox.outboxEmpty')}
        </Text>
      )}
      {outbox.data.map((item) => (
        <Stack key={item.id} gap={4} py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="outbox-item">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate dir="ltr">
              {item.to}
            </Text>
            <Badge size="sm" variant="light" tt="none" color={DELIVERY_COLORS[item.status]} style={{ flexShrink: 0 }}>
              {t(`inbox.delivery.${item.status}`)}
            </Badge>
          </Group>
          <Text size="sm" truncate dir="auto">
            {item.subject}
          </Text>
          <Text size="xs" c="dimmed">
            {item.sentAt
              ? t('inbox.sentAt', { date: format.instantDateTime(item.sentAt) })
              : t('inbox.createdAt', { date: format.instantDateTime(item.createdAt) })}
            {item.attempts > 1 && ` · ${t('inbox.attempts', { count: item.attempts })}`}
          </Text>
          {item.lastError && (
            <Text size="xs" c="red.9" dir="ltr" ta="start">
              {item.lastError}
            </Text>
          )}
          <Spoiler maxHeight={0} showLabel={t('inbox.showText')} hideLabel={t('inbox.hideText')} styles={{ control: { minHeight: 44 } }}>
            <MessageText size="xs" ff="monospace" mt={4}>
              {item.text}
            </MessageText>
          </Spoiler>
        </Stack>
      ))}
    </Stack>
  );
}
