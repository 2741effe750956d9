// 'Delete my account'. The account's row stays, anonymised and disabled, because bookings,
// payments and audit events point at it and are kept for the accounts (the law allows keeping
// what accounting needs); everything that says who the person was is erased in the same
// transaction: names, e-mail addresses, phone numbers, delivery and pickup addresses, support
// mail, chat, sessions, devices, links, exports. The username and e-mail address become free
// for anyone to register again.
import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '@db/entities/user';
import { AccountToken, KnownDevice, Session } from '@db/entities/session';
import { Booking } from '@db/entities/booking';
import { ShopOrder } from '@db/entities/shop-order';
import { Ride, RideMessage } from '@db/entities/taxi';
import { CargoEvent, CargoShipment } from '@db/entities/cargo';
import { EmailMessage, MailOutbox, SupportThread } from '@db/entities/support';
import { ProductReview } from '@db/entities/product';
import { TravelReview } from '@db/entities/travel-review';
import { Cart } from '@db/entities/cart';
import { Notification } from '@db/entities/notification';
import { AssistantConversation } from '@db/entities/assistant';
import { IdempotencyKey } from '@db/entities/idempotency-key';
import { MobileMoneyPush } from '@db/entities/mobile-money';
import { AuditEvent } from '@db/entities/audit-event';
import { AccountErasure, DataExport } from '@db/entities/data-export';
import { RateLimit } from '@db/entities/rate-limit';
import { SavedTraveller } from '@db/entities/saved-traveller';
import type { AppConfig } from '../../config';
import type { DeleteAccountRequest, DeletionCheck } from '@shared/schemas/privacy';
import { conflict, unauthorized } from '../../errors';
import { t } from '../../core/i18n';
import { today } from '../../core/travel-calendar';
import { likeLiteral } from '../../core/catalogue-query';
import { confirmOwnPassword, confirmOwnSecondFactor, forgetSecondFactor, hasSecondFactor, type SessionUser } from '../auth';
import { releaseOpenHoldsOf, toBookingDto } from '../bookings';
import { threadsOfAccount } from './data-export';

/** What replaces an erased text (a name, an address) where the column needs a value. */
export const ERASED = '[deleted]';

/** The address a deleted account keeps: unique, and a domain that can never receive mail (RFC 2606). */
export const erasedEmail = (userId: string) => `${userId}@deleted.invalid`;

/**
 * Paid bookings still to come (confirmed, not delivered, not over: a trip ending today or later,
 * a ride or shipment under way). They block deletion: the traveller cancels them (a refund) or
 * keeps the account until they are over, because a deleted account could not show its voucher
 * or be told of a change.
 */
async function upcomingPaidBookings(em: EntityManager, userId: string, lock = false) {
  const day = today();
  return em.find(
    Booking,
    {
      user: userId,
      status: 'confirmed',
      fulfilledAt: null,
      $or: [{ endDate: { $gte: day } }, { endDate: null, startDate: { $gte: day } }, { endDate: null, startDate: null }],
    },
    { orderBy: { startDate: 'asc', createdAt: 'asc' }, refresh: true, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
  );
}

export async function deletionCheck(em: EntityManager, user: SessionUser): Promise<DeletionCheck> {
  const blocking = await upcomingPaidBookings(em, user.id);
  return { blockingBookings: blocking.map((booking) => toBookingDto(booking, user)), secondFactorRequired: await hasSecondFactor(em, user.id) };
}

/**
 * Deletes the caller's account after its password (and second factor, if any) are confirmed.
 * Refused (409) while upcoming paid bookings remain, and for the last admin (nobody could
 * manage the deployment any more). One transaction: live holds are released,
 * personal data erased, the account disabled; the caller's session ends with the others.
 */
export async function deleteAccount(em: EntityManager, config: AppConfig, user: SessionUser, input: DeleteAccountRequest, ip: string): Promise<void> {
  await confirmOwnPassword(em, config, user.id, input.password, ip);
  await confirmOwnSecondFactor(em, config, user.id, input.code, ip);
  await em.transactional(async (tx) => {
    const account = await tx.findOne(User, { id: user.id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!account) throw unauthorized();
    if ((await upcomingPaidBookings(tx, user.id, true)).length > 0) throw conflict(t('privacy:errors.upcomingBookings'));
    if (account.role === 'admin' && (await tx.count(User, { role: 'admin', disabled: false, deletedAt: null, id: { $ne: user.id } })) === 0) {
      throw conflict(t('privacy:errors.lastAdmin'));
    }
    await releaseOpenHoldsOf(tx, user.id);
    await erasePersonalData(tx, account);
  });
}

/** Replaces every occurrence of the given values in a text, longest first, case-insensitively. */
export function scrubText(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    const pattern = new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    result = result.replace(pattern, () => ERASED);
  }
  return result;
}

/** The same for every string inside a JSON value. */
export function scrubJson<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return scrubText(value, secrets) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubJson(item, secrets)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubJson(item, secrets)])) as T;
  return value;
}

