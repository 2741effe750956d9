import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HandOverTranscript as Transcript } from '@shared/schemas/support';
import { MessageText } from './MessageText';

/**
 * An assistant conversation handed over to a person: the framing and labels in the reader's
 * language, each turn as it was said (in whatever language the traveller wrote).
 */
export function HandOverTranscript({ transcript }: { transcript: Transcript }) {
  const { t } = useTranslation('support');
  return (
    <Stack gap={6} mt={6} data-testid="handover-transcript">
      <Text size="sm" dir="auto">
        {t('handOver.intro', { name: transcript.name })}
      </Text>
      <Stack gap={4}>
        {transcript.turns.map((turn, index) => (
          // Turns never change order or content once stored.
          <Stack key={index} gap={2}>
            <Text size="xs" fw={700}>
              {t('handOver.traveller')}
            </Text>
            <MessageText size="sm">{turn.message}</MessageText>
            <Text size="xs" fw={700}>
              {t('handOver.assistant')}
            </Text>
            <MessageText size="sm">{turn.response}</MessageText>
          </Stack>
        ))}
        {transcript.note && (
          <>
            <Text size="xs" fw={700}>
              {t('handOver.note')}
            </Text>
            <MessageText size="sm">{transcript.note}</MessageText>
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** The subject as the reader should see it: an assistant hand-over's is named in the reader's language. */
export function useMessageSubject() {
  const { t } = useTranslation('support');
  return (message: { source: string; subject: string }) => (message.source === 'assistant' ? t('handOver.subject') : message.subject);
}
