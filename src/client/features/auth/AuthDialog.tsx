import { useState, type FormEvent } from 'react';
import { Button, Modal, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserCheck } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { ZRegisterRequest, PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { closeAuthDialog, setAuthDialogMode, useAuthDialog, type AuthDialogMode } from '../../lib/auth-dialog';
import { useSetCurrentUser } from '../../lib/current-user';
import { serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { DEMO_TRAVELLER } from './demo-accounts';
import { DemoAccountsHint } from './DemoAccountsHint';

interface Fields {
  username: string;
  password: string;
  email: string;
  phone: string;
}
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { username: '', password: '', email: '', phone: '' };

function httpStatusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}

function fieldOf(error: unknown): keyof Fields | undefined {
  const field = error instanceof TRPCClientError ? (error.data as { field?: string } | undefined)?.field : undefined;
  return field === 'username' || field === 'email' ? field : undefined;
}

/** Spec §8: 'Invalid credentials.'; a throttled or unreachable server says so instead. */
function loginFailureMessage(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === 429) return serverMessage(error) ?? 'Too many attempts. Please try again later.';
  if (status === undefined) return 'Could not reach the server. Check your connection and try again.';
  return 'Invalid credentials.';
}

// Spec §2/§5/§8: the Login/Register dialog, opened from anywhere through lib/auth-dialog.
export function AuthDialog() {
  const { opened, mode } = useAuthDialog();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setCurrentUser = useSetCurrentUser();
  const login = trpc.auth.login.useMutation();
  const register = trpc.auth.register.useMutation();
  const submitting = login.isPending || register.isPending;

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const close = () => {
    closeAuthDialog();
    setFields(EMPTY);
    setErrors({});
  };

  const switchMode = (next: AuthDialogMode) => {
    setAuthDialogMode(next);
    setErrors({});
  };

  const fillDemoAccount = () => {
    switchMode('login');
    setFields({ ...EMPTY, username: DEMO_TRAVELLER.username, password: DEMO_TRAVELLER.password });
  };

  const submitLogin = () => {
    if (!fields.username.trim() || !fields.password) {
      notifications.show({ title: 'Missing Information', message: 'Please enter username and password', color: 'red' });
      return;
    }
    login.mutate(
      { username: fields.username.trim(), password: fields.password },
      {
        onSuccess: (user) => {
          setCurrentUser(user);
          close();
          notifications.show({ title: 'Welcome back!', message: `You are signed in as ${user.username}.`, color: 'green' });
        },
        onError: (error) => notifications.show({ title: 'Login Failed', message: loginFailureMessage(error), color: 'red' }),
      },
    );
  };

  const submitRegister = () => {
    if (!fields.username.trim() || !fields.email.trim() || !fields.password) {
      notifications.show({ title: 'Missing Information', message: 'Please fill in all required fields', color: 'red' });
      return;
    }
    const parsed = ZRegisterRequest.safeParse({ ...fields, phone: fields.phone.trim() || null });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(found);
      return;
    }
    register.mutate(parsed.data, {
      onSuccess: (user) => {
        setCurrentUser(user);
        close();
        notifications.show({ title: 'Account Created!', message: `Welcome aboard, ${user.username}. You are signed in.`, color: 'green' });
      },
      onError: (error) => {
        const field = fieldOf(error);
        if (field) setErrors({ [field]: serverMessage(error) });
        notifications.show({ title: 'Registration Failed', message: serverMessage(error) ?? 'Failed to create account.', color: 'red' });
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (mode === 'login') submitLogin();
    else submitRegister();
  };

  const registering = mode === 'register';
  return (
    <Modal opened={opened} onClose={close} title={registering ? 'Create your account' : 'Welcome back'} centered radius="lg" padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(value) => switchMode(value as AuthDialogMode)}
            data={[
              { value: 'login', label: 'Login' },
              { value: 'register', label: 'Register' },
            ]}
            aria-label="Login or register"
          />
          <TextInput
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={fields.username}
            onChange={(e) => set('username')(e.currentTarget.value)}
            error={errors.username}
            data-autofocus
          />
          {registering && (
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={fields.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              error={errors.email}
            />
          )}
          <PasswordInput
            label="Password"
            autoComplete={registering ? 'new-password' : 'current-password'}
            required
            description={registering ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined}
            value={fields.password}
            onChange={(e) => set('password')(e.currentTarget.value)}
            error={errors.password}
          />
          {registering && (
            <TextInput
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+254 700 000 000"
              value={fields.phone}
              onChange={(e) => set('phone')(e.currentTarget.value)}
              error={errors.phone}
            />
          )}
          <Button type="submit" fullWidth loading={submitting} mt={4}>
            {registering ? 'Create Account' : 'Login'}
          </Button>
          <Button variant="light" fullWidth leftSection={<IconUserCheck size={18} />} onClick={fillDemoAccount} disabled={submitting}>
            Use Demo Account
          </Button>
          <DemoAccountsHint align="center" />
        </Stack>
      </form>
    </Modal>
  );
}
