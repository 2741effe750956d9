import { Group, NumberInput, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUR_DURATION_RANGES, type TourDurationRange } from '@shared/travel-terms';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import type { SearchParams } from '../search/search-params';
import { tourPriceRangeError, tourRegions } from './tour-filters';

/** The API's ceiling for a price filter. */
const MAX_PRICE_FILTER = 1_000_000;
/** Prices are typed in whole US dollars. */
const CURRENCY_SYMBOL = '$';
const ANY = 'any';

type TourFilterParams = Pick<SearchParams, 'days' | 'region' | 'minPrice' | 'maxPrice'>;

// The tours tab's filters: how long (1–3, 4–7, 8+ days), the price range (whole dollars) and the
// region, a country, park or city the catalogue's packages name.
export function TourFilters({ value, onChange, date }: { value: TourFilterParams; onChange: (patch: Partial<TourFilterParams>) => void; date?: string }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const durationLabel = useId();
  // Every package, unfiltered: the regions offered do not shrink as filters are chosen.
  const catalogue = trpc.tours.list.useQuery(date ? { date } : undefined);
  const regions = tourRegions(catalogue.data ?? []);
  if (value.region && !regions.includes(value.region)) regions.push(value.region);
  const priceInput = {
    placeholder: t('hotels.any'),
    leftSection: CURRENCY_SYMBOL,
    allowNegative: false,
    allowDecimal: false,
    max: MAX_PRICE_FILTER,
    clampBehavior: 'strict',
    hideControls: true,
    inputMode: 'numeric',
  } as const;
  const price = (typed: string | number) => (typed === '' ? undefined : Number(typed));
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={durationLabel}>
          {t('tours.filters.duration')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={durationLabel}
          value={value.days ?? ANY}
          onChange={(next) => onChange({ days: next === ANY ? undefined : (next as TourDurationRange) })}
          data={[
            { value: ANY, label: t('tours.filters.anyDuration') },
            ...(Object.keys(TOUR_DURATION_RANGES) as TourDurationRange[]).map((range) => ({ value: range, label: t(`tours.filters.days_${range}`) })),
          ]}
          styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
          data-testid="tour-duration"
        />
      </Stack>
      <Group grow gap="sm" align="flex-start">
        <NumberInput
          label={t('tours.filters.minPrice')}
          {...priceInput}
          value={value.minPrice ?? ''}
          onChange={(next) => onChange({ minPrice: price(next) })}
        />
        <NumberInput
          label={t('tours.filters.maxPrice')}
          {...priceInput}
          value={value.maxPrice ?? ''}
          error={tourPriceRangeError(value) ? t('tours.filters.maxBelowMin') : undefined}
          onChange={(next) => onChange({ maxPrice: price(next) })}
        />
      </Group>
      <NativeSelect
        label={t('tours.filters.region')}
        value={value.region ?? ''}
        onChange={(event) => onChange({ region: event.currentTarget.value || undefined })}
        data={[{ value: '', label: t('tours.filters.anyRegion') }, ...regions.map((region) => ({ value: region, label: format.place(region) }))]}
        styles={{ input: { minHeight: 44 } }}
        data-testid="tour-region"
      />
    </Stack>
  );
}
