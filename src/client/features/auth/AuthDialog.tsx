import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { AppModal } from '../../components/AppModal';
import { showToast } from '../../lib/toast';
import { IconUserCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ZRegisterRequest, PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { closeAuthDialog, setAuthDialogMode, useAuthDialog, type AuthDialogMode } from '../../dialogs/auth-dialog';
import { useSetCurrentUser } from '../../lib/current-user';
import { errorFieldOf, fieldMessage, httpStatusOf, serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { fieldErrors } from '../../lib/validation';
import { DemoAccountsHint } from './DemoAccountsHint';
import { useDemoAccounts } from './use-demo-accounts';
import { PasswordStrength, loadPasswordChecker, usePasswordCheck } from '../../components/PasswordStrength';

interface Fields {
  username: string;
  password: string;
  email: string;
  phone: string;
}
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { username: '', password: '', email: '', phone: '' };

function fieldOf(error: unknown): keyof Fields | undefined {
  const field = errorFieldOf(error);
  return field === 'username' || field === 'email' || field === 'password' ? field : undefined;
}

/** Spec §8: 'Invalid credentials.'; a throttled or unreachable server says so instead. */
function loginFailureMessage(error: unknown, t: TFunction): string {
  const status = httpStatusOf(error);
  if (status === 429) return serverMessage(error) ?? t('tooManyAttempts');
  // A disabled account (403, told only after the right password) says so.
  if (status === 403) return serverMessage(error) ?? t('invalidCredentials');
  if (status === undefined) return t('common:offline');
  return t('invalidCredentials');
}

// Spec §2/§5/§8: the Login/Register dialog, opened from anywhere through lib/auth-dialog.
export function AuthDialog() {
  const { t } = useTranslation('auth');
  const { opened, mode } = useAuthDialog();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setCurrentUser = useSetCurrentUser();
  const login = trpc.auth.login.useMutation();
  const register = trpc.auth.register.useMutation();
  const submitting = login.isPending || register.isPending;
  const demo = useDemoAccounts();
  const registering = mode === 'register';
  const passwordCheck = usePasswordCheck(registering ? fields.password : '', { username: fields.username, email: fields.email });

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
    if (!demo.traveller) return;
    switchMode('login');
    setFields({ ...EMPTY, username: demo.traveller.username, password: demo.traveller.password });
  };

  const submitLogin = () => {
    if (!fields.username.trim() || !fields.password) {
      showToast({ title: t('missingInformation'), message: t('enterUsernameAndPassword'), color: 'red' });
      return;
    }
    login.mutate(
      { username: fields.username.trim(), password: fields.password },
      {
        onSuccess: (user) => {
          setCurrentUser(user);
          close();
          showToast({ title: t('welcomeBack'), message: t('signedInAs', { username: user.username }), color: 'green' });
        },
        onError: (error) => showToast({ title: t('loginFailed'), message: loginFailureMessage(error, t), color: 'red' }),
      },
    );
  };

  const submitRegister = async () => {
    if (!fields.username.trim() || !fields.email.trim() || !fields.password) {
      showToast({ title: t('missingInformation'), message: t('fillInRequired'), color: 'red' });
      return;
    }
    const parsed = ZRegisterRequest.safeParse({ ...fields, phone: fields.phone.trim() || null });
    if (!parsed.success) {
      setErrors(fieldErrors<keyof Fields>(parsed.error.issues, t));
      return;
    }
    // The server enforces the same policy; checking here saves a round trip on a slow network.
    const { problem } = (await loadPasswordChecker())(parsed.data.password, parsed.data);
    if (problem) {
      setErrors({ password: t(`common:passwordStrength.problems.${problem}`) });
      return;
    }
    register.mutate(parsed.data, {
      onSuccess: (user) => {
        setCurrentUser(user);
        close();
        showToast({ title: t('accountCreated'), message: t('welcomeAboard', { username: user.username }), color: 'green' });
      },
      onError: (error) => {
        const field = fieldOf(error);
        if (field) setErrors({ [field]: fieldMessage(error) });
        showToast({ title: t('registrationFailed'), message: serverMessage(error) ?? t('failedToCreateAccount'), color: 'red' });
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (mode === 'login') submitLogin();
    else void submitRegister();
  };

  return (
    <AppModal opened={opened} onClose={close} title={registering ? t('createYourAccount') : t('welcomeBackTitle')} padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(value) => switchMode(value as AuthDialogMode)}
            data={[
              { value: 'login', label: t('login') },
              { value: 'register', label: t('register') },
            ]}
            aria-label={t('loginOrRegister')}
          />
          <TextInput
            label={t('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            dir="auto"
            required
            value={fields.username}
            onChange={(e) => set('username')(e.currentTarget.value)}
            error={errors.username}
            data-autofocus
          />
          {registering && (
            <TextInput
              label={t('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              required
              value={fields.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              error={errors.email}
            />
          )}
          <PasswordInput
            label={t('password')}
            autoComplete={registering ? 'new-password' : 'current-password'}
            required
            description={registering ? t('passwordHint', { count: PASSWORD_MIN_LENGTH }) : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            value={fields.password}
            onChange={(e) => set('password')(e.currentTarget.value)}
            onFocus={registering ? () => void loadPasswordChecker() : undefined}
            error={errors.password}
          />
          {registering && <PasswordStrength check={passwordCheck} />}
          {registering && (
            <TextInput
              label={t('phoneOptional')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              placeholder="+254 700 000 000"
              value={fields.phone}
              onChange={(e) => set('phone')(e.currentTarget.value)}
              error={errors.phone}
            />
          )}
          <Button type="submit" fullWidth loading={submitting} mt={4}>
            {registering ? t('createAccount') : t('login')}
          </Button>
          {demo.traveller && (
            <Button variant="light" fullWidth leftSection={<IconUserCheck size={18} />} onClick={fillDemoAccount} disabled={submitting}>
              {t('useDemoAccount')}
            </Button>
          )}
          <DemoAccountsHint align="center" />
        </Stack>
      </form>
    </AppModal>
  );
}
