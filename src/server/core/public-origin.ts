import type { AppConfig } from '../config';

/** The base of links in e-mails: PUBLIC_URL, never a request's Host (whoever sends the request could forge it). */
export function publicOrigin(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
