import { useState, type ComponentType, type FormEvent } from 'react';
import { ActionIcon, Group, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { IconBed, IconCar, IconMap2, IconPlane, IconSearch, IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { SEARCH_TYPES, type SearchType } from '../../../../shared/schemas/search';
import { useStartBooking } from '../booking/use-start-booking';
import { CarSearchTab } from '../cars/CarSearchTab';
import { FlightSearchTab } from '../flights/FlightSearchTab';
import { HotelSearchTab } from '../hotels/HotelSearchTab';
import { TourSearchTab } from '../tours/TourSearchTab';
import { parseSearchParams, searchParamsFor } from './search-params';
import type { SearchTabProps } from './tab-props';

const TABS: Record<SearchType, { label: string; icon: typeof IconBed; placeholder: string; Tab: ComponentType<SearchTabProps> }> = {
  hotels: { label: 'Hotels', icon: IconBed, placeholder: 'Where would you like to go?', Tab: HotelSearchTab },
  flights: { label: 'Flights', icon: IconPlane, placeholder: 'Destination or route, e.g. Dubai to Nairobi', Tab: FlightSearchTab },
  cars: { label: 'Cars', icon: IconCar, placeholder: 'Pickup city or location, e.g. Nairobi', Tab: CarSearchTab },
  tours: { label: 'Tours', icon: IconMap2, placeholder: 'Search tours, e.g. safari', Tab: TourSearchTab },
};

// /search (spec §2, made real): a text input and the Hotels, Flights, Cars and Tours tabs, all
// searching. The tab and the text live in the URL (?type=...&q=...), with Home's check-in and
// guests (?checkIn=...&guests=...) as the tabs' starting dates and party size.
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const search = parseSearchParams(params);
  const { startBooking, startingItemId } = useStartBooking();
  const setQuery = (q: string) => setParams(searchParamsFor({ ...search, q: q.trim() }), { replace: true });
  const setType = (type: SearchType) => setParams(searchParamsFor({ ...search, type }));
  const { Tab } = TABS[search.type];
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={24}>
        Search
      </Title>
      {/* Keyed by the URL's text: a new search (or a route picked in a tab) refills the box. */}
      <QueryBox key={`${search.type}|${search.q}`} initial={search.q} placeholder={TABS[search.type].placeholder} onSubmit={setQuery} />
      <Tabs value={search.type} onChange={(next) => next && (SEARCH_TYPES as readonly string[]).includes(next) && setType(next as SearchType)}>
        <Tabs.List grow>
          {SEARCH_TYPES.map((type) => {
            const Icon = TABS[type].icon;
            return (
              <Tabs.Tab key={type} value={type} px={6}>
                <Group gap={6} wrap="nowrap" justify="center">
                  <Icon size={16} aria-hidden />
                  {TABS[type].label}
                </Group>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {SEARCH_TYPES.map((type) => (
          <Tabs.Panel key={type} value={type} pt="md">
            {type === search.type && (
              <Tab
                key={`${search.checkIn}|${search.guests}`}
                q={search.q}
                checkIn={search.checkIn}
                guests={search.guests}
                onBook={startBooking}
                bookingItemId={startingItemId}
                onQueryChange={setQuery}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function QueryBox({ initial, placeholder, onSubmit }: { initial: string; placeholder: string; onSubmit: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <form onSubmit={submit} role="search">
      <TextInput
        aria-label="Search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        enterKeyHint="search"
        maxLength={100}
        leftSection={<IconSearch size={18} />}
        rightSectionWidth={72}
        rightSection={
          <>
            {text && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  onSubmit('');
                }}
              >
                <IconX size={16} />
              </ActionIcon>
            )}
            <ActionIcon type="submit" variant="filled" aria-label="Search now">
              <IconSearch size={16} />
            </ActionIcon>
          </>
        }
      />
    </form>
  );
}
