import { Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { useOnline } from '../lib/offline/online';

/**
 * 'As of 25 Nov, 14:05': how old the copy on screen is, when it is a saved copy, that is when
 * the device is offline or the last refresh failed (lib/offline/saved-answers.ts).
 */
export function SavedCopyNotice({ updatedAt, refreshFailed = false }: { updatedAt: number | undefined; refreshFailed?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const online = useOnline();
  if (!updatedAt || (online && !refreshFailed)) return null;
  return (
    <Group gap={6} wrap="nowrap" role="status" data-testid="saved-copy">
      <IconHistory size={16} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text size="sm" c="dimmed">
        {t('offlineMode.asOf', { time: format.instantDateTime(new Date(updatedAt).toISOString()) })}
      </Text>
    </Group>
  );
}
