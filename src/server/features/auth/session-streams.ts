// A live stream (an SSE subscription) belongs to the session that opened it and ends with it:
// signed out, ended by a password change or a staff reset, the account disabled or erased, or
// expired. Sessions live in PostgreSQL and any instance may hold the stream, so the end is
// learnt from the database, never from this instance's memory:
// - a trigger on `session` announces every deleted live session as the live event
//   'session:<token hash>' (migration session_streams), which every instance's listener hears
//   as soon as the deleting transaction commits;
// - after a gap in delivery (the listener reconnected: an announcement may have been missed)
//   the session is looked up again;
// - its expiry is a timer.
import { sql } from '@mikro-orm/core';
import { Session } from '@db/entities/session';
import { unauthorized } from '../../errors';
import { t, withLanguage } from '../../core/i18n';
import { hashToken } from './sessions';
import type { SessionStreamOptions } from '../../trpc/context';

export const sessionTopic = (tokenHash: string) => `session:${tokenHash}`;

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** `ended` aborts, with the reason as its `reason`, when the session's streams must end: the session ended, or watching failed. */
function watchSession(options: SessionStreamOptions): { ended: AbortSignal; stop: () => void } {
  const tokenHash = hashToken(options.token);
  const stopped = new AbortController();
  const ended = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    stopped.abort();
    clearTimeout(timer);
  };
  const end = (reason: unknown) => {
    stop();
    ended.abort(reason);
  };
  const sessionEnded = () => end(unauthorized(withLanguage(options.language, () => t('errors:sessionEnded'))));

  // Still live: not deleted, not expired, its account not disabled (the same test as sign-in's lookup).
  const check = async () => {
    const session = await options.em
      .fork()
      .findOne(Session, { tokenHash, expiresAt: { $gt: sql.now() }, user: { disabled: false } }, { fields: ['expiresAt'] });
    if (stopped.signal.aborted) return;
    if (!session) return sessionEnded();
    clearTimeout(timer);
    timer = setTimeout(() => void check().catch(end), Math.min(MAX_TIMER_MS, Math.max(0, session.expiresAt.getTime() - Date.now())));
    timer.unref();
  };

  // Subscribed before the first look-up, so an end committed in between is not missed.
  const announcements = options.live.subscribe(sessionTopic(tokenHash), stopped.signal);
  void (async () => {
    try {
      await check();
      for await (const message of announcements) {
        if (message.kind === 'event') return sessionEnded();
        await check();
      }
    } catch (error) {
      // Shutting down, or the database is away: the stream ends with that error (SERVICE_UNAVAILABLE),
      // and the client reconnects, which checks the session afresh.
      end(error);
    }
  })();
  return { ended: ended.signal, stop };
}

/** The source's next value, or why the session ended first (the listener is removed either way). */
function nextUnlessEnded<T>(step: Promise<IteratorResult<T>>, ended: AbortSignal): Promise<IteratorResult<T> | { ended: unknown }> {
  if (ended.aborted) return Promise.resolve({ ended: ended.reason });
  return new Promise((resolve, reject) => {
    const onEnded = () => resolve({ ended: ended.reason });
    ended.addEventListener('abort', onEnded, { once: true });
    step.then(
      (result) => {
        ended.removeEventListener('abort', onEnded);
        resolve(result);
      },
      (error: unknown) => {
        ended.removeEventListener('abort', onEnded);
        reject(error);
      },
    );
  });
}

/**
 * Passes a subscription's values through until its session ends, then ends it with 401 (the
 * client does not reconnect: signing in again is needed). The source stream is returned from,
 * so its own live subscription is released.
 */
export async function* untilSessionEnds<T>(source: AsyncIterable<T>, options: SessionStreamOptions): AsyncGenerator<T, void, undefined> {
  const watch = watchSession(options);
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await nextUnlessEnded(iterator.next(), watch.ended);
      if ('ended' in next) throw options.toStreamError(next.ended);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    watch.stop();
    // Runs once the source's pending step settles (its request's abort ends it); a failure then
    // is no longer this stream's business.
    void iterator.return?.()?.catch(() => undefined);
  }
}