const rounded = (coordinate: number) => Math.round(coordinate * 100) / 100;

async function erasePersonalData(tx: EntityManager, account: User): Promise<void> {
  const userId = account.id;
  const pendingAddresses = (await tx.find(AccountToken, { user: userId, email: { $ne: null } })).map((token) => token.email ?? '');
  const orders = await tx.find(ShopOrder, { booking: { user: userId } });
  const shipments = await tx.find(CargoShipment, { user: userId });
  const rides = await tx.find(Ride, { user: userId });
  const threads = await tx.find(SupportThread, threadsOfAccount(userId, account.email));

  // Every text that names, reaches or locates the person: scrubbed wherever it was copied to.
  const secrets = [
    account.username,
    account.email,
    account.fullName,
    account.phone,
    ...pendingAddresses,
    ...orders.flatMap((order) => [order.recipientName, order.phone, order.addressLine]),
    ...shipments.flatMap((shipment) => [
      shipment.senderName,
      shipment.senderPhone,
      shipment.senderAddress,
      shipment.recipientName,
      shipment.recipientPhone,
      shipment.recipientAddress,
      shipment.signedBy,
      shipment.fromLocation,
      shipment.toLocation,
    ]),
    ...rides.flatMap((ride) => [ride.pickupLabel, ride.dropoffLabel]),
    ...threads.flatMap((thread) => [thread.contactName, thread.contactEmail]),
  ]
    .filter((value): value is string => typeof value === 'string' && value.trim().length >= 3)
    .filter((value, index, all) => all.indexOf(value) === index)
    .sort((a, b) => b.length - a.length);
  const addresses = [account.email, ...pendingAddresses, ...threads.map((thread) => thread.contactEmail)].map((address) => address.toLowerCase());
  const anonymousEmail = erasedEmail(userId);

  for (const order of orders) {
    order.recipientName = ERASED;
    order.phone = '';
    order.addressLine = ERASED;
  }
  for (const shipment of shipments) {
    Object.assign(shipment, {
      senderName: null,
      senderPhone: null,
      senderAddress: null,
      recipientName: null,
      recipientPhone: null,
      recipientAddress: null,
      signedBy: null,
    });
    shipment.fromLocation = shipment.fromCity;
    shipment.toLocation = shipment.toCity;
  }
  for (const event of await tx.find(CargoEvent, { shipment: { user: userId } })) event.location = scrubText(event.location, secrets);
  for (const ride of rides) {
    ride.pickupLabel = ERASED;
    ride.dropoffLabel = ERASED;
    ride.pickupLat = rounded(ride.pickupLat);
    ride.pickupLng = rounded(ride.pickupLng);
    ride.dropoffLat = rounded(ride.dropoffLat);
    ride.dropoffLng = rounded(ride.dropoffLng);
    ride.lat = rounded(ride.lat);
    ride.lng = rounded(ride.lng);
    ride.route = [];
    ride.approachRoute = [];
    ride.ratingComment = null;
  }
  await tx.nativeDelete(RideMessage, { ride: { user: userId } });
  // Saved travellers (names, dates of birth, sealed passport numbers) go entirely.
  await tx.nativeDelete(SavedTraveller, { user: userId });
  for (const booking of await tx.find(Booking, { user: userId })) {
    booking.bookingDetails = scrubJson(booking.bookingDetails, secrets);
    // Who travelled (names, dates of birth, sealed passport numbers, licences) goes entirely.
    booking.travellers = null;
  }

  const messages = await tx.find(EmailMessage, { thread: { $in: threads.map((thread) => thread.id) } });
  for (const thread of threads) {
    thread.contactEmail = anonymousEmail;
    thread.contactName = ERASED;
    thread.subject = scrubText(thread.subject, secrets);
  }
  for (const message of messages) {
    if (addresses.includes(message.senderEmail.toLowerCase())) message.senderEmail = anonymousEmail;
    if (message.recipientEmail && addresses.includes(message.recipientEmail.toLowerCase())) message.recipientEmail = anonymousEmail;
    message.senderName = scrubText(message.senderName, secrets);
    message.subject = scrubText(message.subject, secrets);
    message.body = scrubText(message.body, secrets);
    if (message.transcript)
      message.transcript = {
        name: scrubText(message.transcript.name, secrets),
        turns: message.transcript.turns.map((turn) => ({ message: scrubText(turn.message, secrets), response: scrubText(turn.response, secrets) })),
        note: message.transcript.note === null ? null : scrubText(message.transcript.note, secrets),
      };
  }
  // Account mail not sent yet (a reset link, an export's link) is for nobody any more.
  await tx.nativeDelete(MailOutbox, { email: null, status: { $in: ['stored', 'queued'] }, [sql.lower('to_address')]: { $in: addresses } });
  const outbox = await tx.find(MailOutbox, {
    $or: [{ email: { $in: messages.map((message) => message.id) } }, { [sql.lower('to_address')]: { $in: addresses } }],
  });
  for (const mail of outbox) {
    mail.toAddress = addresses.includes(mail.toAddress.toLowerCase()) ? anonymousEmail : mail.toAddress;
    mail.subject = scrubText(mail.subject, secrets);
    mail.text = scrubText(mail.text, secrets);
  }
  for (const review of [...(await tx.find(ProductReview, { user: userId })), ...(await tx.find(TravelReview, { user: userId }))]) {
    review.user = null;
    review.reviewerName = null;
    review.text = null;
  }
  await tx.flush();

  await anonymiseAuditEvents(
    tx,
    userId,
    [...orders.map((order) => order.booking.id), ...shipments.map((shipment) => shipment.id), ...rides.map((ride) => ride.id)],
    secrets,
  );

  await tx.nativeDelete(Session, { user: userId });
  await forgetSecondFactor(tx, userId);
  await tx.nativeDelete(KnownDevice, { user: userId });
  await tx.nativeDelete(AccountToken, { user: userId });
  await tx.nativeDelete(DataExport, { user: userId });
  await tx.nativeDelete(Notification, { user: userId });
  await tx.nativeDelete(Cart, { user: userId });
  await tx.nativeDelete(AssistantConversation, { user: userId });
  await tx.nativeDelete(IdempotencyKey, { user: userId });
  // Mobile money pushes are payment records and stay; the wallet's phone number goes.
  await tx.nativeUpdate(MobileMoneyPush, { user: userId }, { msisdn: ERASED });
  // Throttle counters name the account by id, e-mail address or username (`name@network`).
  const username = account.username.toLowerCase();
  const endingIn = (suffix: string) => {
    const pattern = `%:${likeLiteral(suffix)}`;
    return { key: { $like: pattern } };
  };
  const usernameAtNetwork = `%:${likeLiteral(username)}@%`;
  await tx.nativeDelete(RateLimit, { $or: [...[userId, ...addresses, username].map(endingIn), { key: { $like: usernameAtNetwork } }] });

  account.username = `deleted-${userId}`;
  account.email = anonymousEmail;
  account.phone = null;
  account.fullName = null;
  account.language = null;
  account.emailVerifiedAt = null;
  account.mustChangePassword = false;
  account.disabled = true;
  account.deletedAt = new Date();
  await tx.flush();
  // Not a password hash at all: no password can ever match it.
  await tx.nativeUpdate(User, { id: userId }, { passwordHash: '!' });
}

/**
 * Audit events are append-only; the trigger lets one transaction rewrite their texts (never
 * who, what, which item or when) once it has recorded itself as erasing a person (account_erasure).
 */
async function anonymiseAuditEvents(tx: EntityManager, userId: string, itemIds: string[], secrets: readonly string[]): Promise<void> {
  const events = await tx.find(AuditEvent, { $or: [{ actorId: userId }, { itemId: { $in: [userId, ...itemIds] } }] });
  tx.create(AccountErasure, { user: userId });
  await tx.flush();
  if (events.length === 0) return;
  for (const event of events) {
    await tx.nativeUpdate(
      AuditEvent,
      { id: event.id },
      {
        actorUsername: event.actorId === userId ? `deleted-${userId}` : event.actorUsername,
        itemLabel: event.itemLabel ? scrubText(event.itemLabel, secrets) : null,
        before: scrubJson(event.before, secrets),
        after: scrubJson(event.after, secrets),
      },
    );
  }
}
