import { useState, type FormEvent } from 'react';
import { Button, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { ZChangePasswordRequest } from '../../../shared/schemas/profile';
import { serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change Password" centered radius="lg">
      {opened && <ChangePasswordForm onDone={onClose} />}
    </Modal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [fields, setFields] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = trpc.profile.changePassword.useMutation();

  const set = (name: Field) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse(fields);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (fields.confirmPassword !== fields.newPassword) found.confirmPassword = 'The passwords do not match';
    if (!parsed.success || found.confirmPassword) {
      setErrors(found);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ title: 'Password Changed', message: 'Your other devices have been signed out.', color: 'green' });
        onDone();
      },
      onError: (error) => {
        const field = error instanceof TRPCClientError ? (error.data as { field?: string } | undefined)?.field : undefined;
        if (field === 'currentPassword') setErrors({ currentPassword: serverMessage(error) });
        else notifications.show({ title: 'Error', message: serverMessage(error) ?? 'Failed to change your password.', color: 'red' });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          value={fields.currentPassword}
          onChange={(e) => set('currentPassword')(e.currentTarget.value)}
          error={errors.currentPassword}
          data-autofocus
        />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          required
          value={fields.newPassword}
          onChange={(e) => set('newPassword')(e.currentTarget.value)}
          error={errors.newPassword}
        />
        <PasswordInput
          label="Repeat new password"
          autoComplete="new-password"
          required
          value={fields.confirmPassword}
          onChange={(e) => set('confirmPassword')(e.currentTarget.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" loading={change.isPending} mt={4}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
