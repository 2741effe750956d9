import type { EntityManager } from '@mikro-orm/postgresql';
import { centsToAmount } from '../../../shared/money';
import type { Booking, BookingDetails, BookingStatus, BookingType } from '../../../shared/schemas/bookings';
import type { SessionUser } from '../auth/sessions';
import { isoTimestamp, today } from '../search/travel-query';

export interface BookingRow {
  id: string;
  user_id: string;
  type: BookingType;
  status: BookingStatus;
  confirmation_code: string;
  item_id: string;
  start_date: string | null;
  end_date: string | null;
  quantity: number;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  currency: string;
  offer_code: string | null;
  booking_details: BookingDetails;
  created_at: string;
  hold_expires_at: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
}

export const BOOKING_COLUMNS = `b.id, b.user_id, b.type, b.status, b.confirmation_code, b.item_id, b.start_date, b.end_date, b.quantity,
  b.subtotal_cents, b.discount_cents, b.total_cents, b.currency, b.offer_code, b.booking_details,
  ${isoTimestamp('b.created_at')} as created_at, ${isoTimestamp('b.hold_expires_at')} as hold_expires_at,
  ${isoTimestamp('b.confirmed_at')} as confirmed_at, ${isoTimestamp('b.cancelled_at')} as cancelled_at`;

export const isStaff = (user: SessionUser) => user.role === 'staff' || user.role === 'admin';

/** Cancellable by its owner or staff while active and not started (start date today or later). */
export function canCancel(row: BookingRow, user: SessionUser, todayDate = today()): boolean {
  const active = row.status === 'pending' || row.status === 'confirmed';
  const mayAct = row.user_id === user.id || isStaff(user);
  return active && mayAct && (row.start_date === null || row.start_date >= todayDate);
}

export function toBookingDto(row: BookingRow, viewer: SessionUser): Booking {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    confirmationCode: row.confirmation_code,
    createdAt: row.created_at,
    totalAmount: centsToAmount(row.total_cents),
    currency: row.currency,
    bookingDetails: row.booking_details,
    itemId: row.item_id,
    startDate: row.start_date,
    endDate: row.end_date,
    quantity: row.quantity,
    subtotalAmount: centsToAmount(row.subtotal_cents),
    discountAmount: centsToAmount(row.discount_cents),
    offerCode: row.offer_code,
    holdExpiresAt: row.status === 'pending' ? row.hold_expires_at : null,
    confirmedAt: row.confirmed_at,
    cancelledAt: row.cancelled_at,
    canCancel: canCancel(row, viewer),
  };
}

export async function findBookingRow(em: EntityManager, id: string, options: { forUpdate?: boolean } = {}): Promise<BookingRow | undefined> {
  const [row] = await em.execute<BookingRow[]>(`select ${BOOKING_COLUMNS} from booking b where b.id = ?${options.forUpdate ? ' for update' : ''}`, [id]);
  return row;
}
