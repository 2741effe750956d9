import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Booking } from './booking';
import { User } from './user';
import { RECORDED_PAYMENT_METHODS, PAYMENT_STATUSES } from '@shared/schemas/payments';

// Every payment attempt with the simulated processor, declined ones included. Only the last
// four digits of a card are kept. A booking can be charged once: the partial unique index
// allows one succeeded (later maybe refunded) payment per booking. Payments are financial
// records: deleting their user or booking is refused (restrict), never cascaded away; an
// account with payments is anonymised instead of deleted (docs/hardening.md).
export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payment',
  uniques: [
    {
      name: 'payment_one_charge_per_booking',
      expression: `create unique index "payment_one_charge_per_booking" on "payment" ("booking_id") where status in ('succeeded', 'refunded')`,
    },
  ],
  checks: [
    { name: 'payment_amount_check', expression: 'amount_cents >= 0' },
    {
      name: 'payment_charged_currency_check',
      expression:
        '(charged_currency is null) = (charged_minor is null) and (charged_currency is null) = (units_per_usd is null) and (charged_currency is null) = (rate_as_of is null)',
    },
    { name: 'payment_refunded_check', expression: 'refunded_cents is null or (refunded_cents >= 0 and refunded_cents <= amount_cents)' },
    {
      name: 'payment_refunded_minor_check',
      expression: 'refunded_minor is null or (charged_minor is not null and refunded_minor >= 0 and refunded_minor <= charged_minor)',
    },
  ],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    booking: p.manyToOne(Booking).deleteRule('restrict').index(),
    user: p.manyToOne(User).deleteRule('restrict').index(),
    method: p.enum([...RECORDED_PAYMENT_METHODS]),
    status: p.enum([...PAYMENT_STATUSES]),
    amountCents: p.integer(),
    currency: p.string().default('USD'),
    cardLast4: p.string().length(4).nullable(),
    failureReason: p.string().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    refundedAt: p.datetime().nullable(),
    /** How much of the charge was refunded (a cancellation policy may keep part of it); status 'refunded' when any. */
    refundedCents: p.integer().nullable(),
    /**
     * A charge made in another currency than `currency` (a wallet's, or the one the traveller chose): the amount
     * charged in its minor units, and the rate (units per US dollar) and its date that converted
     * `amountCents` into it. Null when charged in `currency` itself.
     */
    chargedCurrency: p.string().length(3).nullable(),
    chargedMinor: p.integer().nullable(),
    unitsPerUsd: p.decimal().precision(18).scale(6).nullable(),
    rateAsOf: p.date().nullable(),
    /** How much of `chargedMinor` went back to the method, in the charged currency: `refundedCents` in proportion, all of it for a full refund. */
    refundedMinor: p.integer().nullable(),
  }),
});
export type Payment = InferEntity<typeof Payment>;
