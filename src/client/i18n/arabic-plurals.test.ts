// Counted phrases are whole sentences chosen by the language's plural rules (Intl.PluralRules
// through i18next), never a counted word pasted into a sentence: after 'بعد' (in) Arabic's dual
// is 'دقيقتين', not the 'دقيقتان' a standalone '2 minutes' would give.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import arTaxi from '../locales/ar/taxi.json';
import enTaxi from '../locales/en/taxi.json';

const translator = i18next.createInstance();
void translator.init({ initAsync: false, lng: 'ar', resources: { ar: { taxi: arTaxi }, en: { taxi: enTaxi } }, interpolation: { escapeValue: false } });
const arrival = (count: number, lng = 'ar') => translator.t('taxi:confirmation.arrival', { time: '10:00', count, lng });

describe('Arabic counts of minutes after "in"', () => {
  it('take the dual, the plural of 3–10 and the singular of 11 and more', () => {
    expect(arrival(1)).toBe('10:00 (بعد دقيقة واحدة)');
    expect(arrival(2)).toBe('10:00 (بعد دقيقتين)');
    expect(arrival(3)).toBe('10:00 (بعد 3 دقائق)');
    expect(arrival(11)).toBe('10:00 (بعد 11 دقيقة)');
    expect(translator.t('taxi:track.etaIn', { time: '10:00', count: 2, lng: 'ar' })).toBe('10:00، بعد دقيقتين');
  });

  it('English keeps one form', () => {
    expect(arrival(2, 'en')).toBe('10:00 (in 2 min)');
  });
});
