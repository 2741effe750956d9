import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { errorMessage, serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ThreadMessages } from './ThreadMessages';

/** One conversation: reading it marks support's replies read (the badge drops); a reply goes to the staff inbox. */
export function ConversationView({ id, onBack }: { id: string; onBack?: () => void }) {
  const { t } = useTranslation('support');
  const utils = trpc.useUtils();
  const conversation = trpc.support.conversation.useQuery({ id });
  const markRead = trpc.support.markConversationRead.useMutation({ onSuccess: () => void utils.support.conversations.invalidate() });
  const unread = conversation.data?.messages.some((message) => message.direction === 'outbound' && !message.isRead) ?? false;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread) mutate({ id });
  }, [unread, id, mutate]);

  return (
    <Stack gap="md" data-testid="conversation">
      {onBack && (
        <Button variant="subtle" px={4} w="fit-content" leftSection={<IconArrowLeft size={18} className="flip-rtl" />} onClick={onBack}>
          {t('messages.back')}
        </Button>
      )}
      {conversation.data ? (
        <>
          <Title order={3} fz="lg" dir="auto">
            {conversation.data.subject}
          </Title>
          <ThreadMessages messages={conversation.data.messages} viewer="traveller" />
          <FollowUpForm threadId={id} />
        </>
      ) : conversation.error ? (
        <Alert color="red">{errorMessage(conversation.error)}</Alert>
      ) : (
        <Spinner label={t('messages.loading')} />
      )}
    </Stack>
  );
}

function FollowUpForm({ threadId }: { threadId: string }) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const utils = trpc.useUtils();
  const send = trpc.support.followUp.useMutation();
  const empty = text.trim() === '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    send.mutate(
      { threadId, message: text },
      {
        onSuccess: (thread) => {
          setText('');
          utils.support.conversation.setData({ id: threadId }, thread);
          void utils.support.conversations.invalidate();
          showToast({ title: t('contact.form.sentTitle'), message: t('messages.followUpSent'), color: 'green' });
        },
        onError: (error) => showToast({ title: t('common:error'), message: serverMessage(error) ?? t('messages.failed'), color: 'red' }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="xs">
        <Textarea label={t('messages.writeReply')} autosize minRows={2} maxRows={8} value={text} onChange={(event) => setText(event.currentTarget.value)} />
        <Button type="submit" w="fit-content" leftSection={<IconSend size={18} className="flip-rtl" />} disabled={empty} loading={send.isPending}>
          {t('messages.send')}
        </Button>
      </Stack>
    </form>
  );
}
