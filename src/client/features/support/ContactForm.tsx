import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { IconCircleCheck, IconClockPause, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZContactRequest } from '@shared/schemas/support';
import { useCurrentUser } from '../../lib/current-user';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { showServerErrors, zodResolver } from '../../lib/form';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useOnline } from '../../lib/offline/online';
import { queueMessage } from '../../lib/offline/outbox';

const ZContactForm = ZContactRequest.omit({ idempotencyKey: true });
type ContactMessage = z.output<typeof ZContactForm>;

/**
 * /contact: name, email, subject and message, all required, the email input type.
 * Sending stores the message in the staff inbox ('Message Sent!'). The message keeps one
 * Idempotency-Key until it is stored, so sending again after a lost answer stores it once.
 * Offline (or when the server cannot be reached) the message is queued on the phone with its
 * key and sent when the connection returns (lib/offline/outbox.ts): never lost, never twice.
 */
export function ContactForm() {
  const { t } = useTranslation('support');
  const { user } = useCurrentUser();
  const form = useForm({ initialValues: { name: '', email: '', subject: '', message: '' }, ...zodResolver(ZContactForm, t) });
  // Signed in, name and email start as the account's (once known), unless already typed.
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (user && prefilledFor !== user.id) {
    setPrefilledFor(user.id);
    const { name, email } = form.getValues();
    form.setValues({ name: name || user.fullName || user.username, email: email || user.email });
  }
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [queued, setQueued] = useState(false);
  const online = useOnline();
  const key = useRef(newIdempotencyKey());
  const utils = trpc.useUtils();
  const contact = trpc.support.contact.useMutation();

  const send = (message: ContactMessage) => {
    const queue = () => {
      void queueMessage({ kind: 'contact', key: key.current, input: { ...message, idempotencyKey: key.current }, queuedAt: Date.now() });
      key.current = newIdempotencyKey();
      setQueued(true);
      form.setValues({ subject: '', message: '' });
    };
    if (!online) {
      queue();
      return;
    }
    contact.mutate(
      { ...message, idempotencyKey: key.current },
      {
        onSuccess: () => {
          key.current = newIdempotencyKey();
          setSent({ name: message.name, email: message.email });
          form.setValues({ subject: '', message: '' });
          void utils.support.conversations.invalidate();
          showToast({ title: t('contact.form.sentTitle'), message: t('contact.form.sentToast'), color: 'green' });
        },
        onError: (error) => {
          // A definite refusal (bad input, throttled) makes the next try a new message; a lost
          // answer (no connection) queues this one, key and all, to go when the connection returns.
          const status = httpStatusOf(error);
          if (status === undefined) {
            queue();
            return;
          }
          if (status && status < 500) key.current = newIdempotencyKey();
          showServerErrors(form, error);
          showToast({
            title: t('common:error'),
            message: status ? (serverMessage(error) ?? t('contact.form.failed')) : t('contact.form.failed'),
            color: 'red',
          });
        },
      },
    );
  };

  if (queued) {
    return (
      <FormOutcome
        testId="contact-queued"
        icon={<IconClockPause size={48} color="var(--mantine-color-dimmed)" aria-hidden />}
        title={t('contact.form.queuedTitle')}
        again={t('contact.form.another')}
        onAgain={() => setQueued(false)}
      >
        <Text role="status">{t('contact.form.queuedText')}</Text>
      </FormOutcome>
    );
  }

  if (sent) {
    return (
      <FormOutcome
        testId="contact-sent"
        icon={<IconCircleCheck size={48} color="var(--mantine-color-green-8)" aria-hidden />}
        title={t('contact.form.sentTitle')}
        again={t('contact.form.another')}
        onAgain={() => setSent(null)}
      >
        <Text>{t('contact.form.sentText', { name: sent.name, email: sent.email })}</Text>
        {user && (
          <Text size="sm" c="dimmed">
            {t('contact.form.sentSignedIn')}
          </Text>
        )}
      </FormOutcome>
    );
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="sm">
        {t('contact.form.title')}
      </Title>
      <form onSubmit={(event) => form.onSubmit(send)(event)} noValidate data-testid="contact-form">
        <Stack gap="sm">
          <TextInput label={t('contact.form.name')} required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label={t('contact.form.email')} required type="email" inputMode="email" autoComplete="email" dir="ltr" {...form.getInputProps('email')} />
          <TextInput label={t('contact.form.subject')} required {...form.getInputProps('subject')} />
          <Textarea label={t('contact.form.message')} required autosize minRows={4} maxRows={12} {...form.getInputProps('message')} />
          {contact.error && !httpStatusOf(contact.error) && (
            <Alert color="yellow" p="xs">
              {t('contact.form.offline')}
            </Alert>
          )}
          <Button type="submit" leftSection={<IconSend size={18} className="flip-rtl" />} loading={contact.isPending}>
            {t('contact.form.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** What became of a message (sent, or queued until the connection returns), with 'Send another'. */
function FormOutcome({
  testId,
  icon,
  title,
  again,
  onAgain,
  children,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  again: string;
  onAgain: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack align="center" gap="xs" ta="center" py="md">
        {icon}
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
        <Button variant="light" mt="xs" onClick={onAgain}>
          {again}
        </Button>
      </Stack>
    </Paper>
  );
}
