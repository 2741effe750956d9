import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconClockPause, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZContactRequest } from '../../../shared/schemas/support';
import { useCurrentUser } from '../../lib/current-user';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { fieldErrors } from '../../lib/validation';
import { useOnline } from '../../lib/offline/online';
import { queueMessage } from '../../lib/offline/outbox';

type Field = 'name' | 'email' | 'subject' | 'message';
const ZContactForm = ZContactRequest.omit({ idempotencyKey: true });

/**
 * Spec §2 /contact: name, email, subject and message, all required, the email input type.
 * Sending stores the message in the staff inbox ('Message Sent!'). The message keeps one
 * Idempotency-Key until it is stored, so sending again after a lost answer stores it once.
 * Offline (or when the server cannot be reached) the message is queued on the phone with its
 * key and sent when the connection returns (lib/offline/outbox.ts): never lost, never twice.
 */
export function ContactForm() {
  const { t } = useTranslation('support');
  const { user } = useCurrentUser();
  const [fields, setFields] = useState<Record<Field, string>>({ name: '', email: '', subject: '', message: '' });
  // Signed in, name and email start as the account's (once known), unless already typed.
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (user && prefilledFor !== user.id) {
    setPrefilledFor(user.id);
    setFields((current) => ({ ...current, name: current.name || user.fullName || user.username, email: current.email || user.email }));
  }
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [queued, setQueued] = useState(false);
  const online = useOnline();
  const key = useRef(newIdempotencyKey());
  const utils = trpc.useUtils();
  const contact = trpc.support.contact.useMutation();

  const set = (name: Field) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZContactForm.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues, t));
      return;
    }
    const queue = () => {
      void queueMessage({ kind: 'contact', key: key.current, input: { ...parsed.data, idempotencyKey: key.current }, queuedAt: Date.now() });
      key.current = newIdempotencyKey();
      setQueued(true);
      setFields((current) => ({ ...current, subject: '', message: '' }));
    };
    if (!online) {
      queue();
      return;
    }
    contact.mutate(
      { ...parsed.data, idempotencyKey: key.current },
      {
        onSuccess: () => {
          key.current = newIdempotencyKey();
          setSent({ name: parsed.data.name, email: parsed.data.email });
          setFields((current) => ({ ...current, subject: '', message: '' }));
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
          showToast({ title: t('common:error'), message: status ? (serverMessage(error) ?? t('contact.form.failed')) : t('contact.form.failed'), color: 'red' });
        },
      },
    );
  };

  if (queued) {
    return (
      <FormOutcome testId="contact-queued" icon={<IconClockPause size={48} color="var(--mantine-color-dimmed)" aria-hidden />} title={t('contact.form.queuedTitle')} again={t('contact.form.another')} onAgain={() => setQueued(false)}>
        <Text role="status">{t('contact.form.queuedText')}</Text>
      </FormOutcome>
    );
  }

  if (sent) {
    return (
      <FormOutcome testId="contact-sent" icon={<IconCircleCheck size={48} color="var(--mantine-color-green-8)" aria-hidden />} title={t('contact.form.sentTitle')} again={t('contact.form.another')} onAgain={() => setSent(null)}>
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
      <form onSubmit={onSubmit} noValidate data-testid="contact-form">
        <Stack gap="sm">
          <TextInput label={t('contact.form.name')} required autoComplete="name" value={fields.name} onChange={(e) => set('name')(e.currentTarget.value)} error={errors.name} />
          <TextInput
            label={t('contact.form.email')}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            value={fields.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={errors.email}
          />
          <TextInput label={t('contact.form.subject')} required value={fields.subject} onChange={(e) => set('subject')(e.currentTarget.value)} error={errors.subject} />
          <Textarea label={t('contact.form.message')} required autosize minRows={4} maxRows={12} value={fields.message} onChange={(e) => set('message')(e.currentTarget.value)} error={errors.message} />
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
function FormOutcome({ testId, icon, title, again, onAgain, children }: { testId: string; icon: ReactNode; title: string; again: string; onAgain: () => void; children: ReactNode }) {
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
