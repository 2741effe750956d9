// The app's shell (index.html) for one brand: its name as the title, its colour and icon, and
// its domain context as a JSON data block, which the client reads instead of asking GET
// /api/domain-context first (src/client/lib/domain-context.ts). The first screen then renders
// once, in the right brand. A data block is not a script: the Content Security Policy allows it.
// A shell is kept per brand, whatever the Host header said: the block carries no host (the page
// reads its own from its address), so a shell rendered for one host is right for every host of
// its brand, and a stream of made-up Host values finds it ready instead of rendering each anew.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { brandForHost, brandHostRules, resolveDomainContext } from '../features/branding';
import type { DomainContext } from '@shared/schemas/branding';
import type { ShellRenderer } from './client-files';
import { BRAND_THEME_COLORS, brandPalette } from '@shared/brand-colors';
import { textDirection, type Language } from '@shared/languages';
import { DOMAIN_CONTEXT_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from '@shared/page-blocks';
import type { RenderedScreen } from '../../client/entry-server';
import { pageLanguage } from './page-language';
import type { ScreenRenderer } from './server-render';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** JSON safe inside a <script> element: no '</script>' or comment opener can appear. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A route's files, from the build (scripts/vite-route-preloads.ts). */
export interface RoutePreload {
  pattern: string;
  scripts: string[];
  styles: string[];
  translations: Record<string, string[]>;
}

/** Route patterns as React Router ranks them: more static segments first, a splat last. */
function compileRoutes(preloads: RoutePreload[]) {
  const compiled = preloads.map((preload) => {
    const segments = preload.pattern.split('/').filter(Boolean);
    const source = segments
      .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const score =
      segments.filter((segment) => segment !== '*' && !segment.startsWith(':')).length * 10 + segments.length - (preload.pattern.endsWith('*') ? 100 : 0);
    return { preload, pattern: new RegExp(`^/${source}/?$`), score };
  });
  return compiled.sort((a, b) => b.score - a.score);
}

export function routePreloadsFrom(clientDir: string): (urlPath: string) => RoutePreload | undefined {
  const file = path.join(clientDir, '.vite/route-preloads.json');
  const routes = existsSync(file) ? compileRoutes(JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
  return (urlPath) => routes.find((route) => route.pattern.test(urlPath))?.preload;
}

const routeScripts = (preload: RoutePreload | undefined, language: string) => (preload ? [...preload.scripts, ...(preload.translations[language] ?? [])] : []);

/** <link> tags that fetch a route's files while the app's own code downloads. */
export function preloadTags(preload: RoutePreload | undefined, language: string): string {
  if (!preload) return '';
  return [
    ...routeScripts(preload, language).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...preload.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/** What public/start-after-paint.js loads: the first load's chunks in order, then the route's files. */
export interface AppFiles {
  start: string[];
  preload: string[];
}

/**
 * The shell of a screen the server rendered: the route's stylesheets are linked (the screen
 * paints with them), and the app's code with the route's files starts once it has painted
 * (public/start-after-paint.js), so they do not share the network with the page's photos.
 */
export function renderedPageShell(shell: string, preload: RoutePreload | undefined, language: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(shell);
  if (!entry) return shell;
  // Vite lists the entry's chunks dependencies first; the start script runs them in that order,
  // one task each, so no single task evaluates all of the first load's code.
  const firstLoadLinks = [...shell.matchAll(/\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)];
  const files: AppFiles = {
    start: [...firstLoadLinks.map((link) => link[1]), entry[1]],
    preload: routeScripts(preload, language).map((file) => `/${file}`),
  };
  const styles = (preload?.styles ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
  // The route's stylesheets go after the app's own, where the app's code would have put them.
  return firstLoadLinks
    .reduce((html, link) => html.replace(link[0], ''), shell)
    .replace(entry[0], '')
    .replace('</head>', () => `${styles ? `  ${styles}\n  ` : ''}  <script defer src="/start-after-paint.js"></script>\n  </head>`)
    .replace('</body>', () => `<script type="application/json" id="app-files">${jsonForScript(files)}</script>\n  </body>`);
}

/**
 * The shell in the brand of `context`. Every insertion is a replacer function: a replacement
 * string would read `$&`, `$\`` or `$'` in a brand's name or texts as "splice the document here".
 */
export function renderShellFor(template: string, context: DomainContext, preloads = ''): string {
  const palette = brandPalette(context.branding.theme);
  // The brand's part only: the shell is shared by every host of the brand.
  const { domain: _host, ...brandContext } = context;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(context.branding.name)}</title>`)
    .replace(/<meta name="theme-color" content="[^"]*"/, () => `<meta name="theme-color" content="${BRAND_THEME_COLORS[palette]}"`)
    .replace(/<link rel="apple-touch-icon" href="[^"]*"/, () => `<link rel="apple-touch-icon" href="/icons/${palette}-192.png"`)
    .replace(
      '</head>',
      () =>
        `${preloads ? `  ${preloads}\n  ` : ''}<script type="application/json" id="${DOMAIN_CONTEXT_ELEMENT_ID}">${jsonForScript(brandContext)}</script>\n  </head>`,
    );
}

export const hostOf = (req: Request) => (req.hostname || 'localhost').toLowerCase();

/**
 * The shell with the server's render of the screen in #root, and what it was made from. The
 * screen is inert until the app has taken it over (app/AppLayout.tsx `ScreenReady`).
 */
export function withRenderedScreen(shell: string, screen: RenderedScreen & { language: Language }): string {
  return shell
    .replace(/<html lang="[^"]*"/, () => `<html lang="${screen.language}" dir="${textDirection(screen.language)}"`)
    .replace('<div id="root"></div>', () => `<div id="root" inert>${screen.html}</div>`)
    .replace('</body>', () => `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForScript(screen.state)}</script>\n  </body>`);
}

/** The brand the screen was rendered in: its render already asked for it (every screen does). */
function renderedDomainContext(screen: RenderedScreen): DomainContext | undefined {
  const answer = screen.state.queries.queries.find(({ queryKey }) => JSON.stringify(queryKey[0]) === '["branding","domainContext"]');
  return answer?.state.data as DomainContext | undefined;
}

/**
 * The shell per brand (the host's) and route (its files preloaded, with the translations of the
 * page's language); with `screens`, the server's render of the screen where it has one.
 */
export function brandedShell(em: EntityManager, clientDir: string, screens?: ScreenRenderer): ShellRenderer {
  const routeOf = routePreloadsFrom(clientDir);
  // The brands' host rules, read once and kept until the brands change (`forget`), so finding
  // the key of a shell already rendered costs no database round trip.
  let rules: ReturnType<typeof brandHostRules> | undefined;
  const brandOf = async (req: Request) => {
    const loading = (rules ??= brandHostRules(em.fork()));
    try {
      return brandForHost(await loading, hostOf(req))?.id ?? '';
    } catch (error) {
      if (rules === loading) rules = undefined;
      throw error;
    }
  };
  return {
    key: async (req) => `${await brandOf(req)} ${routeOf(req.path)?.pattern ?? ''} ${pageLanguage(req)}`,
    forget: () => {
      rules = undefined;
    },
    render: async (req, template) =>
      renderShellFor(template, await resolveDomainContext(em.fork(), hostOf(req)), preloadTags(routeOf(req.path), pageLanguage(req))),
    renderScreen: screens
      ? async (req, res, template) => {
          const screen = await screens.render(req, res);
          if (!screen) return undefined;
          const context = renderedDomainContext(screen) ?? (await resolveDomainContext(em.fork(), hostOf(req)));
          return withRenderedScreen(renderedPageShell(renderShellFor(template, context), routeOf(req.path), screen.language), screen);
        }
      : undefined,
  };
}
