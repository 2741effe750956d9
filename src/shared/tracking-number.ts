// Cargo tracking numbers: 'MT' + 9 random digits + a check digit + a two-letter country code,
// e.g. MT4829160375KE (14 characters). The digits are drawn at random (10^9 of them), so a
// number cannot be guessed from another; the check digit (Damm's algorithm) catches every
// single mistyped digit and every swap of two neighbouring digits before anything is looked
// up. The country is the origin's when it is a city we serve, else ZZ. docs/taxi-cargo.md.

export const TRACKING_PREFIX = 'MT';
export const TRACKING_NUMBER_PATTERN = /^MT\d{10}[A-Z]{2}$/;
/** The origin is not one of the served cities. */
export const UNKNOWN_ORIGIN_COUNTRY = 'ZZ';

// Damm's quasigroup of order 10 (weak totally anti-symmetric): one table, one pass.
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
];

function dammInterim(digits: string): number {
  let interim = 0;
  for (const digit of digits) interim = DAMM[interim][Number(digit)];
  return interim;
}

/** The check digit of a run of digits. */
export function checkDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`checkDigit: not digits: ${digits}`);
  return dammInterim(digits);
}

/** 'MT' + the 9 digits + their check digit + the country code. */
export function formatTrackingNumber(serial: string, countryCode: string): string {
  if (!/^\d{9}$/.test(serial)) throw new Error(`formatTrackingNumber: expected 9 digits, got ${serial}`);
  if (!/^[A-Z]{2}$/.test(countryCode)) throw new Error(`formatTrackingNumber: expected a country code, got ${countryCode}`);
  return `${TRACKING_PREFIX}${serial}${checkDigit(serial)}${countryCode}`;
}

/** What people type: any case, spaces or dashes between groups ('mt 482 916 037 5-ke'). */
export function normalizeTrackingNumber(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export type TrackingNumberCheck = 'ok' | 'format' | 'checkDigit';

/** Whether a (normalised) number has our format and a matching check digit. */
export function checkTrackingNumber(number: string): TrackingNumberCheck {
  if (!TRACKING_NUMBER_PATTERN.test(number)) return 'format';
  return dammInterim(number.slice(2, 12)) === 0 ? 'ok' : 'checkDigit';
}
