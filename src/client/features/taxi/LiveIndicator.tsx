import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../lib/live';

const COLOURS: Record<LiveStatus, string> = { live: 'green', connecting: 'gray', reconnecting: 'orange', failed: 'red', off: 'gray' };

/** Whether the screen is receiving updates; announced politely when it changes. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation('taxi');
  return (
    <Badge color={COLOURS[status]} variant="dot" size="lg" role="status" aria-live="polite" data-live={status}>
      {t(`track.live.${status}`)}
    </Badge>
  );
}
