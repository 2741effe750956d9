// The server's render of the first screen (built by `vite build --ssr` into dist/ssr, loaded by
// src/server/http/server-render.ts). It renders the same <App> as the browser, at the page's
// URL, with a query client whose calls run the procedures in the server's own process.
//
// A screen's data requests are found by rendering: each pass renders the screen, then runs the
// queries the render asked for; the next pass renders with their answers and may ask for more
// (a list after the signed-in user). When a pass asks for nothing new, its HTML is the page.
// A failed query, or queries still asked for after the last pass, give up: the server then sends
// the plain shell and the browser renders as it always did. See docs/performance.md.
import { Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, skipToken, type Query } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
// eslint-disable-next-line no-restricted-imports -- this module runs on the server only, never in the browser's bundle
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../server/api/app-router';
import { textDirection, type Language } from '@shared/languages';
import { App } from './app/App';
import { i18n } from './i18n/i18n';
import { setServerRenderInstant } from './lib/clock';
import { createQueryClient } from './lib/query-client';
import { trpc } from './lib/trpc';
import type { ServerRenderState } from './lib/server-render';

export interface RenderRequest {
  /** Path and query string. */
  url: string;
  language: Language;
  /** Runs a query procedure for this request (the server's caller) and answers its output. */
  query(path: string, input: unknown): Promise<unknown>;
}

export interface RenderedScreen {
  /** The HTML inside #root. */
  html: string;
  state: ServerRenderState;
}

/** Renders that ask for data again and again (a bug) stop here. */
const MAX_PASSES = 4;

/** Queries and nothing else, answered as the HTTP link would: JSON. */
function serverLink(run: RenderRequest['query']): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        if (op.type !== 'query') {
          observer.error(TRPCClientError.from(new Error(`Only queries run in the server's render (${op.path})`)));
          return;
        }
        run(op.path, op.input).then(
          (data) => {
            // The browser receives JSON: the render must see what it will see (dates as text).
            observer.next({ result: { type: 'data', data: data === undefined ? undefined : JSON.parse(JSON.stringify(data)) } });
            observer.complete();
          },
          (error: unknown) => observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
        );
      });
}

function waitingToRun(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (queryFn === undefined || queryFn === skipToken) return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** The HTML of `element`, with everything it suspends on resolved. Any error fails the render. */
async function renderToText(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    // React moves a large finished part to the end of the page with a script that puts it in
    // place; the Content Security Policy allows no inline script, and the whole page is sent
    // at once anyway: everything stays in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // React would ship the failed part for the browser to render; the browser can render it all.
  if (errors.length > 0) throw errors[0];
  const chunks: Buffer[] = [];
  for await (const chunk of prelude as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderOnce(request: RenderRequest): Promise<RenderedScreen | undefined> {
  // i18next's instance is the app's one: renders take turns (see `renderScreen`).
  if (i18n.language !== request.language) await i18n.changeLanguage(request.language);
  const renderedAt = Date.now();
  setServerRenderInstant(renderedAt);
  const queryClient = createQueryClient({ inBrowser: false });
  const trpcClient = trpc.createClient({ links: [serverLink(request.query)] });
  const AtUrl = ({ children }: { children: ReactNode }) => <StaticRouter location={request.url}>{children}</StaticRouter>;
  const element = <App queryClient={queryClient} trpcClient={trpcClient} Router={AtUrl} direction={textDirection(request.language)} />;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const html = await renderToText(element);
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'error')) return undefined;
    const waiting = queries.filter(waitingToRun);
    // (A query left pending is one the screen does not run yet, in the browser either.)
    if (waiting.length === 0) return { html, state: { language: request.language, queries: dehydrate(queryClient), renderedAt } };
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  return undefined;
}

let turn: Promise<unknown> = Promise.resolve();

/**
 * The screen at `request.url`, or undefined when it cannot be rendered with all its data.
 * Renders run one at a time: the app's i18next instance holds one language at a time.
 */
export function renderScreen(request: RenderRequest): Promise<RenderedScreen | undefined> {
  const result = turn.then(() => renderOnce(request));
  turn = result.catch(() => undefined);
  return result;
}
