import { useEffect, useRef, useState } from 'react';
import { Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../../components/offline-map.css';
import { useTranslation } from 'react-i18next';
import type { LatLngView, TaxiCityView } from '@shared/schemas/taxi';
import { addLandmarks, addMapControls, escapeHtml } from '../../components/map-controls';
import { useFormat } from '../../i18n/format';
import { trpc } from '../../lib/trpc';

// Dropping a pin: the city's places are drawn as labelled dots (the map is offline by default,
// without tiles), the pin starts at the city's centre (or the point already chosen) and moves
// where the map is tapped or where it is dragged. The chosen point is labelled by the server.

const PIN =
  '<svg width="28" height="38" viewBox="0 0 28 38" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 38 14 38s14-13.7 14-24.1C28 6.2 21.7 0 14 0z" fill="#1971c2" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>';
const round = (value: number) => Math.round(value * 100_000) / 100_000;

export function PinMap({
  cities,
  initialCityId,
  initialPoint,
  tileUrl,
  tileAttribution,
  onPick,
  onCancel,
  busy,
}: {
  cities: TaxiCityView[];
  initialCityId?: string;
  initialPoint?: LatLngView;
  tileUrl: string | null;
  tileAttribution: string | null;
  onPick: (point: LatLngView) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('taxi');
  const format = useFormat();
  const language = format.language;
  const element = useRef<HTMLDivElement>(null);
  const [cityId, setCityId] = useState(initialCityId ?? cities[0]?.id);
  const city = cities.find((entry) => entry.id === cityId) ?? cities[0];
  const [pin, setPin] = useState<LatLngView>(initialPoint ?? { lat: city.lat, lng: city.lng });
  const places = trpc.taxi.places.useQuery({ city: city.id, limit: 20 }, { staleTime: 5 * 60_000 });

  useEffect(() => {
    if (!element.current) return;
    const start = initialPoint && cityId === initialCityId ? initialPoint : { lat: city.lat, lng: city.lng };
    setPin(start);
    const leaflet = L.map(element.current, { attributionControl: Boolean(tileUrl), zoomControl: false }).setView([start.lat, start.lng], 12);
    if (tileUrl) {
      leaflet.attributionControl.setPrefix(false);
      L.tileLayer(tileUrl, { attribution: tileAttribution ? escapeHtml(tileAttribution) : undefined, maxZoom: 19 }).addTo(leaflet);
    }
    addMapControls(leaflet, { t, language, formatNumber: format.number });
    addLandmarks(leaflet, places.data ?? [], format.placeLabel);
    const marker = L.marker([start.lat, start.lng], {
      icon: L.divIcon({ html: PIN, className: 'ride-map-pin', iconSize: [28, 38], iconAnchor: [14, 38] }),
      draggable: true,
      keyboard: false,
      zIndexOffset: 1000,
    }).addTo(leaflet);
    const move = (at: L.LatLng) => {
      marker.setLatLng(at);
      setPin({ lat: round(at.lat), lng: round(at.lng) });
    };
    marker.on('dragend', () => move(marker.getLatLng()));
    leaflet.on('click', (event: L.LeafletMouseEvent) => move(event.latlng));
    return () => {
      leaflet.remove();
    };
    // The map is rebuilt for another city, once its places have loaded, and in another language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [city.id, places.data, tileUrl, tileAttribution, language]);

  return (
    <Stack gap="xs" data-testid="pin-map">
      <Select
        label={t('pin.city')}
        data={cities.map((entry) => ({ value: entry.id, label: format.place(entry.name) }))}
        value={city.id}
        onChange={(value) => value && setCityId(value)}
        allowDeselect={false}
      />
      <Box
        ref={element}
        className={`ride-map pin-map${tileUrl ? ' ride-map--tiles' : ''}`}
        role="region"
        aria-label={t('pin.mapLabel')}
        dir="ltr"
        data-pin={`${pin.lat},${pin.lng}`}
      />
      <Text size="xs" c="dimmed">
        {t('pin.hint')}
      </Text>
      <Group grow gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('pin.cancel')}
        </Button>
        <Button onClick={() => onPick(pin)} loading={busy}>
          {t('pin.use')}
        </Button>
      </Group>
    </Stack>
  );
}
