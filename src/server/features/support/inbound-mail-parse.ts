// Reading a received mail: its MIME structure, the headers the inbox needs and its text (an
// HTML-only mail turned into text), cleaned and bounded. Pure and CPU-bound: it runs in a worker
// thread (inbound-mail-reader.ts), never on the thread that answers requests, so a mail built to
// be slow to read (100,000 nested elements took 11.7 s, then overflowed the stack) cannot freeze
// the app. Only plain values leave it; the inbox is written on the main thread (inbound-mail.ts).
import { convert as htmlToText } from 'html-to-text';
import { simpleParser, type ParsedMail } from 'mailparser';
import { htmlNestsDeeperThan } from './html-depth';
import { oneLine, plainText } from './plain-text';

/** Longest text kept from a mail (quoted history included); the rest is cut with '…'. */
export const INBOUND_TEXT_MAX = 20_000;
/** Deepest HTML read; mailparser does not convert deeper HTML either (html-depth.ts). */
const HTML_MAX_DEPTH = 1000;
/**
 * Bounds on header values, so nothing after the reader handles a megabyte-long header (the
 * inbox's own, shorter bounds are applied where it stores them; this module imports no schemas,
 * so the worker loads little).
 */
const HEADER_VALUE_MAX = 998;
const REFERENCES_MAX = 100;

/** A refusal the SMTP listener answers with its code (5xx: permanent, 4xx: try again later). */
export class SmtpRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'SmtpRefusal';
  }
}

/** What the inbox keeps of a mail, read and cleaned; header values unchecked but bounded. */
export interface InboundMail {
  messageId: string | null;
  /** Message-IDs it answers (In-Reply-To, then References), without angle brackets. */
  referencedIds: string[];
  fromAddress: string | null;
  /** One line; '' when the From header has no name. */
  fromName: string;
  /** One line; '' when there is none. */
  subject: string;
  contentLanguage: string;
  /** Plain text, cleaned (plain-text.ts), at most INBOUND_TEXT_MAX characters. */
  body: string;
}

const bare = (id: string) => id.trim().replace(/^<|>$/g, '').slice(0, HEADER_VALUE_MAX);

function referencedIds(parsed: ParsedMail): string[] {
  const references = Array.isArray(parsed.references) ? parsed.references : parsed.references ? [parsed.references] : [];
  return [...(parsed.inReplyTo ? [parsed.inReplyTo] : []), ...references].slice(0, REFERENCES_MAX).map(bare).filter(Boolean);
}

/**
 * The mail's text part; for an HTML-only mail, its HTML as text (mailparser derives it itself
 * except in multipart/related bodies, e.g. HTML with an inline logo). Images are dropped.
 * HTML that mailparser would not convert (nested too deep, too long) is refused: it would
 * never read any better, so the sender is told for good rather than asked to retry.
 */
function bodyText(parsed: ParsedMail): string {
  if (parsed.text?.trim()) return parsed.text;
  if (typeof parsed.html !== 'string') return '';
  const unreadable =
    parsed.textConversionError?.message ?? (htmlNestsDeeperThan(parsed.html, HTML_MAX_DEPTH) ? `HTML nested deeper than ${HTML_MAX_DEPTH} levels` : null);
  if (unreadable) throw new SmtpRefusal(554, `5.6.0 This HTML cannot be read (${unreadable.slice(0, 200)}): please send your message as plain text`);
  return htmlToText(parsed.html, {
    wordwrap: false,
    limits: { maxDepth: HTML_MAX_DEPTH },
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
}

/** Reads one received mail; refuses (SmtpRefusal) what the inbox does not take. */
export async function readInboundMail(raw: Uint8Array): Promise<InboundMail> {
  const parsed = await simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
    skipTextToHtml: true,
    skipImageLinks: true,
    maxHtmlLengthToParse: 2_000_000,
  });
  if (parsed.attachments.some((attachment) => !attachment.related)) {
    throw new SmtpRefusal(554, '5.6.1 Attachments are not accepted here: please send your message as text only');
  }
  const from = parsed.from?.value[0];
  return {
    messageId: parsed.messageId ? bare(parsed.messageId) || null : null,
    referencedIds: referencedIds(parsed),
    fromAddress: from?.address ? from.address.slice(0, HEADER_VALUE_MAX) : null,
    fromName: oneLine(from?.name ?? '', HEADER_VALUE_MAX),
    subject: oneLine(parsed.subject ?? '', HEADER_VALUE_MAX),
    contentLanguage: String(parsed.headers.get('content-language') ?? '').slice(0, HEADER_VALUE_MAX),
    body: plainText(bodyText(parsed), INBOUND_TEXT_MAX),
  };
}
