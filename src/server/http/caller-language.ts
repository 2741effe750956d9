// The caller's language where no procedure runs: the answers of the HTTP edge (a cross-origin
// request refused, a URL too long, a body that is not JSON, an unknown /api path, a photo not
// found). Decided as for procedures (trpc/context.ts): the signed-in user's saved language, else
// Accept-Language, else English. The session is only looked up when such an answer is written,
// and a database that is away leaves Accept-Language to decide.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import { requestLanguage, withLanguage } from '../core/i18n';
import { readSessionToken, resolveSessionUser } from '../features/auth';
import type { Language } from '@shared/languages';

const RESOLVER = 'callerLanguage';

async function savedLanguage(em: EntityManager, req: Request): Promise<string | null | undefined> {
  if (!readSessionToken(req)) return undefined;
  try {
    return (await resolveSessionUser(em.fork(), req))?.language;
  } catch {
    return undefined;
  }
}

/** Lets the edge's answers find the caller's saved language (mounted first, in app.ts). */
export function callerLanguageOnDemand(em: EntityManager): RequestHandler {
  return (req, res, next) => {
    let language: Promise<Language> | undefined;
    res.locals[RESOLVER] = () => (language ??= savedLanguage(em, req).then((saved) => requestLanguage(saved, req.get('accept-language'))));
    next();
  };
}

/** The language to answer this request in. */
export function callerLanguage(req: Request, res: Response): Promise<Language> {
  const resolve = res.locals[RESOLVER] as (() => Promise<Language>) | undefined;
  return resolve ? resolve() : Promise.resolve(requestLanguage(undefined, req.get('accept-language')));
}

/** Answers `{ message, code }` with the message (built by `text`) in the caller's language. */
export async function sendEdgeError(req: Request, res: Response, status: number, code: string, text: () => string): Promise<void> {
  const language = await callerLanguage(req, res);
  if (!res.headersSent) res.status(status).json({ message: withLanguage(language, text), code });
}
