// The text of an outbound e-mail: the staff member's words framed in the correspondent's
// language (greeting, signature, the message replied to, quoted). Runs inside
// withLanguage(thread.language), so `t` speaks their language, not the staff member's.
import { currentLanguage, t } from '../../core/i18n';
import { TRAVEL_TIME_ZONE } from '@shared/schemas/travel';
import { quote } from './plain-text';

export interface MailTextInput {
  /** null: a greeting without a name (a new e-mail to an address). */
  recipientName: string | null;
  brandName: string;
  message: string;
  /** The message replied to, quoted under the reply. */
  replyingTo?: { senderName: string; receivedAt: Date; body: string } | null;
}

/** '25 Dec 2026, 14:05 EAT' in the current language (East Africa time, as the travel calendar). */
function mailDate(date: Date): string {
  return new Intl.DateTimeFormat(currentLanguage() === 'ar' ? 'ar-u-nu-latn' : currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TRAVEL_TIME_ZONE,
  }).format(date);
}

export function composeMailText(input: MailTextInput): string {
  const greeting = input.recipientName ? t('support:mail.greeting', { name: input.recipientName }) : t('support:mail.greetingNoName');
  const parts = [greeting, input.message, t('support:mail.signature', { brand: input.brandName }), t('support:mail.footer')];
  if (input.replyingTo) {
    parts.push(
      `${t('support:mail.quoteHeader', { date: mailDate(input.replyingTo.receivedAt), name: input.replyingTo.senderName })}\n${quote(input.replyingTo.body)}`,
    );
  }
  return parts.join('\n\n');
}
