// A mail received by the SMTP listener, turned into an inbox e-mail. Only plain text is kept:
// an HTML-only mail is converted to text (mailparser's html-to-text drops scripts, styles and
// markup), and the text is cleaned like every other support text (plain-text.ts). Attachments
// are refused during the SMTP dialogue; inline images of an HTML body are dropped with the HTML.
// A mail answering one of ours (In-Reply-To / References naming our Message-ID) from the same
// correspondent joins that thread; a redelivered mail (same Message-ID) is stored once.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { convert as htmlToText } from 'html-to-text';
import { simpleParser, type ParsedMail } from 'mailparser';
import { EmailMessage, SupportThread } from '../../../../prisma-free-db/entities/support';
import { ZEmail as ZEmailAddress } from '../../../shared/schemas/auth';
import { pickLanguage } from '../../../shared/languages';
import { SENDER_NAME_MAX, SUBJECT_MAX } from '../../../shared/schemas/support';
import { t } from '../../core/i18n';
import { oneLine, plainText } from './plain-text';
import { brandOfRecipient } from './support-brand';
import { storeInbound } from './threads';

/** Longest text kept from a mail (quoted history included); the rest is cut with '…'. */
export const INBOUND_TEXT_MAX = 20_000;

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

export interface Envelope {
  mailFrom: string | null;
  recipients: string[];
}

const bare = (id: string) => id.trim().replace(/^<|>$/g, '');

function referencedIds(parsed: ParsedMail): string[] {
  const references = Array.isArray(parsed.references) ? parsed.references : parsed.references ? [parsed.references] : [];
  return [...(parsed.inReplyTo ? [parsed.inReplyTo] : []), ...references].map(bare).filter(Boolean);
}

function sender(parsed: ParsedMail, envelope: Envelope): { name: string; email: string } {
  const header = parsed.from?.value[0];
  const candidates = [header?.address, envelope.mailFrom];
  const email = candidates.map((value) => (value ? ZEmailAddress.safeParse(value) : null)).find((result) => result?.success)?.data;
  if (!email) throw new SmtpRefusal(550, '5.1.7 A valid From address is required');
  const name = oneLine(header?.name || email.split('@')[0], SENDER_NAME_MAX);
  return { name, email };
}

/** The thread a reply belongs to: one of ours it names, written to the same correspondent. */
async function threadAnswered(em: EntityManager, parsed: ParsedMail, senderEmail: string): Promise<SupportThread | undefined> {
  const ids = referencedIds(parsed);
  if (ids.length === 0) return undefined;
  const ours = await em.findOne(EmailMessage, { messageId: { $in: ids } }, { orderBy: { createdAt: 'desc' } });
  if (!ours) return undefined;
  const thread = await em.findOneOrFail(SupportThread, ours.thread.id, { refresh: true });
  return thread.contactEmail === senderEmail.toLowerCase() ? thread : undefined;
}

/**
 * The mail's text part; for an HTML-only mail, its HTML as text (mailparser derives it itself
 * except in multipart/related bodies, e.g. HTML with an inline logo). Images are dropped.
 */
function bodyText(parsed: ParsedMail): string {
  if (parsed.text?.trim()) return parsed.text;
  if (typeof parsed.html !== 'string') return '';
  return htmlToText(parsed.html, { wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }, { selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] });
}

/** Parses and stores one received mail; returns the inbox e-mail's id, or null for a duplicate. */
export async function receiveInboundMail(em: EntityManager, raw: Buffer, envelope: Envelope): Promise<string | null> {
  const parsed = await simpleParser(raw, { skipTextToHtml: true, skipImageLinks: true, maxHtmlLengthToParse: 2_000_000 });
  if (parsed.attachments.some((attachment) => !attachment.related)) {
    throw new SmtpRefusal(554, '5.6.1 Attachments are not accepted here: please send your message as text only');
  }
  const messageId = parsed.messageId ? bare(parsed.messageId).slice(0, 998) : null;
  if (messageId && (await em.count(EmailMessage, { messageId }))) return null;

  const from = sender(parsed, envelope);
  const thread = await threadAnswered(em, parsed, from.email);
  const brand = await brandOfRecipient(em, envelope.recipients[0] ?? '');
  const language = pickLanguage(String(parsed.headers.get('content-language') ?? '').split(',')) ?? 'en';
  const subject = oneLine(parsed.subject ?? '', SUBJECT_MAX) || t('support:noSubject');
  try {
    const email = await em.transactional(async (tx) =>
      storeInbound(tx, {
        source: 'smtp',
        senderName: from.name,
        senderEmail: from.email,
        subject,
        body: plainText(bodyText(parsed), INBOUND_TEXT_MAX),
        thread: thread ? await tx.findOneOrFail(SupportThread, thread.id) : undefined,
        brandId: brand.id,
        language,
        messageId,
      }),
    );
    return email.id;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return null; // delivered twice at once
    throw error;
  }
}
