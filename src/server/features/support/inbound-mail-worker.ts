// The worker thread that reads received mail (inbound-mail-parse.ts) for inbound-mail-reader.ts.
// It announces itself when loaded, then answers one mail at a time. A refusal or a mail the
// parser cannot read is an answer, not a crash: both are the message's fault, so the sender is
// told for good (5xx).
import { parentPort } from 'node:worker_threads';
import { readInboundMail, SmtpRefusal, type InboundMail } from './inbound-mail-parse';

export type ReaderReply =
  { kind: 'ready' } | { kind: 'read'; mail: InboundMail } | { kind: 'refused'; responseCode: number; message: string } | { kind: 'unreadable'; reason: string };

const port = parentPort;
if (!port) throw new Error('inbound-mail-worker runs as a worker thread');

port.on('message', (raw: Uint8Array) => {
  readInboundMail(raw).then(
    (mail) => port.postMessage({ kind: 'read', mail } satisfies ReaderReply),
    (error: unknown) =>
      port.postMessage(
        (error instanceof SmtpRefusal
          ? { kind: 'refused', responseCode: error.responseCode, message: error.message }
          : { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) }) satisfies ReaderReply,
      ),
  );
});
// One small mail is read before the worker says it is ready: the parser loads parts of itself
// on first use, and the time limit is for reading a mail, not for starting.
const sample = 'From: sample@example.com\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>Ready</p>\r\n';
void readInboundMail(new TextEncoder().encode(sample)).finally(() => port.postMessage({ kind: 'ready' } satisfies ReaderReply));
