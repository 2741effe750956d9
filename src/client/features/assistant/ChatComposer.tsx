import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_MESSAGE_MAX } from '@shared/schemas/assistant';
import { isSendable } from './chat-entries';

/**
 * Enter sends, Shift+Enter makes a new line; an empty or whitespace message is
 * not sent; while a reply is awaited sending is blocked (the text can still be written).
 */
export function ChatComposer({ waiting, onSend }: { waiting: boolean; onSend: (text: string) => boolean }) {
  const { t } = useTranslation('assistant');
  const [text, setText] = useState('');
  const blocked = waiting || !isSendable(text);
  const send = () => {
    if (blocked) return;
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a word uses Enter to pick it: that Enter is not "send".
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <form onSubmit={onSubmit} data-testid="assistant-composer">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('inputLabel')}
          placeholder={t('placeholder')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={ASSISTANT_MESSAGE_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
        <ActionIcon type="submit" size={44} radius="xl" variant="filled" aria-label={t('send')} disabled={blocked}>
          <IconSend size={20} className="flip-rtl" />
        </ActionIcon>
      </Group>
    </form>
  );
}
