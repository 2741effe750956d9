import { Autocomplete, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../shared/schemas/taxi';
import { trpc } from '../../lib/trpc';

/** A pickup or drop-off field: what is typed is looked up in the gazetteer as you type. */
export function PlaceField({
  label,
  placeholder,
  value,
  onChange,
  error,
  icon,
  cityId,
  onCity,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  icon: ReactNode;
  /** Once one end is chosen, the other is looked up in its city (rides stay in one city). */
  cityId?: string;
  /** The city of the place chosen, once the value is exactly a place's name. */
  onCity?: (cityId: string | undefined) => void;
}) {
  const { t } = useTranslation('taxi');
  const [query] = useDebouncedValue(value.trim(), 200);
  const places = trpc.taxi.places.useQuery({ query, city: cityId, limit: 6 }, { enabled: query.length > 0, placeholderData: keepPreviousData, staleTime: 5 * 60_000 });
  const byName = new Map<string, Place>((places.data ?? []).map((place) => [place.name, place]));
  const chosenCity = byName.get(value.trim())?.cityId;
  useEffect(() => {
    onCity?.(chosenCity);
  }, [chosenCity, onCity]);
  return (
    <Autocomplete
      label={label}
      placeholder={placeholder}
      leftSection={icon}
      value={value}
      onChange={onChange}
      error={error}
      data={[...byName.keys()]}
      filter={({ options }) => options}
      limit={6}
      autoComplete="off"
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const place = byName.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {option.value}
            </Text>
            {place && (
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {t('placeIn', { kind: t(`kinds.${place.kind}`), city: place.city })}
                  {place.iataCode ? ` · ${place.iataCode}` : ''}
                </Text>
              </Group>
            )}
          </Stack>
        );
      }}
    />
  );
}
