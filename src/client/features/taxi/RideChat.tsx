import { useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_RIDE_MESSAGE_LENGTH, type RideMessageView } from '@shared/schemas/taxi';
import { useFormat } from '../../i18n/format';
import { serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * Messages with the driver while the ride goes on. New messages arrive on the ride's live
 * subscription; the simulated driver's canned replies are shown in the reader's language and
 * marked as simulated. Calling stays on the driver card.
 */
export function RideChat({ rideId, driverName, messages, canWrite }: { rideId: string; driverName: string; messages: RideMessageView[]; canWrite: boolean }) {
  const { t } = useTranslation('taxi');
  const format = useFormat();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string>();
  const send = trpc.taxi.sendMessage.useMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || send.isPending) return;
    setFailure(undefined);
    send.mutate({ id: rideId, body: text }, { onSuccess: () => setText(''), onError: (error) => setFailure(serverMessage(error)) });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="ride-chat">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('chat.title', { driver: driverName })}
        </Title>
        {messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('chat.empty')}
          </Text>
        ) : (
          <Stack gap={6} role="log" aria-live="polite" aria-label={t('chat.title', { driver: driverName })}>
            {messages.map((message) => {
              const mine = message.sender === 'rider';
              return (
                <Box key={message.id} style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }} data-testid={mine ? 'chat-mine' : 'chat-driver'}>
                  <Paper radius="md" px="sm" py={6} bg={mine ? 'blue.0' : 'gray.1'}>
                    <Text size="sm">{message.cannedReply ? t(`chat.canned.${message.cannedReply}`) : message.body}</Text>
                  </Paper>
                  <Group gap={6} justify={mine ? 'flex-end' : 'flex-start'} mt={2}>
                    <Text size="xs" c="dimmed">
                      {mine ? t('chat.you') : driverName} · {format.instantTime(message.createdAt)}
                    </Text>
                    {message.simulated && (
                      <Badge size="sm" variant="light" color="gray">
                        {t('chat.simulated')}
                      </Badge>
                    )}
                  </Group>
                </Box>
              );
            })}
          </Stack>
        )}
        {canWrite && (
          <Group component="form" onSubmit={submit} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('chat.message')}
              value={text}
              maxLength={MAX_RIDE_MESSAGE_LENGTH}
              onChange={(event) => setText(event.currentTarget.value)}
              autoComplete="off"
            />
            <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} className="flip-rtl" aria-hidden />}>
              {t('chat.send')}
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('chat.simulatedNote')}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
