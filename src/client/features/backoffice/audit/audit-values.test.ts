import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { USER_ROLES } from '@shared/roles';
import { BOOKING_STATUSES } from '@shared/booking-vocabulary';
import { CARGO_EVENT_KINDS, CARGO_STATUSES } from '@shared/schemas/cargo';
import { RIDE_STATUSES, SCHEDULED_RIDE_STATUSES } from '@shared/schemas/taxi';
import { TOUR_STATUSES } from '@shared/schemas/tour-admin';
import ar from '../../../locales/ar/backoffice.json';
import en from '../../../locales/en/backoffice.json';
import sw from '../../../locales/sw/backoffice.json';
import { auditValueText } from './audit-values';

const translator = i18next.createInstance();
void translator.init({
  initAsync: false,
  lng: 'sw',
  ns: ['backoffice'],
  resources: { en: { backoffice: en }, sw: { backoffice: sw }, ar: { backoffice: ar } },
});
const inLanguage = (lng: string) => translator.getFixedT(lng, 'backoffice');

describe('audit values', () => {
  it('shows statuses, roles and yes/no in the reader’s language', () => {
    expect(auditValueText(inLanguage('sw'), 'status', 'published')).toBe('Imechapishwa');
    expect(auditValueText(inLanguage('ar'), 'status', 'draft')).toBe('مسودة');
    expect(auditValueText(inLanguage('ar'), 'lastEvent', 'out_for_delivery')).toBe('خرجت للتسليم');
    expect(auditValueText(inLanguage('sw'), 'role', 'admin')).toBe('Msimamizi');
    expect(auditValueText(inLanguage('ar'), 'disabled', true)).toBe('نعم');
  });

  it('shows free values as recorded', () => {
    expect(auditValueText(inLanguage('ar'), 'name', 'published')).toBe('published');
    expect(auditValueText(inLanguage('ar'), 'price', '120.00')).toBe('120.00');
    expect(auditValueText(inLanguage('ar'), 'status', null)).toBe('—');
    expect(auditValueText(inLanguage('en'), 'description', 'x'.repeat(200))).toHaveLength(158);
  });

  it('has a word for every recorded code in every language', () => {
    const codes = {
      status: [...TOUR_STATUSES, ...BOOKING_STATUSES, ...RIDE_STATUSES, ...SCHEDULED_RIDE_STATUSES, ...CARGO_STATUSES],
      lastEvent: CARGO_EVENT_KINDS,
      role: USER_ROLES,
    };
    for (const catalogue of [en, sw, ar]) {
      const values: Record<string, Record<string, string>> = catalogue.audit.values;
      for (const [field, list] of Object.entries(codes)) for (const code of list) expect(values[field]?.[code], `${field}.${code}`).toBeTruthy();
    }
  });
});
