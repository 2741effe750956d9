import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RideStatus } from '@shared/schemas/taxi';
import { rideStatusColor, rideStatusKey } from './ride-status';

export function RideStatusBadge({ status, size = 'md' }: { status: RideStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('taxi');
  return (
    <Badge color={rideStatusColor(status)} variant="light" size={size} data-status={status} data-testid="ride-status">
      {t(rideStatusKey(status))}
    </Badge>
  );
}
