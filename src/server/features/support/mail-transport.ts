// Outbound SMTP with nodemailer, when SMTP_URL is set (smtp://user:pass@host:587 upgrades with
// STARTTLS when offered; smtps://…:465 is TLS from the start). One transport per URL, reused.
// Timeouts stay well under the job lease, so a dead server fails an attempt instead of
// outliving it.
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailAttachment } from '@db/entities/support';
import type { AppConfig } from '../../config';

let cached: { url: string; transport: Transporter } | undefined;

export function mailTransport(config: Pick<AppConfig, 'SMTP_URL'>): Transporter | null {
  const url = config.SMTP_URL;
  if (!url) return null;
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = { url, transport: nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }) };
  }
  return cached.transport;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Without <>. */
  messageId: string;
  inReplyTo: string | null;
  attachments?: MailAttachment[] | null;
}

/** Sends one e-mail as plain text, with its files if any. The Message-ID is ours, so a resend after a crash is recognisably the same mail. */
export async function sendMail(transport: Transporter, mail: OutgoingMail): Promise<void> {
  await transport.sendMail({
    from: mail.from,
    replyTo: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: `<${mail.messageId}>`,
    ...(mail.inReplyTo ? { inReplyTo: `<${mail.inReplyTo}>`, references: [`<${mail.inReplyTo}>`] } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) } : {}),
  });
}
