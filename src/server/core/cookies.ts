// Reading one cookie of a request, for the session (features/auth), a visitor's own cookies
// (trpc/context.ts) and the page's language (http/page-language.ts).
import type { Request } from 'express';

/** The value of cookie `name`, percent-decoded; undefined when absent or not decodable. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
