// Spec §8: an error reads 'status: body' — the HTTP status, a colon and a space, then the
// server's message (its JSON `message` for tRPC and /api alike), or the status text.
import { TRPCClientError } from '@trpc/client';

export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    return status ? `${status}: ${error.message}` : error.message;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The server's own message without the status prefix, for toasts that quote it. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) return error.message || undefined;
  return undefined;
}

/** For plain fetch calls to /api: throws 'status: body' on a non-success response. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  return response;
}
