// /contact: the brand's contact card (with the vCard its QR code holds) and the contact form,
// whose messages land in the staff inbox. A message is stored once per Idempotency-Key, so a
// retry after a lost answer, or a message queued offline and replayed, never arrives twice.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailMessage } from '@db/entities/support';
import { AppError } from '../../errors';
import type { AppConfig } from '../../config';
import { t } from '../../core/i18n';
import type { Language } from '@shared/languages';
import { englishHoursLines } from '@shared/business-hours';
import type { ContactCard } from '@shared/schemas/support';
import { clientSubject, takeHit, type RateLimitRule } from '../../core/throttle';
import { buildVCard, vCardQrImage } from './vcard';
import { resolveDomainContext } from '../branding';
import { brandOfHost } from './support-brand';
import { storeInbound } from './threads';

export interface ContactCaller {
  user: { id: string } | null;
  ip: string;
  host: string;
  language: Language;
  config: AppConfig;
}

/** The brand's card from its Settings (contact details, hours), read per request like the domain context. */
export async function contactCard(em: EntityManager, host: string): Promise<ContactCard> {
  const brand = await brandOfHost(em, host);
  const context = await resolveDomainContext(em, host);
  const website = `https://${brand.domain}`;
  const { phone, whatsapp, address } = context.contact;
  const hours = englishHoursLines(context.businessHours);
  const emergency = context.emergencySupport ? '24/7' : null;
  const hoursText = [hours.map((line) => `${line.days} ${line.hours}`).join(', '), emergency && `emergency support ${emergency}`].filter(Boolean).join('; ');
  const vcard = buildVCard({ organisation: brand.name, name: `${brand.name} Support`, phone, email: brand.address, address, url: website, note: hoursText });
  return {
    brandName: brand.name,
    email: brand.address,
    phone,
    whatsappUrl: whatsapp ? `https://wa.me/${whatsapp}` : null,
    address,
    website,
    hours,
    businessHours: context.businessHours,
    emergency,
    vcard,
    qr: vCardQrImage(vcard),
  };
}

export function contactLimits(config: AppConfig) {
  return {
    perNetwork: { name: 'contact-ip', limit: config.CONTACT_MESSAGES_PER_IP_PER_HOUR, windowSeconds: 3600, message: () => t('support:tooManyFromNetwork') },
    perAddress: {
      name: 'contact-email',
      limit: config.CONTACT_MESSAGES_PER_EMAIL_PER_HOUR,
      windowSeconds: 3600,
      message: () => t('support:tooManyFromAddress'),
    },
  } satisfies Record<string, RateLimitRule>;
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  idempotencyKey: string;
}

/** The stored message for a key: the same message again is a replay; another one is refused (422). */
function replayOf(stored: EmailMessage, input: ContactInput) {
  const same = stored.senderName === input.name && stored.senderEmail === input.email && stored.subject === input.subject && stored.body === input.message;
  if (!same) throw new AppError('UNPROCESSABLE_CONTENT', t('support:keyReused'), { field: 'Idempotency-Key' });
  return { id: stored.id, receivedAt: stored.createdAt.toISOString(), replayed: true };
}

const findByKey = (em: EntityManager, key: string) => em.findOne(EmailMessage, { clientKey: key }, { refresh: true });

/**
 * Stores a contact-form message in the staff inbox (a new thread, the signed-in traveller's
 * when they wrote signed in). Throttled per client network and per sender address; a replay
 * of a stored key costs nothing and stores nothing.
 */
export async function submitContactMessage(em: EntityManager, caller: ContactCaller, input: ContactInput) {
  const earlier = await findByKey(em, input.idempotencyKey);
  if (earlier) return replayOf(earlier, input);

  const limits = contactLimits(caller.config);
  const brand = await brandOfHost(em, caller.host);
  try {
    // The message is inserted first and the throttle counted after it, in one transaction: a
    // duplicate of a message still being stored waits on its key's unique index and then
    // replays it, instead of being counted (and maybe refused) as another message. A refused
    // message rolls back with its count.
    const email = await em.transactional(async (tx) => {
      const stored = await storeInbound(tx, {
        source: 'contact',
        senderName: input.name,
        senderEmail: input.email,
        subject: input.subject,
        body: input.message,
        userId: caller.user?.id ?? null,
        brandId: brand.id,
        language: caller.language,
        clientKey: input.idempotencyKey,
      });
      await takeHit(tx, limits.perNetwork, clientSubject(caller.ip));
      await takeHit(tx, limits.perAddress, input.email.toLowerCase());
      return stored;
    });
    return { id: email.id, receivedAt: email.createdAt.toISOString(), replayed: false };
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const stored = await findByKey(em.fork(), input.idempotencyKey);
    if (!stored) throw error;
    return replayOf(stored, input);
  }
}
