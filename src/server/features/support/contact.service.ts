// /contact: the brand's contact card (with the vCard its QR code holds) and the contact form,
// whose messages land in the staff inbox. A message is stored once per Idempotency-Key, so a
// retry after a lost answer, or a message queued offline and replayed, never arrives twice.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailMessage } from '../../../../prisma-free-db/entities/support';
import { AppError } from '../../errors';
import type { AppConfig } from '../../config';
import { t } from '../../core/i18n';
import type { Language } from '../../../shared/languages';
import { BUSINESS_HOURS, EMERGENCY_SUPPORT, SUPPORT_PHONE, SUPPORT_WHATSAPP_URL } from '../../../shared/contact';
import type { ContactCard } from '../../../shared/schemas/support';
import { clientSubject, giveBackHit, takeHit, type RateLimitRule } from '../auth';
import { buildVCard } from './vcard';
import { brandOfHost } from './support-brand';
import { storeInbound } from './threads';

export interface ContactCaller {
  user: { id: string } | null;
  ip: string;
  host: string;
  language: Language;
  config: AppConfig;
}

export async function contactCard(em: EntityManager, host: string): Promise<ContactCard> {
  const brand = await brandOfHost(em, host);
  const website = `https://${brand.domain}`;
  const hoursText = `${BUSINESS_HOURS.map((line) => `${line.days} ${line.hours}`).join(', ')}; emergency support ${EMERGENCY_SUPPORT}`;
  return {
    brandName: brand.name,
    email: brand.address,
    phone: SUPPORT_PHONE,
    whatsappUrl: SUPPORT_WHATSAPP_URL,
    website,
    hours: BUSINESS_HOURS.map((line) => ({ days: line.days, hours: line.hours })),
    emergency: EMERGENCY_SUPPORT,
    vcard: buildVCard({ organisation: brand.name, name: `${brand.name} Support`, phone: SUPPORT_PHONE, email: brand.address, url: website, note: hoursText }),
  };
}

function contactLimits(config: AppConfig) {
  return {
    perNetwork: { name: 'contact-ip', limit: config.CONTACT_MESSAGES_PER_IP_PER_HOUR, windowSeconds: 3600, message: t('support:tooManyFromNetwork') },
    perAddress: { name: 'contact-email', limit: config.CONTACT_MESSAGES_PER_EMAIL_PER_HOUR, windowSeconds: 3600, message: t('support:tooManyFromAddress') },
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
  const network = clientSubject(caller.ip);
  const address = input.email.toLowerCase();
  await takeHit(em, limits.perNetwork, network);
  try {
    await takeHit(em, limits.perAddress, address);
  } catch (error) {
    await giveBackHit(em, limits.perNetwork, network);
    throw error;
  }

  const brand = await brandOfHost(em, caller.host);
  try {
    const email = await em.transactional((tx) =>
      storeInbound(tx, {
        source: 'contact',
        senderName: input.name,
        senderEmail: input.email,
        subject: input.subject,
        body: input.message,
        userId: caller.user?.id ?? null,
        brandId: brand.id,
        language: caller.language,
        clientKey: input.idempotencyKey,
      }),
    );
    return { id: email.id, receivedAt: email.createdAt.toISOString(), replayed: false };
  } catch (error) {
    // The same key sent twice at once: the other request stored it; this one is its replay.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const stored = await findByKey(em.fork(), input.idempotencyKey);
    if (!stored) throw error;
    await giveBackHit(em, limits.perNetwork, network);
    await giveBackHit(em, limits.perAddress, address);
    return replayOf(stored, input);
  }
}
