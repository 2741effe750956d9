// A mail received by the SMTP listener, read by inbound-mail-parse.ts (in a worker thread),
// turned into an inbox e-mail. Only plain text is kept: an HTML-only mail is converted to text,
// and the text is cleaned like every other support text (plain-text.ts). Attachments are
// refused while reading; inline images of an HTML body are dropped with the HTML.
// A mail answering one of ours (In-Reply-To / References naming our Message-ID) from the same
// correspondent joins that thread; a redelivered mail (same Message-ID) is stored once.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailMessage, SupportThread } from '@db/entities/support';
import { ZEmail as ZEmailAddress } from '@shared/schemas/auth';
import { pickLanguage } from '@shared/languages';
import { SENDER_NAME_MAX, SUBJECT_MAX } from '@shared/schemas/support';
import { t } from '../../core/i18n';
import { SmtpRefusal, type InboundMail } from './inbound-mail-parse';
import { oneLine } from './plain-text';
import { brandOfRecipient } from './support-brand';
import { storeInbound } from './threads';

export interface Envelope {
  mailFrom: string | null;
  recipients: string[];
}

function sender(mail: InboundMail, envelope: Envelope): { name: string; email: string } {
  const candidates = [mail.fromAddress, envelope.mailFrom];
  const email = candidates.map((value) => (value ? ZEmailAddress.safeParse(value) : null)).find((result) => result?.success)?.data;
  if (!email) throw new SmtpRefusal(550, '5.1.7 A valid From address is required');
  return { name: oneLine(mail.fromName || email.split('@')[0], SENDER_NAME_MAX), email };
}

/** The thread a reply belongs to: one of ours it names, written to the same correspondent. */
async function threadAnswered(em: EntityManager, mail: InboundMail, senderEmail: string): Promise<SupportThread | undefined> {
  if (mail.referencedIds.length === 0) return undefined;
  const ours = await em.findOne(EmailMessage, { messageId: { $in: mail.referencedIds } }, { orderBy: { createdAt: 'desc' } });
  if (!ours) return undefined;
  const thread = await em.findOneOrFail(SupportThread, ours.thread.id, { refresh: true });
  return thread.contactEmail === senderEmail.toLowerCase() ? thread : undefined;
}

/** Stores one received mail; returns the inbox e-mail's id, or null for a duplicate. */
export async function receiveInboundMail(em: EntityManager, mail: InboundMail, envelope: Envelope): Promise<string | null> {
  const { messageId } = mail;
  if (messageId && (await em.count(EmailMessage, { messageId }))) return null;

  const from = sender(mail, envelope);
  const thread = await threadAnswered(em, mail, from.email);
  const brand = await brandOfRecipient(em, envelope.recipients[0] ?? '');
  const language = pickLanguage(mail.contentLanguage.split(',')) ?? 'en';
  try {
    const email = await em.transactional(async (tx) =>
      storeInbound(tx, {
        source: 'smtp',
        senderName: from.name,
        senderEmail: from.email,
        subject: oneLine(mail.subject, SUBJECT_MAX) || t('support:noSubject'),
        body: mail.body,
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
