import type { ReactNode } from 'react';
import { Button, Collapse, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';

/** Filters folded under a one-line summary, so results come first on a phone. */
export function FiltersPanel({ summary, children, initiallyOpen = false }: { summary: string; children: ReactNode; initiallyOpen?: boolean }) {
  const [opened, { toggle }] = useDisclosure(initiallyOpen);
  return (
    <Paper withBorder radius="md" p="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" pl={4} lineClamp={2} data-testid="filters-summary">
          {summary}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={toggle}
          aria-expanded={opened}
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          style={{ flexShrink: 0 }}
        >
          Filters
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <div style={{ padding: '12px 4px 4px' }}>{children}</div>
      </Collapse>
    </Paper>
  );
}
