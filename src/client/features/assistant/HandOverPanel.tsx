import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZEmail } from '@shared/schemas/auth';
import type { HandOverResult } from '@shared/schemas/assistant';
import { useCurrentUser } from '../../lib/current-user';
import { errorMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** 'Talk to a person': the conversation goes to the staff inbox; signed out, with a name and an e-mail for the reply. */
export function HandOverPanel({ onDone, onCancel, onOpen }: { onDone: () => void; onCancel: () => void; onOpen: (path: string) => void }) {
  const { t } = useTranslation('assistant');
  const { user } = useCurrentUser();
  // Signed out, the reply goes by e-mail: a name and an address are needed.
  const form = useForm({
    initialValues: { name: '', email: '', note: '' },
    validate: user
      ? {}
      : {
          name: (name) => (name.trim() ? null : t('handOver.nameRequired')),
          email: (email) => (ZEmail.safeParse(email).success ? null : t('handOver.emailRequired')),
        },
  });
  const [sent, setSent] = useState<(HandOverResult & { email: string }) | null>(null);
  const handOver = trpc.assistant.handOver.useMutation({
    onSuccess: (result, input) => {
      setSent({ ...result, email: user?.email ?? input.email ?? '' });
      showToast({ title: t('handOver.sentTitle'), message: t('handOver.sent'), color: 'green' });
      onDone();
    },
    onError: (error) => showToast({ title: t('handOver.failed'), message: errorMessage(error), color: 'red' }),
  });

  if (sent) {
    return (
      <Alert color="green" title={t('handOver.sentTitle')} data-testid="hand-over-sent">
        <Stack gap={4}>
          <Text size="sm">{user ? t('handOver.sent') : t('handOver.sentEmail', { email: sent.email })}</Text>
          {sent.conversationPath && (
            <Button variant="white" color="green" w="fit-content" px="xs" onClick={() => onOpen(sent.conversationPath!)}>
              {t('handOver.open')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.onSubmit(({ name, email, note }) =>
      handOver.mutate({ name: user ? undefined : name, email: user ? undefined : email, note: note.trim() || undefined }),
    )();
  };

  return (
    <Paper withBorder p="sm" radius="md" component="form" onSubmit={submit} aria-labelledby="hand-over-title" data-testid="hand-over-form">
      <Stack gap="xs">
        <Group gap={6}>
          <IconHeadset size={18} aria-hidden />
          <Text fw={700} id="hand-over-title">
            {t('handOver.title')}
          </Text>
        </Group>
        <Text size="sm">{user ? t('handOver.signedIn') : t('handOver.signedOut')}</Text>
        {!user && (
          <>
            <TextInput label={t('handOver.name')} {...form.getInputProps('name')} maxLength={100} autoComplete="name" withAsterisk />
            <TextInput label={t('handOver.email')} type="email" {...form.getInputProps('email')} maxLength={254} autoComplete="email" withAsterisk />
          </>
        )}
        <Textarea label={t('handOver.note')} {...form.getInputProps('note')} autosize minRows={1} maxRows={4} maxLength={2000} />
        <Group gap="xs">
          <Button type="submit" loading={handOver.isPending}>
            {t('handOver.send')}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t('handOver.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
