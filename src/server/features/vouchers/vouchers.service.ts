// E-vouchers: a confirmed booking's code for its traveller, and the staff check that marks it
// used once. The mark is one conditional UPDATE (... where voucher_used_at is null), so two
// scans at once, on one instance or two, verify it once: the other hears 'already used'.
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppSecret } from '@db/entities/app-secret';
import { collectAtPickup, toTravellersDto } from '../bookings';
import { Booking } from '@db/entities/booking';
import { centsToAmount } from '@shared/money';
import type { Voucher, VoucherCheck } from '@shared/schemas/vouchers';
import { BOOKABLE_TYPES, hasVoucher } from '@shared/booking-vocabulary';
import type { SessionUser } from '../auth';
import { conflict, notFound } from '../../errors';
import { t } from '../../core/i18n';
import { recordAudit } from '../../core/audit';
import { voucherCode, voucherRefFromCode } from './voucher-code';

export const VOUCHER_KEY_NAME = 'voucher-signing-key';

/** The signing key, made once by the vouchers migration and shared by every instance. */
export async function voucherKey(em: EntityManager): Promise<string> {
  const secret = await em.findOne(AppSecret, { name: VOUCHER_KEY_NAME });
  if (!secret) throw new Error(`The app secret '${VOUCHER_KEY_NAME}' is missing: run the migrations`);
  return secret.value;
}

/**
 * The vouchers of the user's confirmed bookings of the kinds that have one (stays, flights, car
 * rentals, tours: shown at a desk), newest first. Rides, shipments and orders have none.
 */
export async function listVouchers(em: EntityManager, user: SessionUser): Promise<Voucher[]> {
  const [key, bookings] = await Promise.all([
    voucherKey(em),
    em.find(
      Booking,
      { user: user.id, status: 'confirmed', type: { $in: [...BOOKABLE_TYPES] } },
      { fields: ['id', 'voucherRef', 'voucherUsedAt'], orderBy: { createdAt: 'desc', id: 'asc' }, refresh: true },
    ),
  ]);
  return bookings.map((booking) => ({
    bookingId: booking.id,
    code: voucherCode(booking.voucherRef, key),
    usedAt: booking.voucherUsedAt?.toISOString() ?? null,
  }));
}

/** Staff check: shows the booking and marks its voucher used, once. */
export async function verifyVoucher(em: EntityManager, staff: SessionUser, code: string): Promise<VoucherCheck> {
  const ref = voucherRefFromCode(code, await voucherKey(em));
  if (!ref) throw notFound(t('vouchers:unknownCode'));
  const booking = await em.findOne(Booking, { voucherRef: ref }, { populate: ['user'], refresh: true });
  if (!booking || !hasVoucher(booking.type)) throw notFound(t('vouchers:unknownCode'));
  if (booking.status !== 'confirmed') throw conflict(t(`vouchers:notValid.${booking.status}`, { code: booking.confirmationCode }));

  // The mark and its audit event commit together: a voucher used exactly when the trail says so.
  const marked = await em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(
      Booking,
      { id: booking.id, status: 'confirmed', voucherUsedAt: null },
      { voucherUsedAt: sql.now(), voucherUsedBy: staff.id },
    );
    if (updated === 0) return 0;
    // A car rental to be paid at pickup is paid at the desk now, as its voucher is checked (checked again under its lock).
    const collectedCents = booking.payAtPickup === 'guaranteed' ? await collectAtPickup(tx, booking.id) : null;
    const { voucherUsedAt } = await tx.findOneOrFail(Booking, booking.id, { refresh: true });
    await recordAudit(tx, staff, {
      action: 'voucher.use',
      itemType: 'booking',
      itemId: booking.id,
      itemLabel: booking.confirmationCode,
      before: { voucherUsedAt: null },
      after: { voucherUsedAt: voucherUsedAt?.toISOString() ?? null, ...(collectedCents !== null ? { paidAtPickup: centsToAmount(collectedCents) } : {}) },
    });
    return updated;
  });
  const used = await em.findOneOrFail(Booking, booking.id, { populate: ['user', 'voucherUsedBy'], refresh: true });
  if (used.status !== 'confirmed' && marked === 0) throw conflict(t(`vouchers:notValid.${used.status}`, { code: used.confirmationCode }));
  const details = used.bookingDetails;
  return {
    outcome: marked === 1 ? 'verified' : 'already_used',
    usedAt: used.voucherUsedAt!.toISOString(),
    usedBy: used.voucherUsedBy?.username ?? null,
    booking: {
      id: used.id,
      type: used.type,
      status: used.status,
      confirmationCode: used.confirmationCode,
      itemName: details.itemName,
      location: details.location,
      startDate: used.startDate ?? null,
      endDate: used.endDate ?? null,
      quantity: details.quantity,
      quantityLabel: details.quantityLabel,
      travellerName: used.user.fullName ?? used.user.username,
      travellers: toTravellersDto(used.travellers),
      paidAtPickup: used.payAtPickup === 'collected' ? { amount: centsToAmount(used.totalCents), currency: used.currency } : null,
    },
  };
}
