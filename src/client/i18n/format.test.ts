import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';
import { initialLanguage } from './language-preference';
import { parseAcceptLanguage, pickLanguage } from '@shared/languages';

const en = formattersFor('en');
const sw = formattersFor('sw');
const ar = formattersFor('ar');

describe('money', () => {
  it('keeps the spec’s English: whole dollars short, cents when there are any', () => {
    expect(en.money('399.00')).toBe('$399');
    expect(en.money('2340.00')).toBe('$2,340');
    expect(en.money('129.90')).toBe('$129.90');
    expect(en.moneyExact('120')).toBe('$120.00');
    expect(en.moneyExact('-48.00')).toBe('-$48.00');
  });

  it('keeps the currency in every language', () => {
    expect(sw.money('1299.00')).toMatch(/US\$\s?1,299/);
    expect(ar.money('1299.00')).toContain('1,299');
    expect(ar.money('1299.00')).toContain('US$\u200E');
    expect(en.money('50.00', 'KES')).toMatch(/KES\s?50/);
  });

  it("shows marketplace prices with their own currency's decimals (ISO 4217)", () => {
    expect(en.localMoney('2450.00', 'KES')).toMatch(/^KES\s?2,450\.00$/);
    expect(en.localMoney('45000', 'UGX')).toMatch(/^UGX\s?45,000$/);
    expect(en.localMoney('6.500', 'OMR')).toMatch(/^OMR\s?6\.500$/);
    expect(en.localMoney('0.005', 'BHD')).toMatch(/^BHD\s?0\.005$/);
  });

  it('formats amounts exactly, never through a float', () => {
    expect(en.moneyExact('999999999999.99')).toBe('$999,999,999,999.99');
    expect(en.money('0.10')).toBe('$0.10');
  });
});

describe('dates and times', () => {
  it('formats calendar dates as days, whatever the time zone', () => {
    expect(en.shortDate('2026-12-25')).toBe('Dec 25');
    expect(en.longDate('2026-12-25')).toBe('Fri, Dec 25, 2026');
    expect(sw.shortDate('2026-12-25')).toBe('25 Des');
    expect(ar.shortDate('2026-12-25')).toBe('25 ديسمبر');
    expect(en.dateRange('2026-12-25', '2026-12-25')).toBe('Fri, Dec 25, 2026');
    expect(en.dateRange('2026-12-25', '2026-12-28')).toMatch(/^Fri, Dec 25\s–\sMon, Dec 28, 2026$/);
  });

  it('shows clock times on a 24-hour clock with Western digits', () => {
    expect(en.clockTime('04:10')).toBe('04:10');
    expect(ar.clockTime('16:45')).toBe('16:45');
    expect(en.countdown(14 * 60_000 + 5_000)).toBe('14:05');
    expect(en.countdown(-1)).toBe('0:00');
  });

  it('says how long ago something happened (notifications, messages)', () => {
    const now = Date.parse('2026-12-25T12:00:00Z');
    expect(en.relativeTime('2026-12-25T11:59:40Z', now)).toBe('now');
    expect(en.relativeTime('2026-12-25T11:55:00Z', now)).toBe('5 min. ago');
    expect(en.relativeTime('2026-12-25T09:00:00Z', now)).toBe('3 hr. ago');
    expect(en.relativeTime('2026-12-24T12:00:00Z', now)).toBe('yesterday');
    expect(sw.relativeTime('2026-12-25T11:55:00Z', now)).toMatch(/5/);
    expect(ar.relativeTime('2026-12-25T11:55:00Z', now)).toMatch(/5/);
    expect(en.relativeTime('2026-12-01T12:00:00Z', now)).toMatch(/^Dec 1, \d{2}:\d{2}$/);
  });

  it('numbers keep Western digits in Arabic', () => {
    expect(ar.number(12345)).toBe('12,345');
    expect(en.signedPercent(12)).toBe('+12%');
  });
});

describe('choosing the language', () => {
  it('takes a stored choice first, then the browser’s languages, then English', () => {
    expect(initialLanguage('ar', ['sw-KE'])).toBe('ar');
    expect(initialLanguage(undefined, ['fr-FR', 'sw-TZ', 'en'])).toBe('sw');
    expect(initialLanguage(undefined, ['ar-AE'])).toBe('ar');
    expect(initialLanguage(undefined, ['fr', 'de'])).toBe('en');
    expect(initialLanguage(undefined, [])).toBe('en');
  });

  it('reads Accept-Language with its weights', () => {
    expect(parseAcceptLanguage('fr;q=0.9, ar-AE;q=0.95, en;q=0.1')).toEqual(['ar-AE', 'fr', 'en']);
    expect(pickLanguage(parseAcceptLanguage('de, sw;q=0.5'))).toBe('sw');
    expect(pickLanguage(parseAcceptLanguage(undefined))).toBeUndefined();
  });
});
