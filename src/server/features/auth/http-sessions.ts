import type { HttpSessions } from '../../trpc/context';
import { clearSessionCookie, readSessionToken, resolveSessionUser, setSessionCookie } from './sessions';
import { untilSessionEnds } from './session-streams';

/** The session cookie as the request context reads and writes it, and the streams that end with it (trpc/context.ts). */
export const httpSessions: HttpSessions = {
  readToken: readSessionToken,
  findUser: (em, req) => resolveSessionUser(em, req),
  set: setSessionCookie,
  clear: clearSessionCookie,
  untilEnds: untilSessionEnds,
};
