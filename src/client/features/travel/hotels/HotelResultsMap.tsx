import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Hotel, HotelSearchRequest } from '@shared/schemas/hotels';
import { useFormat } from '../../../i18n/format';
import { usePriceFormat } from '../../../lib/display-currency';
import { trpc } from '../../../lib/trpc';
import { useDeferredData } from '../../../lib/deferred-data';
import { NothingFound, QueryStatus } from '../../../components/QueryStatus';
import { Price } from '../../../components/Price';
import { hotelStayPath } from './stay-params';
import 'leaflet/dist/leaflet.css';
import '../../../components/offline-map.css';

type PlacedHotel = Hotel & { position: NonNullable<Hotel['position']> };

/**
 * /search › Hotels › Map: the hotels found (the first page of up to 50, in the order chosen) as
 * price markers on the offline map the hotel page uses (Leaflet bundled, no tiles unless
 * MAP_TILE_URL is set). A marker is a button: tapped, or reached with Tab and Enter, it shows
 * the hotel's name and price under the map with a link to its page for the same stay and party.
 */
export function HotelResultsMap({ input }: { input: HotelSearchRequest }) {
  const { t } = useTranslation('travel');
  const query = trpc.hotels.search.useQuery(input);
  const { data: page, arriving } = useDeferredData(query.data);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Only hotels with rooms that fit the party searched, as the list shows them; kept while the
  // answer is the same, so choosing a marker does not redraw the map.
  const offered = useMemo(() => (page?.items ?? []).filter((hotel) => hotel.roomsForParty), [page]);
  const placed = useMemo(() => offered.filter((hotel): hotel is PlacedHotel => Boolean(hotel.position)), [offered]);
  if (!page) return <QueryStatus label={t('things.hotels')} isPending={query.isPending || arriving} error={query.error} onRetry={() => void query.refetch()} />;
  const selected = placed.find((hotel) => hotel.id === selectedId);
  if (offered.length === 0) return <NothingFound title={t('hotels.noneTitle')}>{t('hotels.noneText')}</NothingFound>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {[t('count.hotel', { count: page.total }), t('search.map.hint')].join(' · ')}
      </Text>
      {placed.length > 0 && <ResultsMap hotels={placed} selectedId={selectedId} onSelect={setSelectedId} />}
      <div aria-live="polite">{selected && <SelectedHotel hotel={selected} input={input} onClose={() => setSelectedId(null)} />}</div>
      {offered.length > placed.length && (
        <Text size="xs" c="dimmed">
          {t('search.map.unplaced', { count: offered.length - placed.length })}
        </Text>
      )}
      {page.total > page.items.length && (
        <Text size="xs" c="dimmed">
          {t('search.map.firstOnly', { count: page.items.length })}
        </Text>
      )}
    </Stack>
  );
}

/** The Leaflet map: one price marker per hotel, focusable in the results' order. */
function ResultsMap({ hotels, selectedId, onSelect }: { hotels: PlacedHotel[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const prices = usePriceFormat();
  const element = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, import('leaflet').Marker>());
  const language = format.language;
  useEffect(() => {
    let leaflet: import('leaflet').Map | undefined;
    let cancelled = false;
    const placed = markers.current;
    void Promise.all([import('leaflet'), import('../../../components/map-controls')]).then(([{ default: L }, { addMapControls, escapeHtml }]) => {
      if (cancelled || !element.current) return;
      leaflet = L.map(element.current, { attributionControl: false, zoomControl: false, zoomSnap: 0.25 });
      addMapControls(leaflet, { t, language, formatNumber: format.number });
      // The view first: Leaflet adds markers (and makes their elements) once the map has one.
      const points = hotels.map((hotel): [number, number] => [hotel.position.lat, hotel.position.lng]);
      if (points.length > 1) leaflet.fitBounds(points, { padding: [48, 56], maxZoom: 15 });
      else leaflet.setView(points[0], 14);
      for (const hotel of hotels) {
        const price = prices.money(hotel.pricePerNight, hotel.currency);
        const icon = L.divIcon({
          html: `<span class="hotel-map-price">${escapeHtml(price)}</span>`,
          className: 'hotel-map-marker',
          iconSize: [84, 44],
          iconAnchor: [42, 44],
        });
        const marker = L.marker([hotel.position.lat, hotel.position.lng], { icon, keyboard: true, riseOnHover: true })
          .on('click', () => onSelect(hotel.id))
          .addTo(leaflet);
        const markerElement = marker.getElement();
        markerElement?.setAttribute('aria-label', t('search.map.marker', { name: hotel.name, price }));
        markerElement?.setAttribute('data-testid', 'hotel-marker');
        // A marker is a button: Enter and Space choose it as a tap does.
        markerElement?.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          onSelect(hotel.id);
        });
        placed.set(hotel.id, marker);
      }
    });
    return () => {
      cancelled = true;
      placed.clear();
      leaflet?.remove();
    };
  }, [hotels, onSelect, language, t, format.number, prices]);
  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const chosen = id === selectedId;
      marker.getElement()?.classList.toggle('is-selected', chosen);
      marker.getElement()?.setAttribute('aria-pressed', String(chosen));
      marker.setZIndexOffset(chosen ? 1000 : 0);
    }
  });
  return (
    <Box
      ref={element}
      className="ride-map hotel-results-map"
      role="region"
      aria-label={t('search.map.label')}
      // Leaflet lays its panes and controls out left to right; the page around it may be Arabic.
      dir="ltr"
      data-testid="hotel-results-map"
    />
  );
}

/** The hotel a marker showed: its name, where it is, its price and the link to its page. */
function SelectedHotel({ hotel, input, onClose }: { hotel: PlacedHotel; input: HotelSearchRequest; onClose: () => void }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const total = hotel.roomsForParty?.totalAmount;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={hotel.name} data-testid="map-selected-hotel">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700}>{hotel.name}</Text>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={14} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm" lineClamp={1}>
              {format.place(hotel.location)}
            </Text>
          </Group>
          <Text size="sm">
            <Text span fw={700}>
              <Price amount={hotel.pricePerNight} currency={hotel.currency} baseOnTap={false} />
            </Text>{' '}
            {t('hotels.perNight')}
            {total && (
              <>
                {' · '}
                <Price amount={total} currency={hotel.currency} baseOnTap={false} /> {t('search.map.forStayShort')}
              </>
            )}
          </Text>
        </Stack>
        <ActionIcon variant="subtle" color="gray" size={44} aria-label={t('search.map.close')} onClick={onClose}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Button component={Link} to={hotelStayPath(hotel, input.guests, input.childAges)} mt="xs" h={44} fullWidth>
        {t('search.map.open')}
      </Button>
    </Paper>
  );
}
