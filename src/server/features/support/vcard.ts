// The business card behind the /contact QR code: a vCard 3.0 (RFC 2426), which every phone's
// camera app offers to save as a contact. Built and encoded into a QR code here, with
// `qrcode`: no third-party service ever sees it, and a phone does not spend a long task on it.
import { create } from 'qrcode';
import { qrImage, type QrImage } from '@shared/qr-image';

export interface VCardFields {
  organisation: string;
  name: string;
  phone: string | null;
  email: string;
  address: string | null;
  url: string;
  note: string;
}

/** RFC 2426 §4: backslash, comma and semicolon are escaped; line breaks become \n. */
function escapeValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');
}

export function buildVCard(fields: VCardFields): string {
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escapeValue(fields.name)}`,
    `ORG:${escapeValue(fields.organisation)}`,
    ...(fields.phone ? [`TEL;TYPE=WORK,VOICE:${escapeValue(fields.phone)}`] : []),
    `EMAIL;TYPE=INTERNET,WORK:${escapeValue(fields.email)}`,
    // ADR's seven parts (RFC 2426 §3.2.1); the street line holds the whole address.
    ...(fields.address ? [`ADR;TYPE=WORK:;;${escapeValue(fields.address)};;;;`] : []),
    `URL:${escapeValue(fields.url)}`,
    `NOTE:${escapeValue(fields.note)}`,
    'END:VCARD',
  ].join('\r\n');
}

/**
 * The vCard's QR code. Encoding one takes about 4 ms; a card changes only with its brand's
 * Settings, so codes are kept by their text (a changed card is a new text: nothing to invalidate).
 */
const drawnCards = new Map<string, QrImage>();
const DRAWN_CARDS_KEPT = 32;

export function vCardQrImage(vcard: string): QrImage {
  let image = drawnCards.get(vcard);
  if (!image) {
    image = qrImage(create(vcard, { errorCorrectionLevel: 'M' }).modules);
    if (drawnCards.size >= DRAWN_CARDS_KEPT) drawnCards.clear();
    drawnCards.set(vcard, image);
  }
  return image;
}
