import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelMap } from '@shared/schemas/hotels';
import { useFormat } from '../../../i18n/format';
import 'leaflet/dist/leaflet.css';
import '../../../components/offline-map.css';

const PIN =
  '<svg width="28" height="38" viewBox="0 0 28 38" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 38 14 38s14-13.7 14-24.1C28 6.2 21.7 0 14 0z" fill="#c92a2a" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>';

// Where a hotel is, on the taxi's offline map: Leaflet bundled with the app, no tiles unless
// MAP_TILE_URL is set (credited), the hotel's pin and the landmarks near it as labelled dots.
// Leaflet needs a browser: it loads after the page shows (the server renders the empty frame),
// and its markers take no focus: the page says where the hotel is in words.
export function LocationMap({ map, name, label }: { map: HotelMap; name: string; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const format = useFormat();
  const language = format.language;
  useEffect(() => {
    let leaflet: import('leaflet').Map | undefined;
    let cancelled = false;
    void Promise.all([import('leaflet'), import('../../../components/map-controls')]).then(([{ default: L }, { addLandmarks, addMapControls, escapeHtml }]) => {
      if (cancelled || !element.current) return;
      leaflet = L.map(element.current, { attributionControl: Boolean(map.tileUrl), zoomControl: false, zoomSnap: 0.25 });
      if (map.tileUrl) {
        leaflet.attributionControl.setPrefix(false);
        L.tileLayer(map.tileUrl, { attribution: map.tileAttribution ? escapeHtml(map.tileAttribution) : undefined, maxZoom: 19 }).addTo(leaflet);
      }
      addMapControls(leaflet, { t, language, formatNumber: format.number });
      addLandmarks(leaflet, map.landmarks, format.placeLabel);
      const icon = L.divIcon({ html: PIN, className: 'ride-map-pin', iconSize: [28, 38], iconAnchor: [14, 38] });
      L.marker([map.lat, map.lng], { icon, keyboard: false, interactive: false, title: name }).addTo(leaflet);
      const points: [number, number][] = [[map.lat, map.lng], ...map.landmarks.map((landmark): [number, number] => [landmark.lat, landmark.lng])];
      if (points.length > 1) leaflet.fitBounds(points, { paddingTopLeft: [24, 48], paddingBottomRight: [56, 36], maxZoom: 15 });
      else leaflet.setView([map.lat, map.lng], 14);
    });
    return () => {
      cancelled = true;
      leaflet?.remove();
    };
  }, [map, name, language, t, format.number, format.placeLabel]);
  return (
    <Box
      ref={element}
      className={`ride-map${map.tileUrl ? ' ride-map--tiles' : ''}`}
      role="region"
      aria-label={label}
      // Leaflet lays its panes and controls out left to right; the page around it may be Arabic.
      dir="ltr"
      data-testid="location-map"
    />
  );
}
