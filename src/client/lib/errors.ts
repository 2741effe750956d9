// An error reads 'status: body' — the HTTP status, a colon and a space, then the
// server's message (its JSON `message` for tRPC and /api alike), or the status text.
//
// Server messages in the traveller's language: every call sends the app language as
// Accept-Language (lib/trpc.ts), and an error may carry `data.i18n = { key, params }`;
// when the client has that key (namespace 'errors') it shows its own translation, else the
// server's text as sent. See docs/i18n-a11y.md.
import { TRPCClientError } from '@trpc/client';
import { i18n } from '../i18n/i18n';

interface ErrorData {
  httpStatus?: number;
  field?: string;
  /** Invalid input: each refused field's path ('email', 'contact.email') and message. */
  issues?: { path: string; message: string }[];
  i18n?: { key: string; params?: Record<string, unknown> };
}

function dataOf(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

export function httpStatusOf(error: unknown): number | undefined {
  return dataOf(error)?.httpStatus;
}

/** The field a 4xx names (e.g. 'email' for a taken address), when the server says. */
export function errorFieldOf(error: unknown): string | undefined {
  return dataOf(error)?.field;
}

function translated(error: unknown): string | undefined {
  const keyed = dataOf(error)?.i18n;
  if (!keyed || !i18n.exists(`errors:${keyed.key}`)) return undefined;
  return i18n.t(`errors:${keyed.key}`, keyed.params);
}

export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const status = httpStatusOf(error);
    const message = translated(error) ?? error.message;
    return status ? `${status}: ${message}` : message;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The server's own message without the status prefix, for toasts that quote it. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) return translated(error) ?? (error.message || undefined);
  return undefined;
}

/** The server's message for the field it names, without the 'field: ' prefix, to show under that field. */
export function fieldMessage(error: unknown): string | undefined {
  const message = serverMessage(error);
  const field = errorFieldOf(error);
  return field && message?.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

/**
 * A refused request's messages by field path, to show under the fields they name: each issue
 * of invalid input (in the language of the request), or the one field a refusal names.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = dataOf(error);
  const found: Record<string, string> = {};
  for (const issue of data?.issues ?? []) found[issue.path] ??= issue.message;
  const message = fieldMessage(error);
  if (data?.field && message) found[data.field] ??= message;
  return found;
}
