import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';

type Format = 'short' | 'medium';

/**
 * Mantine's date picker speaking the app's language: the value, month and weekday names, day
 * labels for screen readers and the arrows' names all come from Intl (i18n/format.ts), and
 * the week starts where the locale starts it. The calendar opens as a dialog on phones.
 */
export function DateField({ display = 'medium', ...props }: Omit<DatePickerInputProps, 'valueFormat' | 'type'> & { display?: Format }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = (date: string) => date.slice(0, 10);
  const shown = (date: unknown) => (typeof date === 'string' && date ? (display === 'short' ? format.shortDate(day(date)) : format.mediumDate(day(date))) : '');
  // Without a visible label the field is named 'Check-in, Dec 25': its name holds what it shows (WCAG 2.5.3).
  const ariaLabel = props['aria-label'] && props.value ? `${props['aria-label']}, ${shown(props.value)}` : props['aria-label'];
  return (
    <DatePickerInput
      dropdownType="modal"
      firstDayOfWeek={format.firstDayOfWeek}
      weekendDays={format.weekendDays}
      valueFormatter={({ date }) => shown(date)}
      monthLabelFormat={(date) => format.calendarMonth(day(date))}
      yearLabelFormat={(date) => format.year(day(date))}
      monthsListFormat={(date) => format.monthName(day(date), 'short')}
      yearsListFormat={(date) => format.year(day(date))}
      decadeLabelFormat={(start, end) => `${format.year(day(start))} – ${format.year(day(end))}`}
      weekdayFormat={(date) => format.weekdayShort(day(date))}
      getDayAriaLabel={(date) => format.fullDate(day(date))}
      // The month/year buttons are named by what they show ('December 2026'), not a label.
      ariaLabels={{
        nextMonth: t('calendar.nextMonth'),
        previousMonth: t('calendar.previousMonth'),
        nextYear: t('calendar.nextYear'),
        previousYear: t('calendar.previousYear'),
        nextDecade: t('calendar.nextDecade'),
        previousDecade: t('calendar.previousDecade'),
      }}
      modalProps={{ title: props.label ?? props['aria-label'], closeButtonProps: { 'aria-label': t('close') } }}
      {...props}
      aria-label={ariaLabel}
    />
  );
}
