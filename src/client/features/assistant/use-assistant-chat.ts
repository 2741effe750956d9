// The chat's state (Chat): messages are appended; while a reply is awaited the typing
// indicator shows and sending is blocked; a failure appends the spec's bot message. The server
// keeps the conversation (so a reopened panel shows it); this screen adds what was said since.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainContext } from '../../lib/domain-context';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { assistantEntry, historyEntries, isSendable, mergeEntries, travellerEntry, type ChatEntry } from './chat-entries';

export function useAssistantChat() {
  const { t } = useTranslation('assistant');
  const utils = trpc.useUtils();
  const { context } = useDomainContext();
  const conversation = trpc.assistant.conversation.useQuery(undefined, { staleTime: Infinity });
  const [local, setLocal] = useState<ChatEntry[]>([]);
  const counter = useRef(0);
  const chat = trpc.assistant.chat.useMutation();
  const forget = trpc.assistant.forget.useMutation({
    onSuccess: () => {
      setLocal([]);
      utils.assistant.conversation.setData(undefined, { turns: [], handedOverAt: null });
    },
  });

  /** Sends `text`; false when it is not sent (empty, or a reply is still awaited). */
  const send = (text: string): boolean => {
    if (!isSendable(text) || chat.isPending) return false;
    const key = `local-${(counter.current += 1)}`;
    const message = text.trim();
    setLocal((entries) => [...entries, travellerEntry(key, message)]);
    chat.mutate(
      { message, domainContext: context ? { domain: context.domain, branding: context.branding } : undefined },
      {
        onSuccess: (reply) =>
          setLocal((entries) => [
            ...entries.map((entry) => (entry.key === key ? { ...entry, turnId: reply.turnId } : entry)),
            assistantEntry(`${key}:a`, reply.response, { cards: reply.cards, offerHandOver: reply.offerHandOver, turnId: reply.turnId }),
          ]),
        onError: (error) => {
          // A refusal the traveller can act on (too many messages) is said as the server says it.
          const refusal = httpStatusOf(error) === 429 ? serverMessage(error) : undefined;
          setLocal((entries) => [...entries, assistantEntry(`${key}:a`, refusal ?? t('failure'), { failed: true })]);
        },
      },
    );
    return true;
  };

  const entries = mergeEntries(historyEntries(conversation.data?.turns ?? []), local);
  return {
    entries,
    send,
    waiting: chat.isPending,
    startOver: () => forget.mutate(),
    startingOver: forget.isPending,
    handedOverAt: conversation.data?.handedOverAt ?? null,
    markHandedOver: () => void utils.assistant.conversation.invalidate(),
  };
}
