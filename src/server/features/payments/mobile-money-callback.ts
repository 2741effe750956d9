// The provider's result callbacks. Each is accepted once and only when it is the provider's:
// signed with MOBILE_MONEY_CALLBACK_SECRET over its timestamp and exact body bytes, the
// timestamp within CALLBACK_MAX_AGE_SECONDS of ours, and its callbackId never seen before.
// Anything else is refused (401, or 409 for a replay) and logged, and changes nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { MobileMoneyCallbackReceipt, MobileMoneyPush } from '@db/entities/mobile-money';
import { ZMobileMoneyCallback } from '@shared/schemas/payments';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { badRequest, conflict, notFound, unauthorized, unprocessable } from '../../errors';
import { t } from '../../core/i18n';
import { isSignedBy } from './mobile-money-provider';
import { settlePush } from './push-settlement';

/** A signed callback older (or further ahead) than this is refused: a captured one cannot be sent again later. */
export const CALLBACK_MAX_AGE_SECONDS = 300;

export interface SignedCallback {
  body: Uint8Array;
  signature?: string;
  timestamp?: string;
}

export async function receiveMobileMoneyCallback(em: EntityManager, config: AppConfig, log: Logger, callback: SignedCallback): Promise<{ accepted: true }> {
  const refuse = (reason: string, error: Error, details: Record<string, unknown> = {}): never => {
    log.warn({ reason, ...details }, 'mobile money callback refused');
    throw error;
  };
  const { body, signature, timestamp } = callback;
  if (!signature || !timestamp) return refuse('unsigned', unauthorized(t('errors:mobileMoney.callbackUnsigned')));
  if (!isSignedBy(config.MOBILE_MONEY_CALLBACK_SECRET, timestamp, body, signature)) {
    return refuse('bad signature', unauthorized(t('errors:mobileMoney.callbackBadSignature')));
  }
  const sentAt = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!(Math.abs(Date.now() / 1000 - sentAt) <= CALLBACK_MAX_AGE_SECONDS)) {
    return refuse('stale timestamp', unauthorized(t('errors:mobileMoney.callbackStale')), { timestamp });
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return refuse('not JSON', badRequest(t('errors:mobileMoney.callbackMalformed'), 'body'));
  }
  const parsed = ZMobileMoneyCallback.safeParse(json);
  if (!parsed.success) return refuse('malformed', badRequest(t('errors:mobileMoney.callbackMalformed'), 'body'));
  const result = parsed.data;

  await em.transactional(async (tx) => {
    const push = await tx.findOne(MobileMoneyPush, result.pushId, { fields: ['providerReference'] });
    if (!push) return refuse('unknown push', notFound(t('errors:mobileMoney.unknownPush')), { pushId: result.pushId });
    if (push.providerReference && push.providerReference !== result.providerReference) {
      return refuse('reference mismatch', unprocessable(t('errors:mobileMoney.unknownPush'), 'providerReference'), { pushId: result.pushId });
    }
    const inserted = await tx
      .createQueryBuilder(MobileMoneyCallbackReceipt)
      .insert({ callbackId: result.callbackId, push: result.pushId })
      .onConflict('callbackId')
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 0) {
      return refuse('replayed', conflict(t('errors:mobileMoney.callbackReplayed')), { callbackId: result.callbackId, pushId: result.pushId });
    }
    await settlePush(tx, result.pushId, { outcome: result.outcome, receipt: result.receipt, providerReference: result.providerReference }, 'callback');
  });
  return { accepted: true };
}
