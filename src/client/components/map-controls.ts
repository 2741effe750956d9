// The zoom buttons and the scale of a Leaflet map, in the page's language and on the side its
// direction starts from: top right and bottom left in English and Kiswahili, mirrored in Arabic.
// Leaflet writes its own English ('Zoom in', '500 m'); these controls say it in the page's words
// and digits. The map's own box stays dir="ltr" (Leaflet lays out its panes left to right), so
// the sides are chosen here rather than by the page's direction.
import L from 'leaflet';
import type { TFunction } from 'i18next';
import { textDirection, type Language } from '@shared/languages';

interface ScaleInternals {
  _mScale: HTMLElement;
  _getRoundNum(value: number): number;
  _updateScale(scale: HTMLElement, text: string, ratio: number): void;
}

export function addMapControls(map: L.Map, options: { t: TFunction; language: Language; formatNumber: (value: number) => string }) {
  const { t, language, formatNumber } = options;
  const rtl = textDirection(language) === 'rtl';
  L.control.zoom({ position: rtl ? 'topleft' : 'topright', zoomInTitle: t('common:map.zoomIn'), zoomOutTitle: t('common:map.zoomOut') }).addTo(map);
  const LocalScale = L.Control.Scale.extend({
    _updateMetric(this: ScaleInternals, maxMeters: number) {
      const meters = this._getRoundNum(maxMeters);
      const label =
        meters < 1000 ? t('common:map.meters', { value: formatNumber(meters) }) : t('common:map.kilometers', { value: formatNumber(meters / 1000) });
      this._updateScale(this._mScale, label, meters / maxMeters);
    },
  });
  new (LocalScale as unknown as typeof L.Control.Scale)({ imperial: false, position: rtl ? 'bottomright' : 'bottomleft' }).addTo(map);
}

/** Text for Leaflet's HTML strings (tooltips, attributions, marker labels), which it does not escape. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The named dots of an offline map (no tiles show the streets): each landmark's name beside it,
 * in the reader's language where the place table names it whole, else its own name marked English.
 */
export function addLandmarks(
  map: L.Map,
  landmarks: readonly { name: string; lat: number; lng: number }[],
  label: (name: string) => { text: string; lang?: string },
) {
  for (const landmark of landmarks) {
    const { text, lang } = label(landmark.name);
    const html = lang ? `<span lang="${lang}">${escapeHtml(text)}</span>` : escapeHtml(text);
    L.circleMarker([landmark.lat, landmark.lng], { radius: 4, color: '#495057', weight: 1, fillColor: '#868e96', fillOpacity: 1, interactive: false })
      .bindTooltip(html, { permanent: true, direction: 'right', offset: [4, 0], className: 'ride-map-landmark', interactive: false })
      .addTo(map);
  }
}
