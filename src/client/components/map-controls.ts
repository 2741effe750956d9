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
