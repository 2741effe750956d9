import { useState, type FormEvent } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import type { User } from '../../../shared/schemas/auth';
import { ZUpdateProfileRequest } from '../../../shared/schemas/profile';
import { useSetCurrentUser } from '../../lib/current-user';
import { serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

type Field = 'fullName' | 'email' | 'phone';

export function EditProfileModal({ opened, onClose, user }: { opened: boolean; onClose: () => void; user: User }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Profile" centered radius="lg">
      {/* Remounted on every opening, so the form starts from the current details. */}
      {opened && <EditProfileForm user={user} onDone={onClose} />}
    </Modal>
  );
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
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
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (updated) => {
        setCurrentUser(updated);
        void utils.profile.get.invalidate();
        notifications.show({ title: 'Profile Updated', message: 'Your details have been saved.', color: 'green' });
        onDone();
      },
      onError: (error) => {
        const field = error instanceof TRPCClientError ? (error.data as { field?: string } | undefined)?.field : undefined;
        if (field === 'email') setErrors({ email: serverMessage(error) });
        else notifications.show({ title: 'Error', message: serverMessage(error) ?? 'Failed to update your profile.', color: 'red' });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label="Full name" autoComplete="name" value={fields.fullName} onChange={(e) => set('fullName')(e.currentTarget.value)} error={errors.fullName} data-autofocus />
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          label="Phone (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={(e) => set('phone')(e.currentTarget.value)}
          error={errors.phone}
        />
        <Button type="submit" loading={update.isPending} mt={4}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
