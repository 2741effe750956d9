import { Alert, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/** '14:05' from milliseconds left (never negative). */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The pending booking's hold: how long the rooms, seats or car stay reserved for payment. */
export function HoldCountdown({ msLeft }: { msLeft: number }) {
  if (msLeft <= 0) {
    return (
      <Alert color="red" icon={<IconClockHour4 size={18} />} title="Your hold has expired">
        The reservation was released. Please search again to book.
      </Alert>
    );
  }
  return (
    <Alert color={msLeft < 2 * 60_000 ? 'orange' : 'blue'} icon={<IconClockHour4 size={18} />} data-testid="hold-countdown">
      <Text size="sm">
        Reserved for you for{' '}
        <Text span fw={700} ff="monospace" role="timer" aria-label={`${formatCountdown(msLeft)} left to pay`}>
          {formatCountdown(msLeft)}
        </Text>
        . Pay before then to confirm.
      </Text>
    </Alert>
  );
}
