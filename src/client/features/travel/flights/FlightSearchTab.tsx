import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Airport } from '@shared/schemas/flights';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import type { SearchTabProps } from '../search/tab-props';
import { FiltersPanel } from '../ui/FiltersPanel';
import { lazyComponent } from '../../../lib/lazy-component';
import { QueryStatus } from '../../../components/QueryStatus';
import { SortSelect } from '../ui/SortSelect';
import { FLIGHT_SORTS, type FlightSort } from '@shared/travel-terms';
import { FlightResults } from './FlightResults';
import { clampPassengers, defaultFlightFilters, flightSearchInput, type FlightFilterValues } from './flight-filters';
import { cabinClassLabel, passengersLabel } from './flight-text';
import { matchAirports, routeText, splitRouteText } from './flight-route';

// Loaded on the first opening of the filters (FiltersPanel).
const FlightFilters = lazyComponent(() => import('./FlightFilters'), 'FlightFilters');

type Side = 'from' | 'to';
type SideMatch = { side: Side; text: string; airports: Airport[] };

/**
 * /search › Flights: the text searched is the route ('Zanzibar', 'Dubai to Nairobi'); each side
 * must name one airport. The From and To selects write the route back into the text, so the
 * URL always says what is shown.
 */
export function FlightSearchTab({ search, onSearchChange, onBook, bookingItemId, onQueryChange }: SearchTabProps) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const airports = trpc.flights.airports.useQuery();
  const q = search.q;
  const defaults = defaultFlightFilters();
  // The date, passengers and class are the URL's (the date is its checkIn; Home's guests are the passengers until chosen here).
  const options = {
    date: search.checkIn ?? defaults.date,
    passengers: search.passengers ?? (search.guests ? clampPassengers(search.guests) : defaults.passengers),
    cabinClass: search.cabinClass ?? defaults.cabinClass,
  };
  const sort = search.sort as FlightSort | undefined;
  if (!airports.data)
    return <QueryStatus label={t('things.airports')} isPending={airports.isPending} error={airports.error} onRetry={() => void airports.refetch()} />;

  const route = splitRouteText(q);
  const sides: SideMatch[] = (['from', 'to'] as const).flatMap((side) => {
    const text = route[side];
    return text ? [{ side, text, airports: matchAirports(text, airports.data, format.place) }] : [];
  });
  const unresolved = sides.filter((match) => match.airports.length !== 1);
  const codeOf = (side: Side) => sides.find((match) => match.side === side && match.airports.length === 1)?.airports[0].code ?? '';
  const filters: FlightFilterValues = { ...options, from: codeOf('from'), to: codeOf('to') };

  const onChange = ({ from, to, date, passengers, cabinClass }: FlightFilterValues) =>
    onSearchChange({
      checkIn: date,
      passengers,
      cabinClass,
      guests: undefined,
      ...(from !== filters.from || to !== filters.to ? { q: routeText(from, to) } : {}),
    });
  const choose = (side: Side, code: string) => onQueryChange(routeText(side === 'from' ? code : filters.from, side === 'to' ? code : filters.to));

  // In Arabic the route reads right to left: the marks keep the arrow pointing from origin to destination.
  const arrow = format.language === 'ar' ? '\u200F←\u200F' : '→';
  const routeSummary = `${filters.from ? format.place(filters.from) : t('flights.anywhere')} ${arrow} ${filters.to ? format.place(filters.to) : t('flights.anywhere')}`;
  const summary = [routeSummary, format.shortDate(filters.date), passengersLabel(t, filters.passengers), cabinClassLabel(t, filters.cabinClass)].join(' · ');
  return (
    <Stack gap="sm">
      <FiltersPanel summary={summary}>
        <FlightFilters value={filters} onChange={onChange} />
      </FiltersPanel>
      {unresolved.map((match) => (
        <Alert
          key={match.side}
          color="yellow"
          title={match.airports.length === 0 ? t('flights.noMatch', { text: match.text }) : t('flights.severalMatches', { text: match.text })}
        >
          {match.airports.length === 0 ? (
            <Text size="sm">{t('flights.tryCity')}</Text>
          ) : (
            <Stack gap="xs">
              <Text size="sm">{match.side === 'from' ? t('flights.chooseFrom') : t('flights.chooseTo')}</Text>
              <Group gap="xs">
                {match.airports.map((airport) => (
                  <Button key={airport.code} h={44} variant="light" onClick={() => choose(match.side, airport.code)}>
                    {format.place(airport.label)}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
        </Alert>
      ))}
      <SortSelect sorts={FLIGHT_SORTS} withDefault={false} value={sort} onChange={(next) => onSearchChange({ sort: next }, { push: true })} />
      {unresolved.length === 0 ? <FlightResults input={{ ...flightSearchInput(filters), sort }} onBook={onBook} bookingItemId={bookingItemId} /> : null}
    </Stack>
  );
}
