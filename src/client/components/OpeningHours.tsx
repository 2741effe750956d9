import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupOpeningHours, referenceDate, shortClock } from '@shared/business-hours';
import type { OpeningHours as OpeningHoursDay } from '@shared/schemas/branding';
import { useFormat } from '../i18n/format';

/** A brand's business hours as the spec writes them ('Mon-Fri 9:00-18:00'), day names in the reader's language. */
export function OpeningHours({ days, emergencySupport }: { days: readonly OpeningHoursDay[]; emergencySupport: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dayName = (day: OpeningHoursDay['day']) => format.weekdayShort(referenceDate(day));
  return (
    <>
      {groupOpeningHours(days).map((line) => (
        <Text size="sm" key={line.from} data-testid="opening-hours">
          {line.from === line.to ? dayName(line.from) : t('hours.dayRange', { from: dayName(line.from), to: dayName(line.to) })}{' '}
          {line.open && line.close ? <span dir="ltr">{`${shortClock(line.open)}-${shortClock(line.close)}`}</span> : t('hours.closed')}
        </Text>
      ))}
      {emergencySupport && <Text size="sm">{t('hours.emergency')}</Text>}
    </>
  );
}
