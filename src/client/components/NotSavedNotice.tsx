import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useSavedAnswersRestored } from '../lib/offline/saved-answers';

/**
 * A list waiting for a connection with no saved copy on this phone (a query TanStack paused
 * offline, once the saved answers are back): the screen says what is missing and why instead of
 * loading forever.
 */
export function useNotSavedOffline(query: { data: unknown; fetchStatus: string }): boolean {
  const restored = useSavedAnswersRestored();
  return restored && query.data === undefined && query.fetchStatus === 'paused';
}

/** What is missing offline, and why: `title` and `text` are the screen's own sentences. */
export function NotSavedNotice({ title, text }: { title: string; text: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconCloudOff size={20} aria-hidden />} title={title} role="status" data-testid="not-saved-offline" w="100%">
      {text}
    </Alert>
  );
}
