import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppModal } from '../../components/AppModal';
import { NewPasswordInput } from '../../components/NewPasswordInput';
import { loadPasswordChecker } from '../../components/PasswordStrength';
import { showToast } from '../../lib/toast';
import { IconUserCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ZRegisterRequest } from '@shared/schemas/auth';
import { closeAuthDialog, setAuthDialogMode, useAuthDialog, type AuthDialogMode } from '../../dialogs/auth-dialog';
import { useSetCurrentUser } from '../../lib/current-user';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { schemaErrors, showServerErrors } from '../../lib/form';
import { trpc } from '../../lib/trpc';
import { DemoAccountsHint } from './DemoAccountsHint';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SecondFactorForm } from './SecondFactorForm';
import type { User } from '@shared/schemas/auth';
import { useDemoAccounts } from './use-demo-accounts';

const EMPTY = { username: '', password: '', email: '', phone: '' };

/** What the server is sent: a blank phone is no phone. */
const registration = (fields: typeof EMPTY) => ({ ...fields, phone: fields.phone.trim() || null });

/** 'Invalid credentials.'; a throttled or unreachable server says so instead. */
function loginFailureMessage(error: unknown, t: TFunction): string {
  const status = httpStatusOf(error);
  if (status === 429) return serverMessage(error) ?? t('tooManyAttempts');
  // A disabled account (403, told only after the right password) says so.
  if (status === 403) return serverMessage(error) ?? t('invalidCredentials');
  if (status === undefined) return t('common:offline');
  return t('invalidCredentials');
}

// The Login/Register dialog, opened from anywhere through dialogs/auth-dialog.
export function AuthDialog() {
  const { t } = useTranslation('auth');
  const { opened, mode } = useAuthDialog();
  const registering = mode === 'register';
  const form = useForm({
    initialValues: EMPTY,
    // Sign-in only asks for both fields; registration checks the server's rules here first,
    // the password policy included (it saves a round trip on a slow network).
    validate: async (values) => {
      if (!registering) return {};
      const errors = schemaErrors(ZRegisterRequest, registration(values), t);
      if (Object.keys(errors).length > 0) return errors;
      const { problem } = (await loadPasswordChecker())(values.password, values);
      return problem ? { password: t(`common:passwordStrength.problems.${problem}`) } : {};
    },
  });
  const fields = form.values;
  const setCurrentUser = useSetCurrentUser();
  const login = trpc.auth.login.useMutation();
  const register = trpc.auth.register.useMutation();
  const submitting = login.isPending || register.isPending || form.submitting;
  const demo = useDemoAccounts();
  // The password was right and the account signs in with a second factor: the code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);

  const close = () => {
    closeAuthDialog();
    form.reset();
    setChallenge(null);
  };

  const signedIn = (user: User) => {
    setCurrentUser(user);
    close();
    showToast({ title: t('welcomeBack'), message: t('signedInAs', { username: user.username }), color: 'green' });
  };

  // The other form starts without the password typed into this one: a sign-in attempt is not
  // a new password, and a new password is not for signing in.
  const switchMode = (next: AuthDialogMode) => {
    setAuthDialogMode(next);
    form.setValues({ password: '' });
    form.clearErrors();
  };

  const fillDemoAccount = () => {
    if (!demo.traveller) return;
    setAuthDialogMode('login');
    form.clearErrors();
    form.setValues({ ...EMPTY, username: demo.traveller.username, password: demo.traveller.password });
  };

  const submitLogin = () => {
    login.mutate(
      { username: fields.username.trim(), password: fields.password },
      {
        onSuccess: ({ secondFactor, ...user }) => {
          if (secondFactor) setChallenge(secondFactor.challenge);
          else signedIn(user);
        },
        onError: (error) => showToast({ title: t('loginFailed'), message: loginFailureMessage(error, t), color: 'red' }),
      },
    );
  };

  const submitRegister = form.onSubmit((values) =>
    register.mutate(ZRegisterRequest.parse(registration(values)), {
      onSuccess: (user) => {
        setCurrentUser(user);
        close();
        showToast({ title: t('accountCreated'), message: t('welcomeAboard', { username: user.username }), color: 'green' });
      },
      onError: (error) => {
        showServerErrors(form, error);
        showToast({ title: t('registrationFailed'), message: serverMessage(error) ?? t('failedToCreateAccount'), color: 'red' });
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!registering) {
      if (!fields.username.trim() || !fields.password) showToast({ title: t('missingInformation'), message: t('enterUsernameAndPassword'), color: 'red' });
      else submitLogin();
    } else if (!fields.username.trim() || !fields.email.trim() || !fields.password) {
      showToast({ title: t('missingInformation'), message: t('fillInRequired'), color: 'red' });
    } else {
      submitRegister(event);
    }
  };

  if (challenge && mode === 'login') {
    return (
      <AppModal opened={opened} onClose={close} title={t('secondFactor.title')} padding="lg">
        <SecondFactorForm
          challenge={challenge}
          onSignedIn={signedIn}
          onRestart={() => {
            setChallenge(null);
            form.setValues({ password: '' });
          }}
        />
      </AppModal>
    );
  }

  if (mode === 'forgot') {
    return (
      <AppModal opened={opened} onClose={close} title={t('forgot.title')} padding="lg">
        <ForgotPasswordForm onBack={() => switchMode('login')} />
      </AppModal>
    );
  }

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
            {...form.getInputProps('username')}
            data-autofocus
          />
          {registering && (
            <TextInput label={t('email')} type="email" autoComplete="email" inputMode="email" dir="ltr" required {...form.getInputProps('email')} />
          )}
          {registering ? (
            <NewPasswordInput label={t('password')} account={{ username: fields.username, email: fields.email }} {...form.getInputProps('password')} />
          ) : (
            <PasswordInput
              label={t('password')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
              {...form.getInputProps('password')}
            />
          )}
          {!registering && (
            <Button variant="subtle" size="compact-sm" mih={44} style={{ alignSelf: 'flex-end' }} onClick={() => switchMode('forgot')} disabled={submitting}>
              {t('forgot.link')}
            </Button>
          )}
          {registering && (
            <TextInput
              label={t('phoneOptional')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              placeholder="+254 700 000 000"
              {...form.getInputProps('phone')}
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
