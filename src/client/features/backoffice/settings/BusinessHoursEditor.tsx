import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { referenceDate } from '@shared/business-hours';
import type { OpeningHours } from '@shared/schemas/branding';
import { useFormat } from '../../../i18n/format';
import { TOUCH_LABEL } from '../../../components/touch-label';

/** Monday to Sunday: open or closed, and from when to when. */
export function BusinessHoursEditor({ value, onChange, errors }: { value: OpeningHours[]; onChange: (hours: OpeningHours[]) => void; errors: FormErrors }) {
  const { t } = useTranslation('backoffice');
  const format = useFormat();
  const update = (index: number, change: Partial<OpeningHours>) => onChange(value.map((day, i) => (i === index ? { ...day, ...change } : day)));
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('settings.hoursHint')}
      </Text>
      {value.map((day, index) => {
        const name = format.weekdayShort(referenceDate(day.day));
        const open = day.open !== null;
        return (
          <Group key={day.day} gap="xs" wrap="nowrap" align="center" data-testid="hours-row">
            <Checkbox
              label={name}
              checked={open}
              onChange={(e) => update(index, e.currentTarget.checked ? { open: '09:00', close: '17:00' } : { open: null, close: null })}
              aria-label={t('settings.openOn', { day: name })}
              styles={TOUCH_LABEL}
              w={92}
              fw={600}
            />
            {open ? (
              <>
                <TimeInput
                  aria-label={t('settings.opensOn', { day: name })}
                  value={day.open ?? ''}
                  onChange={(e) => update(index, { open: e.currentTarget.value || null })}
                  style={{ flex: '1 1 0', minWidth: 0, maxWidth: 140 }}
                  error={errors[`businessHours.${index}.open`]}
                />
                <TimeInput
                  aria-label={t('settings.closesOn', { day: name })}
                  value={day.close ?? ''}
                  onChange={(e) => update(index, { close: e.currentTarget.value || null })}
                  style={{ flex: '1 1 0', minWidth: 0, maxWidth: 140 }}
                  error={errors[`businessHours.${index}.close`]}
                />
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
