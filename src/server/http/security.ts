import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';
import { t } from '../core/i18n';
import { sendEdgeError } from './caller-language';

/**
 * helmet with a Content Security Policy the app really passes: everything from our own origin
 * (scripts, images, fonts, API calls). Mantine sets CSS variables through inline styles, hence
 * 'unsafe-inline' for styles only. Development adds what the Vite dev server needs.
 */
export function securityHeaders(options: {
  development: boolean;
  /** Other origins images may come from (MAP_TILE_URL's). */ imageOrigins?: string[];
}): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        'font-src': ["'self'", 'data:'],
        'connect-src': options.development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'manifest-src': ["'self'"],
      },
    },
    // Pages are served over plain HTTP locally; HSTS belongs to the TLS-terminating proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}

/** The map tiles' origin (its {s} subdomains as a wildcard), so the CSP lets Track Ride's map load them. */
export function tileOrigins(template: string | undefined): string[] {
  if (!template) return [];
  const { protocol, host } = new URL(template.replace('{s}', 'tiles'));
  return [`${protocol}//${template.includes('{s}.') ? host.replace(/^tiles\./, '*.') : host}`];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * This app's origin as the browser sees it: scheme and host of the request, taken from
 * X-Forwarded-Proto and X-Forwarded-Host when TRUST_PROXY trusts the proxy (Express's
 * req.protocol and req.host), exactly as branding reads the host. '' when it cannot be formed.
 */
export function publicOrigin(req: Request): string {
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return '';
  }
}

function originOf(header: string): string | undefined {
  try {
    const origin = new URL(header).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const refuse = (req: Request, res: Response) => sendEdgeError(req, res, 403, 'FORBIDDEN', () => t('errors:http.crossOrigin'));

/**
 * Cookies are sent with every call, so a state-changing request must come from our
 * own pages: Sec-Fetch-Site (sent by every current browser) must be same-origin, and an Origin
 * header, when present, must be this app's public origin, scheme and host (and port) alike: an
 * http:// page cannot post to the https:// app. Requests with neither (curl, server-to-server)
 * carry no ambient browser credentials of a victim and pass.
 */
export const requireSameOrigin: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return void refuse(req, res);
  const origin = req.get('origin');
  if (origin !== undefined && originOf(origin) !== publicOrigin(req)) return void refuse(req, res);
  next();
};
