// The first screen as the server rendered it (src/client/entry-server.tsx): the page arrives
// with the screen's HTML in #root and, beside it, the answers that HTML was made from and the
// language it is in. The client hydrates that HTML with those answers (main.tsx), so the first
// screen shows before the app's code has arrived and needs no request once it has.
// See docs/performance.md#server-rendering.
import type { DehydratedState, Query } from '@tanstack/react-query';
import { isLanguage, type Language } from '@shared/languages';
import { SERVER_STATE_ELEMENT_ID } from '@shared/page-blocks';

export interface ServerRenderState {
  /** The language the HTML is in. */
  language: Language;
  /** The query answers the HTML shows (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
  /** When the server rendered it (countdowns start from there: lib/clock.ts). */
  renderedAt: number;
}

/** The state the server wrote into this page, if it rendered the screen. */
export function readServerRender(): ServerRenderState | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const state = JSON.parse(element.textContent) as ServerRenderState;
    return isLanguage(state.language) && Array.isArray(state.queries?.queries) && typeof state.renderedAt === 'number' ? state : undefined;
  } catch {
    return undefined;
  }
}

/** When the page's answers were fetched (on the server's clock), once the page is hydrated. */
const pageAnswerTimes = new Set<number>();

/** A screen that asks again on every visit does not ask again right after the page brought the answer. */
const PAGE_ANSWER_FRESH_MS = 30_000;

/** Called with the state the page is hydrated with (main.tsx). */
export function rememberPageAnswers(state: ServerRenderState): void {
  for (const query of state.queries.queries) pageAnswerTimes.add(query.state.dataUpdatedAt);
}

/** Whether an answer is the one the page arrived with, seconds ago. */
export function cameWithThePage(dataUpdatedAt: number): boolean {
  return pageAnswerTimes.has(dataUpdatedAt) && performance.now() < PAGE_ANSWER_FRESH_MS;
}

/**
 * `refetchOnMount` for screens that ask again each time they are shown (bookings whose holds
 * expire): always, except for the answer the server rendered the page with moments ago.
 */
export const refetchUnlessPageAnswer = (query: { state: Pick<Query['state'], 'isInvalidated' | 'dataUpdatedAt'> }): boolean | 'always' =>
  !query.state.isInvalidated && cameWithThePage(query.state.dataUpdatedAt) ? false : 'always';
