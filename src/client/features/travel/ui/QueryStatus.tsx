import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/errors';

/** Loading, failure (with Retry) and "nothing found" states shared by every results list. */
export function QueryStatus({ label, isPending, error, onRetry }: { label: string; isPending: boolean; error: unknown; onRetry: () => void }) {
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${label}`} />
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={`Could not load ${label}`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  return null;
}

export function NothingFound({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap={4} py="lg" ta="center" c="dimmed">
      <IconSearchOff size={32} />
      <Text fw={600}>{title}</Text>
      {children && <Text size="sm">{children}</Text>}
    </Stack>
  );
}
