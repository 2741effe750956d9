// The built-in mobile money provider: a simulation with the real one's state machine, in which
// no money moves. A push is answered after PAYMENT_DELAY_MS (the owner approving on their
// phone); the test numbers (SIMULATED_TEST_NUMBERS: by the number's last six digits) answer
// 'cancelled by user', 'insufficient funds' after the same delay, or 'timeout' once the wallet
// has waited MOBILE_MONEY_PUSH_TIMEOUT_MS, and one approves but its callback is lost. The answer
// is a job (so it survives a restart and runs on whichever instance is free) that sends the
// result as the real provider does: a callback signed with the shared secret, received by the
// same function as POST /api/payments/mobile-money/callback.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { simulatedBehaviour, type PushOutcome } from '@shared/mobile-money';
import type { MobileMoneyCallback } from '@shared/schemas/payments';
import { defineJob, scheduleJob } from '../../platform';
import type { MobileMoneyProvider, PushStatusAnswer } from './mobile-money-provider';
import { signCallback } from './mobile-money-provider';
import { receiveMobileMoneyCallback } from './mobile-money-callback';

/** What the simulated wallet's owner does with a push to this number, and when the provider learns it. */
function simulatedAnswer(msisdn: string): { outcome: PushOutcome; after: 'delay' | 'timeout'; callback: boolean } {
  const behaviour = simulatedBehaviour(msisdn);
  if (behaviour === 'timeout') return { outcome: 'timeout', after: 'timeout', callback: true };
  if (behaviour === 'callback_lost') return { outcome: 'succeeded', after: 'delay', callback: false };
  return { outcome: behaviour, after: 'delay', callback: true };
}

const receiptFor = (pushId: string) => `SIM${pushId.replace(/-/g, '').slice(0, 7).toUpperCase()}`;

/** The simulated provider's callback for one push: sent when its owner has answered. */
export const simulatedWalletAnswerJob = defineJob({
  kind: 'payments.simulated-wallet-answer',
  payload: z.object({ pushId: z.uuid(), providerReference: z.string(), msisdn: z.string() }),
  async run({ em, config, log, payload }) {
    const answer = simulatedAnswer(payload.msisdn);
    if (!answer.callback) return;
    const callback: MobileMoneyCallback = {
      callbackId: randomUUID(),
      pushId: payload.pushId,
      providerReference: payload.providerReference,
      outcome: answer.outcome,
      receipt: answer.outcome === 'succeeded' ? receiptFor(payload.pushId) : null,
    };
    const body = new TextEncoder().encode(JSON.stringify(callback));
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = signCallback(config.MOBILE_MONEY_CALLBACK_SECRET, timestamp, body);
    try {
      await receiveMobileMoneyCallback(em, config, log, { body, signature, timestamp });
    } catch (error) {
      // A push settled meanwhile (by the status query) is not the provider's business.
      log.info({ err: error, pushId: payload.pushId }, 'simulated wallet: callback not taken');
    }
  },
});

export const simulatedWallet: MobileMoneyProvider = {
  simulated: true,
  async requestPush(request, { em, config }) {
    const providerReference = `ws_CO_SIM_${request.pushId}`;
    const answer = simulatedAnswer(request.msisdn);
    const waitMs = answer.after === 'timeout' ? config.MOBILE_MONEY_PUSH_TIMEOUT_MS : config.PAYMENT_DELAY_MS;
    await em.transactional((tx) =>
      scheduleJob(tx, simulatedWalletAnswerJob, {
        runAt: new Date(Date.now() + waitMs),
        payload: { pushId: request.pushId, providerReference, msisdn: request.msisdn },
        key: `mobile-money:${request.pushId}:answer`,
      }),
    );
    return { providerReference };
  },
  async queryStatus(push, { config }): Promise<PushStatusAnswer> {
    const answer = simulatedAnswer(push.msisdn);
    const waitMs = answer.after === 'timeout' ? config.MOBILE_MONEY_PUSH_TIMEOUT_MS : config.PAYMENT_DELAY_MS;
    if (Date.now() < push.requestedAt.getTime() + waitMs) return { state: 'pending' };
    return { state: 'settled', outcome: answer.outcome, receipt: answer.outcome === 'succeeded' ? receiptFor(push.pushId) : null };
  },
};
