// The language a page is rendered in, for the shell (shell.ts) and the server's render of the
// screen (server-render.ts) alike.
import type { Request } from 'express';
import { LANGUAGE_COOKIE, isLanguage, type Language } from '@shared/languages';
import { readCookie } from '../core/cookies';
import { requestLanguage } from '../core/i18n';

/** The page's language: the traveller's choice on this device, else the browser's. */
export function pageLanguage(req: Request): Language {
  const chosen = readCookie(req, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : requestLanguage(undefined, req.get('accept-language'));
}
