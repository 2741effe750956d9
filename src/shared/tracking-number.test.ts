import { describe, expect, it } from 'vitest';
import { checkDigit, checkTrackingNumber, formatTrackingNumber, normalizeTrackingNumber } from './tracking-number';

describe('tracking numbers', () => {
  it('have the documented format: MT, 9 digits, a check digit, a country code', () => {
    const number = formatTrackingNumber('482916037', 'KE');
    expect(number).toMatch(/^MT\d{10}KE$/);
    expect(number).toHaveLength(14);
    expect(checkTrackingNumber(number)).toBe('ok');
  });

  it("use Damm's check digit", () => {
    expect(checkDigit('572')).toBe(4); // the algorithm's textbook example
  });

  it('catch every single mistyped digit and every swap of neighbouring digits', () => {
    for (const serial of ['482916037', '000000001', '123456789', '987654320', '550550550']) {
      const number = formatTrackingNumber(serial, 'AE');
      const digits = number.slice(2, 12);
      for (let i = 0; i < digits.length; i++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === digits[i]) continue;
          const typo = `MT${digits.slice(0, i)}${d}${digits.slice(i + 1)}AE`;
          expect(checkTrackingNumber(typo), typo).toBe('checkDigit');
        }
        if (i < digits.length - 1 && digits[i] !== digits[i + 1]) {
          const swapped = `MT${digits.slice(0, i)}${digits[i + 1]}${digits[i]}${digits.slice(i + 2)}AE`;
          expect(checkTrackingNumber(swapped), swapped).toBe('checkDigit');
        }
      }
    }
  });

  it('refuse what is not of the format, and read what people type', () => {
    expect(checkTrackingNumber('MT123')).toBe('format');
    expect(checkTrackingNumber('XX4829160375KE')).toBe('format');
    const number = formatTrackingNumber('482916037', 'KE');
    expect(normalizeTrackingNumber(` ${number.slice(0, 5).toLowerCase()} ${number.slice(5, 9)}-${number.slice(9)} `)).toBe(number);
  });
});
