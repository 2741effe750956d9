// What the app needs from a mobile money provider (an M-Pesa-style "STK push" API): send a push
// to a wallet, and answer a status query about one. Results arrive later as callbacks on
// POST /api/payments/mobile-money/callback, signed with MOBILE_MONEY_CALLBACK_SECRET
// (signCallback below); a real provider's adapter implements this interface and its callback
// route's signature check (docs/payments.md).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MobileMoneyOperator, PushOutcome } from '@shared/mobile-money';
import type { AppConfig } from '../../config';

export interface PushRequest {
  /** Our id of the push; the provider sends it back in its callback. */
  pushId: string;
  msisdn: string;
  operator: MobileMoneyOperator;
  currency: string;
  /** The amount in minor units of `currency`, a whole number of major units (wallets take no cents). */
  amountMinor: number;
  /** What the wallet shows its owner: the booking's confirmation code. */
  accountReference: string;
}

export interface ProviderContext {
  em: EntityManager;
  config: AppConfig;
}

/** What a status query answers: still waiting for the wallet's owner, or the result. */
export type PushStatusAnswer = { state: 'pending' } | { state: 'settled'; outcome: PushOutcome; receipt: string | null };

export interface MobileMoneyProvider {
  /** True for the built-in simulation: no money moves, and checkout says so. */
  readonly simulated: boolean;
  /** Sends the push; resolves with the provider's reference once it has accepted the request. */
  requestPush(request: PushRequest, context: ProviderContext): Promise<{ providerReference: string }>;
  /** The provider's answer about a push it accepted (the real APIs' "transaction status query"). */
  queryStatus(push: { pushId: string; providerReference: string; msisdn: string; requestedAt: Date }, context: ProviderContext): Promise<PushStatusAnswer>;
}

export const SIGNATURE_SCHEME = 'sha256=';

/** The signature of a callback: HMAC-SHA256 over '<timestamp>.<body bytes>', hex, as the signature header carries it. */
export function signCallback(secret: string, timestamp: string, body: Uint8Array): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`);
  mac.update(body);
  return `${SIGNATURE_SCHEME}${mac.digest('hex')}`;
}

/** Whether `signature` is this body's and timestamp's, compared in constant time. */
export function isSignedBy(secret: string, timestamp: string, body: Uint8Array, signature: string): boolean {
  const expected = Buffer.from(signCallback(secret, timestamp, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
