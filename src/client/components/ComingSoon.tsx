import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/** An honest placeholder for a screen that a later release builds: no sample data. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <Stack align="center" gap="sm" py={64} px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconClockHour4 size={30} />
      </ThemeIcon>
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{description}</Text>
      <Text size="sm" c="dimmed">
        Coming soon
      </Text>
    </Stack>
  );
}
