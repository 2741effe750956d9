import { type FormEvent } from 'react';
import { Button, Group, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZSendEmailRequest } from '@shared/schemas/support';
import { showServerErrors, zodResolver } from '../../lib/form';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Compose form; 'Error - Please fill in all fields before sending.'; toasts. */
export function ComposeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('support');
  const form = useForm({ initialValues: { to: '', subject: '', message: '' }, ...zodResolver(ZSendEmailRequest, t) });
  const utils = trpc.useUtils();
  const send = trpc.emails.send.useMutation();

  const sendEmail = form.onSubmit((email) =>
    send.mutate(email, {
      onSuccess: (sent) => {
        void utils.emails.invalidate();
        showToast({
          title: t('inbox.emailSent'),
          message: sent.delivery === 'stored' ? t('inbox.keptInOutbox') : t('inbox.sentTo', { address: sent.to ?? '' }),
          color: 'green',
        });
        onDone();
      },
      onError: (error) => {
        showServerErrors(form, error);
        showToast({ title: t('common:error'), message: t('inbox.sendFailed'), color: 'red' });
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.values(form.getValues()).some((value) => value.trim() === '')) {
      showToast({ title: t('common:error'), message: t('inbox.fillAll'), color: 'red' });
      return;
    }
    sendEmail(event);
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
        <TextInput label={t('inbox.to')} type="email" inputMode="email" autoComplete="email" dir="ltr" {...form.getInputProps('to')} data-autofocus />
        <TextInput label={t('inbox.subject')} {...form.getInputProps('subject')} />
        <Textarea label={t('inbox.message')} autosize minRows={5} maxRows={14} {...form.getInputProps('message')} />
        <Button type="submit" leftSection={<IconSend size={18} className="flip-rtl" />} loading={send.isPending} w="fit-content">
          {t('inbox.send')}
        </Button>
      </Stack>
    </form>
  );
}
