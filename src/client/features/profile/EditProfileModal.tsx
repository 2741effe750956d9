import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppModal } from '../../components/AppModal';
import { showToast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/schemas/auth';
import { ZUpdateProfileRequest } from '@shared/schemas/profile';
import { useSetCurrentUser } from '../../lib/current-user';
import { serverMessage } from '../../lib/errors';
import { showServerErrors, zodResolver } from '../../lib/form';
import { trpc } from '../../lib/trpc';

export function EditProfileModal({ opened, onClose, user }: { opened: boolean; onClose: () => void; user: User }) {
  const { t } = useTranslation('profile');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('menu.editProfile')}>
      {/* Remounted on every opening, so the form starts from the current details. */}
      {opened && <EditProfileForm user={user} onDone={onClose} />}
    </AppModal>
  );
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const form = useForm({
    initialValues: { fullName: user.fullName ?? '', email: user.email, phone: user.phone ?? '' },
    ...zodResolver(ZUpdateProfileRequest, t),
  });
  const utils = trpc.useUtils();
  const setCurrentUser = useSetCurrentUser();
  const update = trpc.profile.update.useMutation();

  const submit = form.onSubmit((request) =>
    update.mutate(request, {
      onSuccess: (updated) => {
        setCurrentUser(updated);
        void utils.profile.get.invalidate();
        // A new address is not the account's yet: it waits for the link sent to it.
        const waiting = request.email !== undefined && request.email.toLowerCase() !== updated.email.toLowerCase();
        showToast({ title: t('edit.saved'), message: waiting ? t('verification.sent', { email: request.email }) : t('edit.savedText'), color: 'green' });
        onDone();
      },
      onError: (error) => {
        if (!showServerErrors(form, error)) showToast({ title: t('common:error'), message: serverMessage(error) ?? t('edit.failed'), color: 'red' });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('edit.fullName')} autoComplete="name" {...form.getInputProps('fullName')} data-autofocus />
        <TextInput label={t('auth:email')} type="email" inputMode="email" autoComplete="email" dir="ltr" required {...form.getInputProps('email')} />
        <TextInput label={t('auth:phoneOptional')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" {...form.getInputProps('phone')} />
        <Button type="submit" loading={update.isPending} mt={4}>
          {t('edit.save')}
        </Button>
      </Stack>
    </form>
  );
}
