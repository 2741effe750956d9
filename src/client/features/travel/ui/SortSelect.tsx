import { NativeSelect } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A result list's order, as Booking.com offers it: a native select (the phone's own picker,
 * no code to load). `sorts` are the tab's orders; with `defaultLabel` an empty choice stands
 * for the list's own order ('Recommended'), else the first sort is the default.
 */
export function SortSelect<S extends string>({
  sorts,
  value,
  onChange,
  withDefault = true,
}: {
  sorts: readonly S[];
  value?: S;
  onChange: (sort: S | undefined) => void;
  withDefault?: boolean;
}) {
  const { t } = useTranslation('travel');
  const data = [
    ...(withDefault ? [{ value: '', label: t('search.sort.default') }] : []),
    ...sorts.map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) })),
  ];
  return (
    <NativeSelect
      label={t('search.sort.label')}
      data={data}
      value={value ?? (withDefault ? '' : sorts[0])}
      onChange={(event) => onChange((event.currentTarget.value || undefined) as S | undefined)}
      leftSection={<IconArrowsSort size={16} aria-hidden />}
      styles={{ input: { minHeight: 44 } }}
      data-testid="sort-select"
    />
  );
}
