import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CargoStatus } from '@shared/schemas/cargo';
import { cargoStatusColor } from './cargo-status';

export function CargoStatusBadge({ status }: { status: CargoStatus }) {
  const { t } = useTranslation('cargo');
  return (
    <Badge color={cargoStatusColor(status)} variant="light" size="lg" data-status={status} data-testid="shipment-status">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
