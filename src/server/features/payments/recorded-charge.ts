// Charges made by the simulated processor outside checkout: a taxi ride's fare when the ride
// ends, or its cancellation fee. The card was checked when the ride was booked; the charge is
// recorded in the caller's transaction, so it exists exactly when the change it pays for does.
// A booking is charged at most once (payment_one_charge_per_booking).
import type { EntityManager } from '@mikro-orm/postgresql';
import { Payment } from '@db/entities/payment';

export interface RecordedCharge {
  bookingId: string;
  userId: string;
  amountCents: number;
  currency: string;
  cardLast4: string | null;
}

export async function recordCardCharge(tx: EntityManager, charge: RecordedCharge): Promise<string> {
  return String(
    await tx.insert(Payment, {
      booking: charge.bookingId,
      user: charge.userId,
      method: 'card',
      status: 'succeeded',
      amountCents: charge.amountCents,
      currency: charge.currency,
      cardLast4: charge.cardLast4,
      failureReason: null,
    }),
  );
}
