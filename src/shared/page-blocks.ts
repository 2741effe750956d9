// What the server writes into a page for the client to read (src/server/http/shell.ts), named
// once for both sides: the JSON data blocks' element ids.

/** The host's brand (client/lib/domain-context.ts). */
export const DOMAIN_CONTEXT_ELEMENT_ID = 'domain-context';

/** The answers, language and instant of the server's render (client/lib/server-render.ts). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';
