// The app's shell (index.html) for one host: its brand's name as the title, its colour and icon,
// and its domain context as a JSON data block, which the client reads instead of asking GET
// /api/domain-context first (src/client/lib/domain-context.ts). The first screen then renders
// once, in the right brand. A data block is not a script: the Content Security Policy allows it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requestLanguage } from '../core/i18n';
import { resolveDomainContext } from '../features/branding';
import type { DomainContext } from '../../shared/schemas/branding';
import type { ShellRenderer } from './client-files';
import { BRAND_THEME_COLORS, brandPalette } from '../../shared/brand-colors';

export const DOMAIN_CONTEXT_ELEMENT_ID = 'domain-context';

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
    const source = segments.map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    const score = segments.filter((segment) => segment !== '*' && !segment.startsWith(':')).length * 10 + segments.length - (preload.pattern.endsWith('*') ? 100 : 0);
    return { preload, pattern: new RegExp(`^/${source}/?$`), score };
  });
  return compiled.sort((a, b) => b.score - a.score);
}

export function routePreloadsFrom(clientDir: string): (urlPath: string) => RoutePreload | undefined {
  const file = path.join(clientDir, '.vite/route-preloads.json');
  const routes = existsSync(file) ? compileRoutes(JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
  return (urlPath) => routes.find((route) => route.pattern.test(urlPath))?.preload;
}

/** <link> tags that fetch a route's files while the app's own code downloads. */
export function preloadTags(preload: RoutePreload | undefined, language: string): string {
  if (!preload) return '';
  const scripts = [...preload.scripts, ...(preload.translations[language] ?? [])];
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...preload.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('\n    ');
}

export function renderShellFor(template: string, context: DomainContext, preloads = ''): string {
  const palette = brandPalette(context.branding.theme);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(context.branding.name)}</title>`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${BRAND_THEME_COLORS[palette]}"`)
    .replace(/<link rel="apple-touch-icon" href="[^"]*"/, `<link rel="apple-touch-icon" href="/icons/${palette}-192.png"`)
    .replace('</head>', `${preloads ? `  ${preloads}\n  ` : ''}<script type="application/json" id="${DOMAIN_CONTEXT_ELEMENT_ID}">${jsonForScript(context)}</script>\n  </head>`);
}

export const hostOf = (req: Request) => (req.hostname || 'localhost').toLowerCase();

/**
 * The shell per host (its brand) and route (its files preloaded, with the translations of the
 * language the browser asks for).
 */
export function brandedShell(em: EntityManager, clientDir: string): ShellRenderer {
  const routeOf = routePreloadsFrom(clientDir);
  const languageOf = (req: Request) => requestLanguage(null, req.get('accept-language'));
  return {
    key: (req) => `${hostOf(req)} ${routeOf(req.path)?.pattern ?? ''} ${languageOf(req)}`,
    render: async (req, template) => renderShellFor(template, await resolveDomainContext(em.fork(), hostOf(req)), preloadTags(routeOf(req.path), languageOf(req))),
  };
}
