import { Alert, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useNow } from '../../../lib/clock';

/** The pending booking's hold: how long the rooms, seats or car stay reserved for payment. */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  // The clock is read here, so only the countdown re-renders each second, not the checkout.
  const msLeft = Date.parse(expiresAt) - useNow();
  if (msLeft <= 0) {
    return (
      <Alert color="red" icon={<IconClockHour4 size={18} />} title={t('hold.expiredTitle')}>
        {t('hold.expiredText')}
      </Alert>
    );
  }
  const time = format.countdown(msLeft);
  return (
    <Alert color={msLeft < 2 * 60_000 ? 'orange' : 'blue'} icon={<IconClockHour4 size={18} />} data-testid="hold-countdown">
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="hold.reserved"
          values={{ time }}
          components={{ time: <Text span fw={700} ff="monospace" role="timer" aria-label={t('hold.timeLeft', { time })} dir="ltr" /> }}
        />
      </Text>
    </Alert>
  );
}
