import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InboxEmail } from '@shared/schemas/support';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useMessageSubject } from './HandOverTranscript';
import { ThreadMessages } from './ThreadMessages';
import { useDeleteEmail } from './use-delete-email';

/** The detail view with Reply and Delete; the e-mail shows inside its whole thread. */
export function EmailDetail({ email, onBack, onDeleted }: { email: InboxEmail; onBack?: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('support');
  const format = useFormat();
  const thread = trpc.emails.thread.useQuery({ id: email.id });
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEmail();
  const subjectOf = useMessageSubject();

  return (
    <Stack gap="md" data-testid="email-detail">
      {onBack && (
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} className="flip-rtl" />} onClick={onBack} w="fit-content" px={4}>
          {t('inbox.back')}
        </Button>
      )}
      <Stack gap={4}>
        <Title order={3} fz="lg" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {subjectOf(email)}
        </Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={700} dir="auto">
            {email.senderName}
          </Text>{' '}
          <bdi>&lt;{email.senderEmail}&gt;</bdi>
        </Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {t('inbox.receivedAt', { date: format.instantDateTime(email.receivedAt) })}
          </Text>
          {email.isReplied && (
            <Badge size="sm" color="green" variant="light" tt="none">
              {t('inbox.replied')}
            </Badge>
          )}
        </Group>
      </Stack>

      {thread.data ? (
        <ThreadMessages messages={thread.data.messages} viewer="staff" highlightId={email.id} />
      ) : thread.error ? (
        <Alert color="red">{errorMessage(thread.error)}</Alert>
      ) : (
        <Spinner label={t('inbox.loadingThread')} />
      )}

      <ReplyForm email={email} />

      {confirming ? (
        <DeleteConfirmation
          deleting={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(email.id, () => {
              setConfirming(false);
              onDeleted();
            })
          }
        />
      ) : (
        <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={() => setConfirming(true)} w="fit-content">
          {t('inbox.delete')}
        </Button>
      )}
    </Stack>
  );
}

function ReplyForm({ email }: { email: InboxEmail }) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const utils = trpc.useUtils();
  const reply = trpc.emails.reply.useMutation();
  const empty = text.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty reply is not sent (the button is disabled; nothing else is shown).
    if (empty) return;
    reply.mutate(
      { emailId: email.id, replyMessage: text },
      {
        onSuccess: ({ reply: sent }) => {
          setText('');
          void utils.emails.invalidate();
          showToast({
            title: t('inbox.replySent'),
            message: sent.delivery === 'stored' ? t('inbox.keptInOutbox') : t('inbox.sentTo', { address: sent.to ?? '' }),
            color: 'green',
          });
        },
        onError: () => showToast({ title: t('common:error'), message: t('inbox.replyFailed'), color: 'red' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit}>
      <Stack gap="xs">
        <Textarea
          label={t('inbox.reply')}
          placeholder={t('inbox.replyPlaceholder', { name: email.senderName })}
          autosize
          minRows={3}
          maxRows={10}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" leftSection={<IconSend size={18} className="flip-rtl" />} disabled={empty} loading={reply.isPending} w="fit-content">
          {t('inbox.sendReply')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Deleting asks 'Are you sure you want to delete this email?'. Asked in place, not in a
 * second dialog: inside the Email management dialog, Escape would close both dialogs at once.
 */
function DeleteConfirmation({ deleting, onCancel, onConfirm }: { deleting: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('support');
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-labelledby={questionId}
      data-testid="delete-confirm"
      style={{ borderColor: 'var(--mantine-color-red-7)' }}
    >
      <Text fw={700} id={questionId}>
        {t('inbox.deleteConfirm')}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t('inbox.deleteTrashNote')}
      </Text>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button ref={cancel} variant="default" onClick={onCancel}>
          {t('inbox.cancel')}
        </Button>
        <Button color="red" leftSection={<IconTrash size={18} />} loading={deleting} onClick={onConfirm}>
          {t('inbox.delete')}
        </Button>
      </Group>
    </Paper>
  );
}
