import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/** A section's heading (h2, its id names the section) and an optional action beside it. */
export function SectionHeader({ title, id, action }: { title: string; id?: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {action}
    </Group>
  );
}
