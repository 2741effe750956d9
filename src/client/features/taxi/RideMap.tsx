import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import L from 'leaflet';
import { useTranslation } from 'react-i18next';
import 'leaflet/dist/leaflet.css';
import '../../components/offline-map.css';
import { distanceKm } from '@shared/geo';
import type { LatLngView, RideMap as RideMapData } from '@shared/schemas/taxi';
import { addLandmarks, addMapControls, escapeHtml } from '../../components/map-controls';
import { useFormat } from '../../i18n/format';

// Leaflet, bundled with the app (no CDN). Markers are drawn with inline SVG (no image files,
// which Leaflet would otherwise fetch by URL) and take no focus: the screen states the same
// facts in text. With MAP_TILE_URL the tiles come from there, credited; without, none at all.

const PIN = (colour: string) =>
  `<svg width="28" height="38" viewBox="0 0 28 38" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 38 14 38s14-13.7 14-24.1C28 6.2 21.7 0 14 0z" fill="${colour}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;
const CAR =
  '<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 17h-2v-6l2-5h9l4 5h1a2 2 0 0 1 2 2v4h-2"/><circle cx="7" cy="17" r="2"/><circle cx="17" cy="17" r="2"/><path d="M9 17h6"/></svg>';

const pinIcon = (colour: string) => L.divIcon({ html: PIN(colour), className: 'ride-map-pin', iconSize: [28, 38], iconAnchor: [14, 38] });
const carIcon = L.divIcon({ html: CAR, className: 'ride-map-car', iconSize: [34, 34], iconAnchor: [17, 17] });
const toLatLng = (point: LatLngView): L.LatLngTuple => [point.lat, point.lng];
/** Landmarks this close to either end frame the view; one at a pin is the pin itself. */
const NEARBY_KM = 3;
const AT_PIN_KM = 0.15;

export function RideMap({ map, position, gapMs, label }: { map: RideMapData; position: LatLngView; gapMs: number; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const car = useRef<L.Marker | null>(null);
  const reduceMotion = useReducedMotion();
  const { t } = useTranslation();
  const format = useFormat();
  const language = format.language;
  // Where the car is when the map is (re)built: the latest position, not the route's start.
  const latest = useRef(position);
  latest.current = position;

  useEffect(() => {
    if (!element.current) return;
    const leaflet = L.map(element.current, { attributionControl: Boolean(map.tileUrl), zoomControl: false, zoomSnap: 0.25 });
    if (map.tileUrl) {
      leaflet.attributionControl.setPrefix(false);
      L.tileLayer(map.tileUrl, { attribution: map.tileAttribution ? escapeHtml(map.tileAttribution) : undefined, maxZoom: 19 }).addTo(leaflet);
    }
    addMapControls(leaflet, { t, language, formatNumber: format.number });
    const ends = [map.pickup, map.dropoff];
    const landmarks = map.landmarks.filter((landmark) => ends.every((end) => distanceKm(end, landmark) > AT_PIN_KM));
    addLandmarks(leaflet, landmarks, format.placeLabel);
    L.polyline(map.approachRoute.map(toLatLng), { color: '#868e96', weight: 3, dashArray: '2 7', interactive: false }).addTo(leaflet);
    L.polyline(map.route.map(toLatLng), {
      color: '#1971c2',
      weight: 5,
      opacity: 0.85,
      dashArray: map.routeSource === 'straight' ? '12 8' : undefined,
      interactive: false,
    }).addTo(leaflet);
    L.marker(toLatLng(map.pickup), { icon: pinIcon('#2b8a3e'), keyboard: false, interactive: false }).addTo(leaflet);
    L.marker(toLatLng(map.dropoff), { icon: pinIcon('#c92a2a'), keyboard: false, interactive: false }).addTo(leaflet);
    car.current = L.marker(toLatLng(latest.current), { icon: carIcon, keyboard: false, interactive: false, zIndexOffset: 1000 }).addTo(leaflet);
    const nearby = landmarks.filter((landmark) => ends.some((end) => distanceKm(end, landmark) < NEARBY_KM));
    const points = [...map.route, ...map.approachRoute, ...nearby].map(toLatLng);
    // Room above for the pins (they stand on their point) and below for the scale.
    leaflet.fitBounds(L.latLngBounds(points), { paddingTopLeft: [24, 48], paddingBottomRight: [56, 36], maxZoom: 15 });
    return () => {
      car.current = null;
      leaflet.remove();
    };
  }, [map, language, t, format.number, format.placeLabel]);

  // The car glides from where it is shown to its new position over the time between updates.
  useEffect(() => {
    const marker = car.current;
    if (!marker) return;
    const from = marker.getLatLng();
    const to = L.latLng(position.lat, position.lng);
    const duration = Math.min(Math.max(gapMs, 0), 15_000);
    if (reduceMotion || duration < 50 || from.equals(to)) {
      marker.setLatLng(to);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step(time) {
      const progress = Math.min(1, (time - start) / duration);
      marker.setLatLng([from.lat + (to.lat - from.lat) * progress, from.lng + (to.lng - from.lng) * progress]);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [position.lat, position.lng, gapMs, reduceMotion]);

  return (
    <Box
      ref={element}
      className={`ride-map${map.tileUrl ? ' ride-map--tiles' : ''}`}
      role="region"
      aria-label={label}
      // Leaflet lays its panes and controls out left to right; the page around it may be Arabic.
      dir="ltr"
      data-testid="ride-map"
      data-car={`${position.lat},${position.lng}`}
    />
  );
}
