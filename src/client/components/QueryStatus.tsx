import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';
import { errorMessage } from '../lib/errors';

/**
 * Loading, failure (with Retry) and "nothing found" states shared by every results list.
 * `label` names what loads, already translated ('hotels', 'your bookings').
 */
export function QueryStatus({ label, isPending, error, onRetry }: { label: string; isPending: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isPending) return <Spinner label={t('queryStatus.loading', { what: label })} />;
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('queryStatus.failed', { what: label })}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button variant="light" color="red" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return null;
}

export function NothingFound({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap={4} py="lg" ta="center" c="dimmed" role="status">
      <IconSearchOff size={32} aria-hidden />
      <Text fw={600}>{title}</Text>
      {children && <Text size="sm">{children}</Text>}
    </Stack>
  );
}
