import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

export function SectionHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {action}
    </Group>
  );
}
