import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

/** Product quantity: from `min` up to `max` (the stock), thumb-sized − and + buttons. */
export function QuantityStepper({
  value,
  max,
  min = 1,
  onChange,
  label,
  disabled,
}: {
  value: number;
  max: number;
  min?: number;
  onChange: (value: number) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon
        variant="default"
        size={44}
        radius="md"
        aria-label={t('quantity.decrease', { name: label })}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <Text fw={700} miw={36} ta="center" aria-live="polite" data-testid="quantity-value">
        {format.number(value)}
      </Text>
      <ActionIcon
        variant="default"
        size={44}
        radius="md"
        aria-label={t('quantity.increase', { name: label })}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
