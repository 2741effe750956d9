import { useState, type ComponentType, type FormEvent } from 'react';
import { ActionIcon, Group, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { IconBed, IconCar, IconMap2, IconPlane, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SEARCH_TYPES } from '@shared/travel-terms';
import type { SearchType } from '@shared/schemas/search';
import { useStartBooking } from '../../../booking/start-booking';
import { CarSearchTab } from '../cars/CarSearchTab';
import { FlightSearchTab } from '../flights/FlightSearchTab';
import { HotelSearchTab } from '../hotels/HotelSearchTab';
import { TourSearchTab } from '../tours/TourSearchTab';
import { parseSearchParams, searchParamsFor, searchParamsForTab, type SearchParams } from './search-params';
import type { SearchTabProps } from './tab-props';
import { usePageTitle } from '../../../lib/page-title';

const TABS: Record<SearchType, { icon: typeof IconBed; Tab: ComponentType<SearchTabProps> }> = {
  hotels: { icon: IconBed, Tab: HotelSearchTab },
  flights: { icon: IconPlane, Tab: FlightSearchTab },
  cars: { icon: IconCar, Tab: CarSearchTab },
  tours: { icon: IconMap2, Tab: TourSearchTab },
};

// /search (made real): a text input and the Hotels, Flights, Cars and Tours tabs, all
// searching. Every choice lives in the URL (search-params.ts): the tab, the text, Home's
// check-in and guests, and each tab's filters, sort and list/map view, which the tabs read
// from it and write back.
export function SearchPage() {
  const { t } = useTranslation('travel');
  const [params, setParams] = useSearchParams();
  const search = parseSearchParams(params);
  const { startBooking, startingItemId } = useStartBooking();
  const change = (patch: Partial<SearchParams>, options: { push?: boolean } = {}) =>
    setParams(searchParamsFor({ ...search, ...patch }), { replace: !options.push });
  // A one-way drop-off belongs to the pickup it was chosen for: a new pickup text starts over.
  const setQuery = (q: string) => change({ q: q.trim(), ...(search.type === 'cars' && q.trim() !== search.q ? { dropoff: undefined } : {}) });
  const setType = (type: SearchType) => setParams(searchParamsFor(searchParamsForTab(search, type)));
  const { Tab } = TABS[search.type];
  usePageTitle(search.q ? t('search.pageTitle', { query: search.q }) : t('search.title'));
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={24}>
        {t('search.title')}
      </Title>
      {/* Keyed by the URL's text: a new search (or a route picked in a tab) refills the box. */}
      <QueryBox key={`${search.type}|${search.q}`} initial={search.q} placeholder={t(`search.placeholder.${search.type}`)} onSubmit={setQuery} />
      <Tabs value={search.type} onChange={(next) => next && (SEARCH_TYPES as readonly string[]).includes(next) && setType(next as SearchType)}>
        <Tabs.List grow>
          {SEARCH_TYPES.map((type) => {
            const Icon = TABS[type].icon;
            return (
              <Tabs.Tab key={type} value={type} px={6} mih={44}>
                <Group gap={6} wrap="nowrap" justify="center">
                  <Icon size={16} aria-hidden />
                  {t(`search.tabs.${type}`)}
                </Group>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {SEARCH_TYPES.map((type) => (
          <Tabs.Panel key={type} value={type} pt="md">
            {type === search.type && (
              <Tab search={search} onSearchChange={change} onBook={startBooking} bookingItemId={startingItemId} onQueryChange={setQuery} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function QueryBox({ initial, placeholder, onSubmit }: { initial: string; placeholder: string; onSubmit: (q: string) => void }) {
  const { t } = useTranslation('travel');
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <form onSubmit={submit} role="search">
      <TextInput
        aria-label={t('search.label')}
        size="lg"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        enterKeyHint="search"
        maxLength={100}
        leftSection={<IconSearch size={18} />}
        rightSectionWidth={text ? 96 : 52}
        rightSection={
          <Group gap={4} wrap="nowrap">
            {text && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size={44}
                aria-label={t('search.clear')}
                onClick={() => {
                  setText('');
                  onSubmit('');
                }}
              >
                <IconX size={16} />
              </ActionIcon>
            )}
            <ActionIcon type="submit" variant="filled" size={44} aria-label={t('search.submit')}>
              <IconSearch size={16} />
            </ActionIcon>
          </Group>
        }
      />
    </form>
  );
}
