import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TourStatus } from '@shared/schemas/tour-admin';

export function TourStatusBadge({ status }: { status: TourStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge color={status === 'published' ? 'green' : 'gray'} variant="light" data-testid="tour-status">
      {t(`packages.status.${status}`)}
    </Badge>
  );
}
