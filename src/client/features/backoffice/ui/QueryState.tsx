import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/errors';

/** Loading and failure (with Retry) of a query; `what` names what loads, already translated. */
export function QueryState({ what, isPending, error, onRetry }: { what: string; isPending: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('backoffice');
  if (isPending) return <Spinner label={t('loading', { what })} />;
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('failed', { what })}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
