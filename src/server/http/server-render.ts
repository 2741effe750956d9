// The server's render of the first screen (docs/performance.md#server-rendering). A phone on a
// slow network that opens the app cold waits for the app's code (150 kB) before it sees
// anything, then for the screen's data. For the screens people land on, the server renders the
// screen with its data into the page instead (src/client/entry-server.tsx, built into
// dist/ssr): the screen shows as the HTML arrives, and the code, when it has loaded, takes over
// that HTML with the same answers and asks for nothing again.
//
// The installed app (its service worker asks for the plain shell with `X-App-Shell`) renders
// with its own precached code, as before; so does any page whose render fails, takes too long or
// is not on the list below: they get the plain shell, and the browser renders them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { RenderRequest, RenderedScreen } from '../../client/entry-server';
import type { Language } from '@shared/languages';
import { requestLanguage } from '../core/i18n';
import { createApiCaller } from '../api/caller';
import { createHttpContext, type HttpContextDeps } from '../trpc/context';
import { pageLanguage } from './page-language';
import { callByPath } from './binding';

/** Screens people open from outside (a link, a search result, a hotel's or tour's page, the home screen). */
const SERVER_RENDERED_PATHS = /^\/(?:(?:search|shop|bookings|checkout|about|contact)|(?:hotels|tours)\/[^/]+)?\/?$/;

/** Past this, the browser renders the screen itself (it would be no faster). */
const RENDER_TIMEOUT_MS = 1500;

type RenderScreen = (request: RenderRequest) => Promise<RenderedScreen | undefined>;

export function wantsServerRender(req: Request): boolean {
  return req.method === 'GET' && !req.get('x-app-shell') && SERVER_RENDERED_PATHS.test(req.path);
}

export interface ScreenRenderer {
  /** The screen for this request, or undefined: send the plain shell. */
  render(req: Request, res: Response): Promise<(RenderedScreen & { language: Language }) | undefined>;
}

/** Undefined when the build has no server render (development, or a client-only build). */
export function screenRenderer(deps: HttpContextDeps, ssrDir: string): ScreenRenderer | undefined {
  const entry = path.join(ssrDir, 'entry-server.mjs');
  if (!existsSync(entry)) return undefined;
  let loaded: Promise<RenderScreen> | undefined;
  const load = () => (loaded ??= import(pathToFileURL(entry).href).then((module: { renderScreen: RenderScreen }) => module.renderScreen));
  return {
    async render(req, res) {
      if (!wantsServerRender(req)) return undefined;
      const language = pageLanguage(req);
      try {
        const renderScreen = await load();
        const context = await createHttpContext(deps, req, res);
        // Answers in the language the browser will ask in (it sends the page's language).
        context.language = requestLanguage(context.user?.language, language);
        context.catalogueLanguage = language;
        const caller = createApiCaller(context);
        const timeout = delay(RENDER_TIMEOUT_MS, undefined, { ref: false });
        const screen = await Promise.race([
          renderScreen({ url: req.originalUrl, language, query: (procedure, input) => callByPath(caller, procedure, input) }),
          timeout,
        ]);
        return screen && { ...screen, language };
      } catch (error) {
        deps.log.warn({ err: error, url: req.originalUrl }, 'server render failed; sending the shell');
        return undefined;
      }
    },
  };
}
