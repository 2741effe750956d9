import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type AvailabilityUnit = 'room' | 'seat' | 'car' | 'place';

/** 'X left' from live availability; a short supply is shown in orange. */
export function AvailabilityBadge({ count, unit }: { count: number; unit: AvailabilityUnit }) {
  const { t } = useTranslation('travel');
  return (
    <Badge variant="light" color={count <= 3 ? 'orange' : 'gray'} tt="none">
      {t(`left.${unit}`, { count })}
    </Badge>
  );
}
