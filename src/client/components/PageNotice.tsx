import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import { Spinner } from './Spinner';

/**
 * A whole-screen notice: 'coming soon', 'sign in to …', 'staff only', 'nothing to pay for'.
 * One layout for every such state, so they read alike across the app.
 */
export function PageNotice({
  icon,
  color,
  title,
  description,
  actions,
  testId,
}: {
  icon: ReactNode;
  color?: MantineColor;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <Stack align="center" gap="sm" py={56} px="md" ta="center" data-testid={testId}>
      <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Text c="dimmed" maw={360}>
        {description}
      </Text>
      {actions}
    </Stack>
  );
}

/** A whole-screen spinner while a screen finds out what to show (e.g. checking the session). */
export function PageLoader({ label }: { label: string }) {
  return <Spinner label={label} py={64} />;
}
