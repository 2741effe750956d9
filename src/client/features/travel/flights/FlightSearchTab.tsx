import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Airport } from '../../../../shared/schemas/flights';
import { trpc } from '../../../lib/trpc';
import type { SearchTabProps } from '../search/tab-props';
import { FiltersPanel } from '../ui/FiltersPanel';
import { shortDate } from '../ui/dates';
import { QueryStatus } from '../ui/QueryStatus';
import { cabinClassLabel } from './FlightCard';
import { FlightFilters } from './FlightFilters';
import { FlightResults } from './FlightResults';
import { clampPassengers, defaultFlightFilters, flightSearchInput, passengersLabel, type FlightFilterValues } from './flight-filters';
import { matchAirports, routeText, splitRouteText } from './flight-route';

type Side = 'from' | 'to';
type SideMatch = { side: Side; text: string; airports: Airport[] };

/**
 * /search › Flights: the text searched is the route ('Zanzibar', 'Dubai to Nairobi'); each side
 * must name one airport. The From and To selects write the route back into the text, so the
 * URL always says what is shown.
 */
export function FlightSearchTab({ q, checkIn, guests, onBook, bookingItemId, onQueryChange }: SearchTabProps) {
  const airports = trpc.flights.airports.useQuery();
  const [options, setOptions] = useState(() => {
    const defaults = defaultFlightFilters();
    return { date: checkIn ?? defaults.date, passengers: guests ? clampPassengers(guests) : defaults.passengers, cabinClass: defaults.cabinClass };
  });
  if (!airports.data) return <QueryStatus label="airports" isPending={airports.isPending} error={airports.error} onRetry={() => void airports.refetch()} />;

  const route = splitRouteText(q);
  const sides: SideMatch[] = (['from', 'to'] as const).flatMap((side) => {
    const text = route[side];
    return text ? [{ side, text, airports: matchAirports(text, airports.data) }] : [];
  });
  const unresolved = sides.filter((match) => match.airports.length !== 1);
  const codeOf = (side: Side) => sides.find((match) => match.side === side && match.airports.length === 1)?.airports[0].code ?? '';
  const filters: FlightFilterValues = { ...options, from: codeOf('from'), to: codeOf('to') };

  const onChange = ({ from, to, ...rest }: FlightFilterValues) => {
    setOptions(rest);
    if (from !== filters.from || to !== filters.to) onQueryChange(routeText(from, to));
  };
  const choose = (side: Side, code: string) => onQueryChange(routeText(side === 'from' ? code : filters.from, side === 'to' ? code : filters.to));

  const summary = `${filters.from || 'Anywhere'} → ${filters.to || 'Anywhere'} · ${shortDate(filters.date)} · ${passengersLabel(filters.passengers)} · ${cabinClassLabel(filters.cabinClass)}`;
  return (
    <Stack gap="sm">
      <FiltersPanel summary={summary}>
        <FlightFilters value={filters} onChange={onChange} />
      </FiltersPanel>
      {unresolved.map((match) => (
        <Alert key={match.side} color="yellow" title={match.airports.length === 0 ? `No airport matches '${match.text}'` : `'${match.text}' matches several airports`}>
          {match.airports.length === 0 ? (
            <Text size="sm">Try a city or an airport code, like Nairobi or NBO.</Text>
          ) : (
            <Stack gap="xs">
              <Text size="sm">Choose where you fly {match.side}:</Text>
              <Group gap="xs">
                {match.airports.map((airport) => (
                  <Button key={airport.code} size="compact-sm" variant="light" onClick={() => choose(match.side, airport.code)}>
                    {airport.label}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
        </Alert>
      ))}
      {unresolved.length === 0 ? <FlightResults input={flightSearchInput(filters)} onBook={onBook} bookingItemId={bookingItemId} /> : null}
    </Stack>
  );
}
