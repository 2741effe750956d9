// Reads received mail in worker threads, so the thread that answers requests never parses MIME
// or turns HTML into text: a mail of 100,000 nested <div> froze every request for 11.7 s when it
// did. Each read has a time limit (INBOUND_SMTP_PARSE_TIMEOUT_MS): a worker that runs over is
// terminated and the mail refused for good (554), since it would be as slow on every retry. A
// worker that dies reading (past its memory limit) refuses the mail the same way. At most
// MAX_WORKERS read at once; more mail waits its turn (the SMTP client waits for our answer).
// Workers start on first use and are kept for the next mail.
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../logger';
import { SmtpRefusal, type InboundMail } from './inbound-mail-parse';
import type { ReaderReply } from './inbound-mail-worker';

declare const __PRODUCTION_BUILD__: boolean | undefined;

/** Two workers: the machine this runs on may have two cores, and requests need one. */
const MAX_WORKERS = 2;
/** A worker's heap; a mail is at most INBOUND_SMTP_MAX_BYTES (1 MB by default). */
const WORKER_HEAP_MB = 256;

interface Job {
  raw: Buffer;
  resolve: (mail: InboundMail) => void;
  reject: (error: Error) => void;
}

interface ReaderWorker {
  worker: Worker;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

/**
 * The worker as the build ships it (dist/server/inbound-mail-worker.js, next to main.js), or,
 * running from the sources, its TypeScript loaded through tsx.
 */
function startWorker(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB };
  if (typeof __PRODUCTION_BUILD__ !== 'undefined') return new Worker(new URL('./inbound-mail-worker.js', import.meta.url), { resourceLimits });
  const source = new URL('./inbound-mail-worker.ts', import.meta.url).href;
  const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(load, { eval: true, resourceLimits });
}

export class InboundMailReader {
  private readonly workers = new Set<ReaderWorker>();
  private readonly idle: ReaderWorker[] = [];
  private readonly queue: Job[] = [];
  private starting = 0;
  private closed = false;

  constructor(private readonly options: { timeoutMs: number; log: Logger }) {}

  /** The mail read and cleaned; rejects with an SmtpRefusal for a mail to refuse. */
  read(raw: Buffer): Promise<InboundMail> {
    if (this.closed) return Promise.reject(new Error('the mail reader is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ raw, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the mail reader is closed'));
    await Promise.all([...this.workers].map((reader) => reader.worker.terminate()));
  }

  private next(): void {
    while (this.queue.length > 0 && this.idle.length > 0) this.run(this.idle.pop() as ReaderWorker, this.queue.shift() as Job);
    while (this.queue.length > this.starting && this.workers.size < MAX_WORKERS) this.spawn();
  }

  private spawn(): void {
    const reader: ReaderWorker = { worker: startWorker(), job: null };
    let ready = false;
    this.workers.add(reader);
    this.starting += 1;
    reader.worker.unref(); // an idle reader does not keep the process alive
    reader.worker.on('message', (reply: ReaderReply) => {
      if (reply.kind === 'ready') {
        ready = true;
        this.starting -= 1;
        this.idle.push(reader);
        return this.next();
      }
      const job = this.finish(reader);
      if (!job) return;
      if (reply.kind === 'read') job.resolve(reply.mail);
      else if (reply.kind === 'refused') job.reject(new SmtpRefusal(reply.responseCode, reply.message));
      else job.reject(new SmtpRefusal(554, `5.6.0 This message cannot be read (${reply.reason.slice(0, 200)}): please send it as plain text`));
      this.idle.push(reader);
      this.next();
    });
    reader.worker.on('error', (error) => {
      const job = this.finish(reader);
      if (job) {
        // Past its memory limit or otherwise killed by what it was reading.
        this.options.log.warn({ err: error }, 'a received mail broke its reader');
        job.reject(new SmtpRefusal(554, '5.6.0 This message is too complex to read: please send it as plain text'));
      } else if (!ready) {
        // The worker could not start: nothing to do with any mail, so the waiting ones may retry.
        this.options.log.error({ err: error }, 'the mail reader could not start');
        for (const waiting of this.queue.splice(0)) waiting.reject(error);
      }
    });
    reader.worker.on('exit', () => {
      if (!ready) this.starting -= 1;
      ready = true;
      this.workers.delete(reader);
      const index = this.idle.indexOf(reader);
      if (index >= 0) this.idle.splice(index, 1);
      // Stopped by close() (shutting down), the mail is not at fault: the sender may retry.
      const job = this.finish(reader);
      if (job)
        job.reject(
          this.closed
            ? new Error('the mail reader is closed')
            : new SmtpRefusal(554, '5.6.0 This message is too complex to read: please send it as plain text'),
        );
      if (!this.closed) this.next();
    });
  }

  private run(reader: ReaderWorker, job: Job): void {
    reader.job = job;
    reader.timer = setTimeout(() => {
      const timedOut = this.finish(reader);
      timedOut?.reject(new SmtpRefusal(554, `5.6.0 This message takes too long to read (over ${this.options.timeoutMs} ms): please send it as plain text`));
      void reader.worker.terminate(); // its 'exit' takes it out of the pool
    }, this.options.timeoutMs);
    reader.worker.postMessage(job.raw); // a copy: the worker gets a Uint8Array
  }

  /** The reader's job, taken off it (once). */
  private finish(reader: ReaderWorker): Job | null {
    const { job } = reader;
    clearTimeout(reader.timer);
    reader.job = null;
    return job;
  }
}
