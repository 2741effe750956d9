// The web app manifest, per brand (the host's, as the shell's): its name, colour and icons, so
// each brand installs as itself. Served at /manifest.webmanifest, which index.html links;
// revalidated on every use, as browsers re-read it to update an installed app.
import type { RequestHandler } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { resolveDomainContext } from '../features/branding';
import type { DomainContext } from '@shared/schemas/branding';
import { BRAND_THEME_COLORS, brandPalette } from '@shared/brand-colors';
import { hostOf } from './shell';

/** The page background behind the app (Mantine's gray.0), shown while an installed app starts. */
const BACKGROUND = '#f8f9fa';

export function webManifest(context: DomainContext) {
  const palette = brandPalette(context.branding.theme);
  const name = context.branding.name;
  return {
    id: '/',
    name,
    short_name: name,
    description: 'Safari and tour packages, hotels, flights, car rental, taxi and cargo across East Africa and the Gulf.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BACKGROUND,
    theme_color: BRAND_THEME_COLORS[palette],
    icons: [
      { src: `/icons/${palette}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/icons/${palette}-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/icons/${palette}-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function serveManifest(em: EntityManager): RequestHandler {
  return async (req, res, next) => {
    try {
      const context = await resolveDomainContext(em.fork(), hostOf(req));
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/manifest+json').send(JSON.stringify(webManifest(context)));
    } catch (error) {
      next(error);
    }
  };
}
