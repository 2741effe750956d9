import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

/** A labelled count ('Adults 2') with thumb-sized − and + buttons, from `min` to `max`. */
export function CountStepper({
  label,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const labelId = useId();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="group" aria-labelledby={labelId} data-testid={testId}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size={44}
          radius="md"
          aria-label={t('party.fewer', { name: label })}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <IconMinus size={18} aria-hidden />
        </ActionIcon>
        <Text fw={700} miw={32} ta="center" aria-live="polite" data-testid={testId && `${testId}-value`}>
          {format.number(value)}
        </Text>
        <ActionIcon
          variant="default"
          size={44}
          radius="md"
          aria-label={t('party.more', { name: label })}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
