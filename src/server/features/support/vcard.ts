// The business card behind the /contact QR code: a vCard 3.0 (RFC 2426), which every phone's
// camera app offers to save as a contact. Built here, encoded into a QR code by the client
// with `qrcode`: no third-party service ever sees it.

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
