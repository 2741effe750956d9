import { Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ECONOMY_CANCELLATION_FEE_CENTS, POLICY_RULES, type CancellationPolicy } from '@shared/cancellation-policy';
import { centsToAmount } from '@shared/money';
import { useFormat } from '../../../i18n/format';
import { usePriceFormat } from '../../../lib/display-currency';

/**
 * A booking's cancellation policy in words, shown before paying (cards, checkout). With the
 * trip's start (`startsAt`), also until when cancelling is free, on the traveller's clock.
 */
export function CancellationPolicyNote({ policy, startsAt, size = 'sm' }: { policy: CancellationPolicy; startsAt?: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const prices = usePriceFormat();
  // When the note was first shown: a free window already over is not offered (checkout lasts minutes).
  const [shownAt] = useState(() => Date.now());
  const { freeUntilHours } = POLICY_RULES[policy];
  const freeUntil = startsAt && freeUntilHours !== null ? new Date(new Date(startsAt).getTime() - freeUntilHours * 3_600_000) : null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="cancellation-policy" data-policy={policy}>
      <IconShieldCheck
        size={16}
        style={{ flexShrink: 0, marginTop: 2 }}
        color={policy === 'non_refundable' ? 'var(--mantine-color-dimmed)' : 'var(--mantine-color-green-7)'}
        aria-hidden
      />
      <Text size={size} c={policy === 'non_refundable' ? 'dimmed' : undefined}>
        {t(`policy.${policy}`, { fee: prices.money(centsToAmount(ECONOMY_CANCELLATION_FEE_CENTS)) })}
        {freeUntil && freeUntil.getTime() > shownAt ? ` ${t('policy.freeUntil', { time: format.instantDateTime(freeUntil.toISOString()) })}` : ''}
      </Text>
    </Group>
  );
}
