import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { AppModal } from '../../components/AppModal';
import { showToast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/schemas/auth';
import { ZUpdateProfileRequest } from '../../../shared/schemas/profile';
import { useSetCurrentUser } from '../../lib/current-user';
import { errorFieldOf, serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { fieldErrors } from '../../lib/validation';

type Field = 'fullName' | 'email' | 'phone';

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
  const [fields, setFields] = useState<Record<Field, string>>({ fullName: user.fullName ?? '', email: user.email, phone: user.phone ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const utils = trpc.useUtils();
  const setCurrentUser = useSetCurrentUser();
  const update = trpc.profile.update.useMutation();

  const set = (name: Field) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateProfileRequest.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues, t));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (updated) => {
        setCurrentUser(updated);
        void utils.profile.get.invalidate();
        showToast({ title: t('edit.saved'), message: t('edit.savedText'), color: 'green' });
        onDone();
      },
      onError: (error) => {
        if (errorFieldOf(error) === 'email') setErrors({ email: serverMessage(error) });
        else showToast({ title: t('common:error'), message: serverMessage(error) ?? t('edit.failed'), color: 'red' });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('edit.fullName')} autoComplete="name" value={fields.fullName} onChange={(e) => set('fullName')(e.currentTarget.value)} error={errors.fullName} data-autofocus />
        <TextInput
          label={t('auth:email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          value={fields.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          label={t('auth:phoneOptional')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          value={fields.phone}
          onChange={(e) => set('phone')(e.currentTarget.value)}
          error={errors.phone}
        />
        <Button type="submit" loading={update.isPending} mt={4}>
          {t('edit.save')}
        </Button>
      </Stack>
    </form>
  );
}
