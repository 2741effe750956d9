// The first screen as the server rendered it (src/client/entry-server.tsx): the page arrives
// with the screen's HTML in #root and, beside it, the answers that HTML was made from and the
// language it is in. The client hydrates that HTML with those answers (main.tsx), so the first
// screen shows before the app's code has arrived and needs no request once it has.
// See docs/performance.md#server-rendering.
import type { DehydratedState } from '@tanstack/react-query';
import { isLanguage, type Language } from '../../shared/languages';

export const SERVER_STATE_ELEMENT_ID = 'server-state';

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
