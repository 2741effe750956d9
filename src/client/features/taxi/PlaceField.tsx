import { Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCurrentLocation, IconMapPinPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLngView, Place } from '@shared/schemas/taxi';
import { useFormat } from '../../i18n/format';
import { serverMessage } from '../../lib/errors';
import { lazyComponent } from '../../lib/lazy-component';
import { trpc } from '../../lib/trpc';

const PinMap = lazyComponent(() => import('./PinMap'), 'PinMap');

/** A point chosen by location or pin: its label (from the server), coordinates and city. */
export interface ChosenPoint extends LatLngView {
  label: string;
  cityId: string;
}

/** "lat: This point is outside …" → "This point is outside …" (the field is where it is shown). */
const withoutFieldName = (message: string) => message.replace(/^[A-Za-z.]+: /, '');

/**
 * A pickup or drop-off field: what is typed is looked up in the gazetteer as you type (a place,
 * or any street address, resolved by the server); or the browser's current location (asked only
 * when tapped), or a pin dropped on the map.
 */
export function PlaceField({
  label,
  placeholder,
  value,
  onChange,
  point,
  onPoint,
  error,
  icon,
  cityId,
  onCity,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Set when the value is the label of a location or a pin; typing clears it. */
  point?: LatLngView;
  onPoint: (point: ChosenPoint) => void;
  error?: ReactNode;
  icon: ReactNode;
  /** Once one end is chosen, the other is looked up in its city (rides stay in one city). */
  cityId?: string;
  /** The city of the place chosen, once the value is exactly a place's name. */
  onCity?: (cityId: string | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation('taxi');
  const format = useFormat();
  const utils = trpc.useUtils();
  const [query] = useDebouncedValue(value.trim(), 200);
  const [locating, setLocating] = useState(false);
  const [picking, setPicking] = useState(false);
  const [labelling, setLabelling] = useState(false);
  const [problem, setProblem] = useState<string>();
  const places = trpc.taxi.places.useQuery(
    { query, city: cityId, limit: 6 },
    { enabled: query.length > 0 && !point, placeholderData: keepPreviousData, staleTime: 5 * 60_000 },
  );
  const cities = trpc.taxi.cities.useQuery(undefined, { enabled: picking, staleTime: 60 * 60_000 });
  const byName = new Map<string, Place>((places.data ?? []).map((place) => [place.name, place]));
  const chosenCity = byName.get(value.trim())?.cityId;
  useEffect(() => {
    if (!point) onCity?.(chosenCity);
  }, [chosenCity, onCity, point]);

  /** Asks the server for the point's label (and whether it is served), then takes it. */
  const choose = async (at: LatLngView) => {
    setProblem(undefined);
    setLabelling(true);
    try {
      const found = await utils.taxi.nearest.fetch({ lat: at.lat, lng: at.lng });
      onPoint({ label: found.label, lat: found.lat, lng: found.lng, cityId: found.cityId });
      onCity?.(found.cityId);
      setPicking(false);
    } catch (failure) {
      setProblem(withoutFieldName(serverMessage(failure) ?? t('location.unavailable')));
    } finally {
      setLabelling(false);
    }
  };

  const locate = () => {
    setProblem(undefined);
    if (!('geolocation' in navigator)) {
      setProblem(t('location.unsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void choose({ lat: position.coords.latitude, lng: position.coords.longitude }).finally(() => setLocating(false));
      },
      (failure) => {
        setLocating(false);
        setProblem(failure.code === failure.PERMISSION_DENIED ? t('location.denied') : t('location.unavailable'));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <Stack gap={6} data-testid={testId}>
      <Autocomplete
        label={label}
        placeholder={placeholder}
        leftSection={icon}
        value={value}
        onChange={onChange}
        error={error ?? problem}
        description={point ? t('location.exactPoint') : undefined}
        data={point ? [] : [...byName.keys()]}
        filter={({ options }) => options}
        limit={6}
        autoComplete="off"
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option }) => {
          const place = byName.get(option.value);
          return (
            <Stack gap={0}>
              {/* The taxi catalogue's landmark names are proper names, kept as written (English). */}
              <Text size="sm" fw={600} lang="en">
                {option.value}
              </Text>
              {place && (
                <Group gap={4}>
                  <Text size="xs" c="dimmed">
                    {t('placeIn', { kind: t(`kinds.${place.kind}`), city: format.place(place.city) })}
                    {place.iataCode ? ` · ${place.iataCode}` : ''}
                  </Text>
                </Group>
              )}
            </Stack>
          );
        }}
      />
      <Group gap="xs" grow>
        <Button variant="light" size="sm" mih={44} leftSection={<IconCurrentLocation size={16} aria-hidden />} loading={locating} onClick={locate}>
          {t('location.useMine')}
        </Button>
        <Button
          variant="light"
          size="sm"
          mih={44}
          leftSection={<IconMapPinPlus size={16} aria-hidden />}
          onClick={() => setPicking((open) => !open)}
          aria-expanded={picking}
        >
          {t('pin.open')}
        </Button>
      </Group>
      {picking && cities.data && (
        <Suspense fallback={null}>
          <PinMap
            cities={cities.data.cities}
            tileUrl={cities.data.tileUrl}
            tileAttribution={cities.data.tileAttribution}
            initialCityId={cityId ?? chosenCity}
            initialPoint={point}
            busy={labelling}
            onPick={(at) => void choose(at)}
            onCancel={() => setPicking(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
