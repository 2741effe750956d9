import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Booking } from './booking';
import { User } from './user';
import { MOBILE_MONEY_OPERATORS, PUSH_STATUSES } from '@shared/mobile-money';

// A mobile money push: one request to a wallet to approve a booking's total, and its result.
// One push per checkout attempt (the attempt's Idempotency-Key, unique per user) and at most
// one pending push per booking, so concurrent taps share one push and one charge. The charge
// is in the wallet's currency (integer minor units), converted from the booking's US dollar
// total at the stored rate, both kept. Financial records: never cascaded away.
export const MobileMoneyPush = defineEntity({
  name: 'MobileMoneyPush',
  tableName: 'mobile_money_push',
  uniques: [
    { name: 'mobile_money_push_attempt_unique', properties: ['user', 'attemptKey'] },
    {
      name: 'mobile_money_push_one_pending_per_booking',
      expression: `create unique index "mobile_money_push_one_pending_per_booking" on "mobile_money_push" ("booking_id") where status = 'pending'`,
    },
  ],
  indexes: [
    {
      name: 'mobile_money_push_pending_index',
      expression: `create index "mobile_money_push_pending_index" on "mobile_money_push" ("requested_at") where status = 'pending'`,
    },
  ],
  checks: [
    { name: 'mobile_money_push_amount_check', expression: 'charged_minor > 0 and base_cents >= 0' },
    { name: 'mobile_money_push_rate_check', expression: 'units_per_usd > 0' },
  ],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    booking: p.manyToOne(Booking).deleteRule('restrict').index(),
    user: p.manyToOne(User).deleteRule('restrict'),
    attemptKey: p.string(),
    operator: p.enum([...MOBILE_MONEY_OPERATORS]),
    /** International form without '+' (254708123456): the provider needs it to push and to be queried. */
    msisdn: p.string(),
    status: p.enum([...PUSH_STATUSES]).default('pending'),
    chargedCurrency: p.string().length(3),
    chargedMinor: p.integer(),
    baseCents: p.integer(),
    unitsPerUsd: p.decimal().precision(18).scale(6),
    rateAsOf: p.date(),
    /** The provider's id of the request (CheckoutRequestID); null until it accepted the push. */
    providerReference: p.string().nullable(),
    receipt: p.string().nullable(),
    /** The booking's hold before the push extended it: a failed push puts it back. */
    holdBefore: p.datetime(),
    requestedAt: p.datetime().defaultRaw('now()'),
    /** When the wallet stops waiting for its owner (the provider's push timeout). */
    expiresAt: p.datetime(),
    settledAt: p.datetime().nullable(),
    /** How the result arrived: the provider's callback, the status query, or the provider refusing the request itself. */
    settledBy: p.enum(['callback', 'status_query', 'request']).nullable(),
    /** Status queries made while it was pending (the job asks again until it settles). */
    statusQueries: p.integer().default(0),
  }),
});
export type MobileMoneyPush = InferEntity<typeof MobileMoneyPush>;

// Every provider callback accepted, by the id it carries: a second delivery of the same
// callback (a replay) meets this row and is refused.
export const MobileMoneyCallbackReceipt = defineEntity({
  name: 'MobileMoneyCallbackReceipt',
  tableName: 'mobile_money_callback',
  properties: (p) => ({
    callbackId: p.string().primary(),
    push: p.manyToOne(MobileMoneyPush).deleteRule('restrict').index(),
    receivedAt: p.datetime().defaultRaw('now()'),
  }),
});
export type MobileMoneyCallbackReceipt = InferEntity<typeof MobileMoneyCallbackReceipt>;
