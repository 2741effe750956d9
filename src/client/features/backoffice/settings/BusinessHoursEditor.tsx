import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { referenceDate } from '../../../../shared/business-hours';
import type { OpeningHours } from '../../../../shared/schemas/branding';
import { useFormat } from '../../../i18n/format';

/** Monday to Sunday: open or closed, and from when to when. */
export function BusinessHoursEditor({ value, onChange, errors }: { value: OpeningHours[]; onChange: (hours: OpeningHours[]) => void; errors: Record<string, string> }) {
  const { t } = useTranslation('backoffice');
  const format = useFormat();
  const update = (index: number, change: Partial<OpeningHours>) => onChange(value.map((day, i) => (i === index ? { ...day, ...change } : day)));
  return (
    <Stack gap={6}>
      {value.map((day, index) => {
        const name = format.weekdayShort(referenceDate(day.day));
        const open = day.open !== null;
        return (
          <Group key={day.day} gap="sm" wrap="wrap" align="center" data-testid="hours-row">
            <Text fw={600} size="sm" w={48}>
              {name}
            </Text>
            <Checkbox label={t('settings.open')} checked={open} onChange={(e) => update(index, e.currentTarget.checked ? { open: '09:00', close: '17:00' } : { open: null, close: null })} aria-label={t('settings.openOn', { day: name })} />
            {open ? (
              <>
                <TimeInput aria-label={t('settings.opensOn', { day: name })} value={day.open ?? ''} onChange={(e) => update(index, { open: e.currentTarget.value || null })} w={110} error={errors[`businessHours.${index}.open`]} />
                <TimeInput aria-label={t('settings.closesOn', { day: name })} value={day.close ?? ''} onChange={(e) => update(index, { close: e.currentTarget.value || null })} w={110} error={errors[`businessHours.${index}.close`]} />
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('common:hours.closed')}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
