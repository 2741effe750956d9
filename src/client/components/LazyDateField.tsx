import { Suspense, useEffect, useRef, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { InputBase } from '@mantine/core';
import { useFormat } from '../i18n/format';
import { lazyComponent } from '../lib/lazy-component';
import type { DateField as DateFieldType } from './DateField';

// The calendar (@mantine/dates and its modal) downloads on the first tap of the field.
const DateField = lazyComponent(() => import('./DateField'), 'DateField');

type DateFieldProps = ComponentProps<typeof DateFieldType>;

interface LazyDateFieldProps {
  'aria-label': string;
  value: string | null;
  onChange: (value: string | null) => void;
  minDate?: string;
  leftSection?: ReactNode;
  display?: 'short' | 'medium';
  style?: CSSProperties;
}

/**
 * A DateField (components/DateField.tsx) for the first screen: until it is tapped it is a
 * button that looks like the field and shows the same value under the same name; the first
 * tap loads the real picker and opens its calendar.
 */
export function LazyDateField(props: LazyDateFieldProps) {
  const [wanted, setWanted] = useState(false);
  const stand = <DateFieldStandIn {...props} onOpen={() => setWanted(true)} />;
  if (!wanted) return stand;
  return (
    <Suspense fallback={stand}>
      <OpeningDateField {...props} />
    </Suspense>
  );
}

function DateFieldStandIn({ value, display = 'medium', onOpen, leftSection, style, ...props }: LazyDateFieldProps & { onOpen: () => void }) {
  const format = useFormat();
  const shown = value ? (display === 'short' ? format.shortDate(value) : format.mediumDate(value)) : '';
  return (
    <InputBase
      component="button"
      type="button"
      pointer
      leftSection={leftSection}
      style={style}
      aria-label={value ? `${props['aria-label']}, ${shown}` : props['aria-label']}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {shown}
    </InputBase>
  );
}

/** The real field, opened as soon as it has loaded (the tap that loaded it meant to open it). */
function OpeningDateField({ onChange, ...props }: LazyDateFieldProps) {
  const input = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.click();
  }, []);
  const fieldProps: DateFieldProps = { ...props, onChange: (value) => onChange(value as string | null), ref: input };
  return <DateField {...fieldProps} />;
}
