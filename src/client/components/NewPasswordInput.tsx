import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';
import { PasswordStrength, loadPasswordChecker, usePasswordCheck } from './PasswordStrength';

/**
 * A new password (registration, password changes) with the policy's strength meter under it.
 * Why a password is refused shows once: in the meter while typing, under the field once the
 * form has refused it.
 */
export function NewPasswordInput({
  account,
  value,
  error,
  onFocus,
  ...props
}: Omit<PasswordInputProps, 'value'> & { value?: string; account: { username?: string; email?: string } }) {
  const { t } = useTranslation('auth');
  const check = usePasswordCheck(value ?? '', account);
  return (
    <>
      <PasswordInput
        autoComplete="new-password"
        required
        description={t('passwordHint', { count: PASSWORD_MIN_LENGTH })}
        visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
        value={value ?? ''}
        error={error}
        onFocus={(event) => {
          void loadPasswordChecker();
          onFocus?.(event);
        }}
        {...props}
      />
      <PasswordStrength check={check} withProblem={!error} />
    </>
  );
}
