import { useEffect, useState } from 'react';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PasswordCheck } from '@shared/password-policy';

type Checker = typeof import('@shared/password-policy').checkPassword;

// The policy's dictionary is about 400 KB: it loads the first time a new password is typed,
// never with the app itself. Shared by the registration and change-password forms.
let loading: Promise<Checker> | undefined;
export function loadPasswordChecker(): Promise<Checker> {
  loading ??= import('@shared/password-policy').then((module) => module.checkPassword);
  return loading;
}

/** The policy's verdict on `password` (undefined until the checker has loaded, or when empty). */
export function usePasswordCheck(password: string, account: { username?: string; email?: string }): PasswordCheck | undefined {
  const [check, setCheck] = useState<{ password: string; result: PasswordCheck }>();
  const { username, email } = account;
  useEffect(() => {
    if (!password) return;
    let current = true;
    void loadPasswordChecker().then((checkPassword) => {
      if (current) setCheck({ password, result: checkPassword(password, { username, email }) });
    });
    return () => {
      current = false;
    };
  }, [password, username, email]);
  return password && check?.password === password ? check.result : undefined;
}

const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/**
 * A strength meter under a new password, from the same policy the server enforces
 * (src/shared/password-policy.ts): the level, and why a refused password is refused (unless
 * the field's own error already says it).
 */
export function PasswordStrength({ check, withProblem = true }: { check: PasswordCheck | undefined; withProblem?: boolean }) {
  const { t } = useTranslation();
  if (!check) return null;
  const level = t(`passwordStrength.levels.${check.score}`);
  return (
    <Stack gap={4} data-testid="password-strength">
      <Progress value={((check.score + 1) / 5) * 100} color={COLORS[check.score]} size="sm" aria-hidden />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('passwordStrength.label', { level })}
        </Text>
      </Group>
      {withProblem && check.problem && (
        <Text size="xs" c="red.8">
          {t(`passwordStrength.problems.${check.problem}`)}
        </Text>
      )}
    </Stack>
  );
}
