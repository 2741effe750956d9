import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { addDays } from '../../../../shared/schemas/travel';
import type { SearchTabProps } from '../search/tab-props';
import { FiltersPanel } from '../ui/FiltersPanel';
import { plural, shortDate } from '../ui/dates';
import { clampGuests, defaultHotelFilters, hotelSearchInput, priceRangeError, type HotelFilterValues } from './hotel-filters';
import { HotelFilters } from './HotelFilters';
import { HotelResults } from './HotelResults';

function initialFilters(checkIn?: string, guests?: number): HotelFilterValues {
  const defaults = defaultHotelFilters();
  return {
    ...defaults,
    ...(checkIn ? { checkIn, checkOut: addDays(checkIn, 2) } : {}),
    ...(guests ? { guests: clampGuests(guests) } : {}),
  };
}

function priceSummary(filters: HotelFilterValues): string {
  if (filters.minPrice && filters.maxPrice) return `$${filters.minPrice}–$${filters.maxPrice}`;
  if (filters.minPrice) return `from $${filters.minPrice}`;
  if (filters.maxPrice) return `up to $${filters.maxPrice}`;
  return 'any price';
}

/** /search › Hotels: the destination searched (name or location) plus the dialog's filters. */
export function HotelSearchTab({ q, checkIn, guests, onBook, bookingItemId }: SearchTabProps) {
  const [filters, setFilters] = useState(() => initialFilters(checkIn, guests));
  const [searched] = useDebouncedValue(filters, 350);
  const summary = `${shortDate(filters.checkIn)} – ${shortDate(filters.checkOut)} · ${plural(filters.guests, 'guest')} · ${filters.rating}+ stars · ${priceSummary(filters)}`;
  return (
    <Stack gap="sm">
      <FiltersPanel summary={summary}>
        <HotelFilters value={filters} onChange={setFilters} />
      </FiltersPanel>
      {!priceRangeError(searched) && <HotelResults input={hotelSearchInput(searched, q)} onBook={onBook} bookingItemId={bookingItemId} />}
    </Stack>
  );
}
