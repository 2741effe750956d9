import { Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './typing.module.css';

/** Shown while a reply is awaited; announced once to screen readers. */
export function TypingIndicator() {
  const { t } = useTranslation('assistant');
  return (
    <Box
      px="sm"
      py={10}
      w="fit-content"
      style={{ borderRadius: 'var(--mantine-radius-lg)', background: 'var(--mantine-color-gray-1)' }}
      role="status"
      aria-label={t('typing')}
      data-testid="typing-indicator"
    >
      <Group gap={4} aria-hidden>
        <span className={classes.dot} />
        <span className={classes.dot} />
        <span className={classes.dot} />
      </Group>
    </Box>
  );
}
