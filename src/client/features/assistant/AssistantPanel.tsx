import { useEffect, useRef, useState } from 'react';
import { Box, Button, Group, Stack } from '@mantine/core';
import { IconHeadset, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';
import { useNavigateFromOverlay } from '../../lib/overlay-history';
import { useStartBooking } from '../../booking/start-booking';
import type { CardActions } from './AssistantCardView';
import { assistantEntry, offersHandOver } from './chat-entries';
import { ChatBubble } from './ChatBubble';
import { ChatComposer } from './ChatComposer';
import { HandOverPanel } from './HandOverPanel';
import { TypingIndicator } from './TypingIndicator';
import { useAssistantChat } from './use-assistant-chat';

// 'AI chat panel' (the floating chat button's drawer on Home): a greeting, the message
// list, a typing indicator and the input. Answers carry cards that book or open what they name;
// an answer that could not help offers 'Talk to a person'. Signing in or out starts the panel
// afresh (each account, and the signed-out visitor, has a conversation of its own); a booking
// chosen before signing in continues after it, as on /search.
export function AssistantPanel({ onClose }: { onClose: () => void }) {
  const { user } = useCurrentUser();
  const { startBooking, startingItemId } = useStartBooking();
  const open = useNavigateFromOverlay(onClose);
  return <ChatView key={user?.id ?? 'visitor'} actions={{ start: startBooking, startingItemId, open }} />;
}

function ChatView({ actions }: { actions: CardActions }) {
  const { t } = useTranslation('assistant');
  const chat = useAssistantChat();
  const [handOverOpen, setHandOverOpen] = useState(false);
  const [handedOver, setHandedOver] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const entries = [assistantEntry('greeting', t('greeting')), ...chat.entries];
  const offered = offersHandOver(chat.entries) && !handedOver;

  // New messages and the typing indicator come into view at the bottom.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [entries.length, chat.waiting, handOverOpen]);

  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      {chat.entries.length > 0 && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="compact-sm"
            mih={44}
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={chat.startOver}
            loading={chat.startingOver}
          >
            {t('startOver')}
          </Button>
        </Group>
      )}
      <Box role="log" aria-label={t('conversation')} aria-live="polite" data-testid="assistant-messages" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Stack gap="sm" pb="xs">
          {entries.map((entry) => (
            <ChatBubble key={entry.key} entry={entry} actions={actions} />
          ))}
          {chat.waiting && <TypingIndicator />}
          {offered && !handOverOpen && !chat.waiting && (
            <Button variant="light" w="fit-content" leftSection={<IconHeadset size={18} aria-hidden />} onClick={() => setHandOverOpen(true)}>
              {t('handOver.button')}
            </Button>
          )}
          {handOverOpen && (
            <HandOverPanel
              onOpen={actions.open}
              onDone={() => {
                setHandedOver(true);
                chat.markHandedOver();
              }}
              onCancel={() => setHandOverOpen(false)}
            />
          )}
          <div ref={end} />
        </Stack>
      </Box>
      <ChatComposer
        waiting={chat.waiting}
        onSend={(text) => {
          const sent = chat.send(text);
          // A new question: a later answer may offer a person again (its turns join the same thread).
          if (sent) {
            setHandOverOpen(false);
            setHandedOver(false);
          }
          return sent;
        }}
      />
    </Stack>
  );
}
