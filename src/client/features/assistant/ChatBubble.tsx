import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssistantCardView, type CardActions } from './AssistantCardView';
import type { ChatEntry } from './chat-entries';

/**
 * The answer's text as the panel shows it: when its cards show the items, the one-line-per-item
 * list ('• name — details') is left to the cards, and the rest (what was looked for, how to act)
 * stays. Plain text, line breaks kept: React escapes it, nothing is rendered as HTML.
 */
export function visibleText(entry: ChatEntry): string {
  const items = entry.cards.filter((card) => card.kind !== 'page').length;
  const lines = entry.text.split('\n');
  const bullets = lines.filter((line) => line.startsWith('• ')).length;
  if (items === 0 || bullets !== items) return entry.text;
  return lines.filter((line) => !line.startsWith('• ')).join('\n');
}

export function ChatBubble({ entry, actions }: { entry: ChatEntry; actions: CardActions }) {
  const { t } = useTranslation('assistant');
  const mine = entry.from === 'traveller';
  return (
    <Stack gap={6} align={mine ? 'flex-end' : 'stretch'} data-testid={mine ? 'traveller-message' : 'assistant-message'} data-failed={entry.failed || undefined}>
      <Box
        px="sm"
        py={8}
        maw="88%"
        style={{
          alignSelf: mine ? 'flex-end' : 'flex-start',
          borderRadius: 'var(--mantine-radius-lg)',
          background: mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-1)',
          color: entry.failed ? 'var(--mantine-color-red-9)' : undefined,
        }}
      >
        <VisuallyHidden>{mine ? t('you') : t('bot')}: </VisuallyHidden>
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {mine ? entry.text : visibleText(entry)}
        </Text>
      </Box>
      {entry.cards.length > 0 && (
        <Stack gap={6} role="list" aria-label={t('bot')}>
          {entry.cards.map((card) => (
            <div role="listitem" key={`${card.kind}:${card.id}`}>
              <AssistantCardView card={card} actions={actions} />
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
