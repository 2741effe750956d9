import { Suspense, useId, type ReactNode } from 'react';
import { Button, Collapse, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useOnceOpened } from '../../../lib/lazy-component';

/**
 * Filters folded under a one-line summary, so results come first on a phone. The fields render
 * from the first opening on: the search tabs load them lazily (date pickers, number inputs and
 * selects are most of a search screen's code). Not prefetched: on a slow network those bytes
 * would compete with the results' photos, and an installed app has them from its service worker.
 */
export function FiltersPanel({ summary, children, initiallyOpen = false }: { summary: string; children: ReactNode; initiallyOpen?: boolean }) {
  const { t } = useTranslation('travel');
  const [opened, { toggle }] = useDisclosure(initiallyOpen);
  const rendered = useOnceOpened(opened);
  const panelId = useId();
  return (
    <Paper withBorder radius="md" p="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" ps={4} lineClamp={2} data-testid="filters-summary">
          {summary}
        </Text>
        <Button
          variant="subtle"
          h={44}
          px="xs"
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={panelId}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
          style={{ flexShrink: 0 }}
        >
          {t('filters.title')}
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <div id={panelId} style={{ padding: '12px 4px 4px' }}>
          {rendered && <Suspense fallback={<Spinner label={t('common:loading')} py="sm" size="sm" />}>{children}</Suspense>}
        </div>
      </Collapse>
    </Paper>
  );
}
