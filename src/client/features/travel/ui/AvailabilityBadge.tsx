import { Badge } from '@mantine/core';
import { plural } from './dates';

/** 'X left' from live availability; a short supply is shown in orange. */
export function AvailabilityBadge({ count, unit }: { count: number; unit: string }) {
  return (
    <Badge variant="light" color={count <= 3 ? 'orange' : 'gray'} tt="none">
      {plural(count, unit)} left
    </Badge>
  );
}
