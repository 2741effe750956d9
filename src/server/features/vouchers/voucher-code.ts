// E-voucher codes: the booking's random reference (16 hex digits, 64 bits, made by PostgreSQL)
// followed by 8 hex digits of an HMAC-SHA256 over it with the app's voucher key, written in
// groups of four: 'A1B2-C3D4-E5F6-0718-9ABC-DEF0'. The reference makes a code unguessable; the
// signature lets staff reject a mistyped or invented code before any look-up, and nobody without
// the key can make a valid one. The QR code on the voucher carries the same code inside a link
// to /admin/verify, so any camera app opens the staff check.
import { createHmac, timingSafeEqual } from 'node:crypto';

const REF_DIGITS = 16;
const SIGNATURE_DIGITS = 8;

function signature(ref: string, key: string): string {
  return createHmac('sha256', key).update(`voucher:${ref}`).digest('hex').slice(0, SIGNATURE_DIGITS).toUpperCase();
}

/** The code a traveller shows for the booking whose reference is `ref`. */
export function voucherCode(ref: string, key: string): string {
  const digits = ref.toUpperCase() + signature(ref.toUpperCase(), key);
  return digits.match(/.{4}/g)!.join('-');
}

/**
 * The reference inside a code as typed or scanned: spaces, dashes and case do not matter, and a
 * scanned link to /admin/verify?code=... is read too. null when it is not a code or its
 * signature does not match.
 */
export function voucherRefFromCode(input: string, key: string): string | null {
  let text = input.trim();
  const fromLink = /[?&]code=([^&#\s]+)/.exec(text);
  if (fromLink) text = decodeURIComponent(fromLink[1]);
  const digits = text.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[0-9A-F]+$/.test(digits) || digits.length !== REF_DIGITS + SIGNATURE_DIGITS) return null;
  const ref = digits.slice(0, REF_DIGITS);
  const given = Buffer.from(digits.slice(REF_DIGITS));
  const expected = Buffer.from(signature(ref, key));
  return timingSafeEqual(given, expected) ? ref : null;
}
