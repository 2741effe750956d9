// The app's shell (index.html) for one host: its brand's name as the title, its colour and icon,
// and its domain context as a JSON data block, which the client reads instead of asking GET
// /api/domain-context first (src/client/lib/domain-context.ts). The first screen then renders
// once, in the right brand. A data block is not a script: the Content Security Policy allows it.
import type { Request } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { resolveDomainContext } from '../features/branding';
import type { DomainContext } from '../../shared/schemas/branding';
import type { ShellRenderer } from './client-files';
import { BRAND_THEME_COLORS, brandPalette } from '../../shared/brand-colors';

export const DOMAIN_CONTEXT_ELEMENT_ID = 'domain-context';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** JSON safe inside a <script> element: no '</script>' or comment opener can appear. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderShellFor(template: string, context: DomainContext): string {
  const palette = brandPalette(context.branding.theme);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(context.branding.name)}</title>`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${BRAND_THEME_COLORS[palette]}"`)
    .replace(/<link rel="apple-touch-icon" href="[^"]*"/, `<link rel="apple-touch-icon" href="/icons/${palette}-192.png"`)
    .replace('</head>', `<script type="application/json" id="${DOMAIN_CONTEXT_ELEMENT_ID}">${jsonForScript(context)}</script>\n  </head>`);
}

export const hostOf = (req: Request) => (req.hostname || 'localhost').toLowerCase();

export function brandedShell(em: EntityManager): ShellRenderer {
  return {
    key: hostOf,
    render: async (req, template) => renderShellFor(template, await resolveDomainContext(em.fork(), hostOf(req))),
  };
}
