import type { ReactNode } from 'react';
import { Center, Loader, Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';

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
      <ThemeIcon size={56} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={2}>{title}</Title>
      <Text c="dimmed" maw={360}>
        {description}
      </Text>
      {actions}
    </Stack>
  );
}

/** A whole-screen spinner while a screen finds out what to show (e.g. checking the session). */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py={64}>
      <Loader aria-label={label} />
    </Center>
  );
}
