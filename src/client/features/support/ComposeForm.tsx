import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZSendEmailRequest } from '../../../shared/schemas/support';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { fieldErrors } from '../../lib/validation';

type Field = 'to' | 'subject' | 'message';

/** Spec §2 compose form; §5: 'Error - Please fill in all fields before sending.'; §8 toasts. */
export function ComposeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('support');
  const [fields, setFields] = useState<Record<Field, string>>({ to: '', subject: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const utils = trpc.useUtils();
  const send = trpc.emails.send.useMutation();

  const set = (name: Field) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.values(fields).some((value) => value.trim() === '')) {
      showToast({ title: t('common:error'), message: t('inbox.fillAll'), color: 'red' });
      return;
    }
    const parsed = ZSendEmailRequest.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues, t));
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: (sent) => {
        void utils.emails.invalidate();
        showToast({ title: t('inbox.emailSent'), message: sent.delivery === 'stored' ? t('inbox.keptInOutbox') : t('inbox.sentTo', { address: sent.to ?? '' }), color: 'green' });
        onDone();
      },
      onError: () => showToast({ title: t('common:error'), message: t('inbox.sendFailed'), color: 'red' }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="compose-form">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Button variant="subtle" px={4} leftSection={<IconArrowLeft size={18} className="flip-rtl" />} onClick={onDone}>
            {t('inbox.back')}
          </Button>
        </Group>
        <Title order={3} fz="lg">
          {t('inbox.composeTitle')}
        </Title>
        <TextInput label={t('inbox.to')} type="email" inputMode="email" autoComplete="email" dir="ltr" value={fields.to} onChange={(e) => set('to')(e.currentTarget.value)} error={errors.to} data-autofocus />
        <TextInput label={t('inbox.subject')} value={fields.subject} onChange={(e) => set('subject')(e.currentTarget.value)} error={errors.subject} />
        <Textarea label={t('inbox.message')} autosize minRows={5} maxRows={14} value={fields.message} onChange={(e) => set('message')(e.currentTarget.value)} error={errors.message} />
        <Button type="submit" leftSection={<IconSend size={18} className="flip-rtl" />} loading={send.isPending} w="fit-content">
          {t('inbox.send')}
        </Button>
      </Stack>
    </form>
  );
}
