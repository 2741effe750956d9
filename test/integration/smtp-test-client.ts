// A bare SMTP client for the listener's hardening tests: it speaks the protocol line by line,
// as an attacker's script would, so a test controls exactly what is sent and when (nodemailer
// would declare sizes, pipeline and give up on its own terms).
import net from 'node:net';
import { Inbox } from './platform-support';

export class SmtpTestClient {
  private readonly replies = new Inbox<string>();
  /** Told of every reply as it arrives, whoever takes it. */
  private readonly replyWatchers = new Set<() => void>();
  private pendingLines: string[] = [];
  private buffered = '';
  /** Resolves when the server ends the connection (its FIN, or a reset). */
  readonly ended: Promise<void>;
  private hasEnded = false;

  private constructor(private readonly socket: net.Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      this.buffered += data;
      let newline: number;
      while ((newline = this.buffered.indexOf('\r\n')) >= 0) {
        const line = this.buffered.slice(0, newline);
        this.buffered = this.buffered.slice(newline + 2);
        this.pendingLines.push(line);
        // The last line of a reply has a space after the code; earlier ones a hyphen.
        if (/^\d{3}(?: |$)/.test(line)) {
          this.replies.push(this.pendingLines.join('\n'));
          this.pendingLines = [];
          for (const watcher of this.replyWatchers) watcher();
        }
      }
    });
    this.ended = new Promise((resolve) => {
      const end = () => {
        this.hasEnded = true;
        resolve();
      };
      socket.once('end', end);
      socket.once('close', end);
    });
    socket.on('error', () => undefined); // a reset after the server hung up is expected
  }

  static connect(port: number, localAddress = '127.0.0.1'): Promise<SmtpTestClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port, localAddress });
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new SmtpTestClient(socket));
      });
    });
  }

  /** The next whole reply (lines joined by '\n'). */
  reply(timeoutMs?: number): Promise<string> {
    return this.replies.next(timeoutMs);
  }

  async command(line: string, timeoutMs?: number): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.reply(timeoutMs);
  }

  /** EHLO, MAIL FROM, RCPT TO and DATA, each answered as a willing listener answers. */
  async beginMessage(from = 'sender@example.com'): Promise<void> {
    await expectReply(this.command('EHLO client.example'), /^250/);
    await expectReply(this.command(`MAIL FROM:<${from}>`), /^250/);
    await expectReply(this.command('RCPT TO:<support@tours.example>'), /^250/);
    await expectReply(this.command('DATA'), /^354/);
  }

  /** A message as sent: lines joined by CRLF, dot-stuffed, with the final dot. */
  static encode(message: string): Buffer {
    return Buffer.from(`${message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')}\r\n.\r\n`, 'latin1');
  }

  /** A whole message (text, or already encoded), then the final dot; the server's answer. */
  send(message: string | Buffer, timeoutMs?: number): Promise<string> {
    this.socket.write(typeof message === 'string' ? SmtpTestClient.encode(message) : message);
    return this.reply(timeoutMs);
  }

  /**
   * Streams up to `total` bytes of message text (the same 64 KB of lines, never built whole),
   * waiting for the socket to drain, and stops as soon as the server answers or hangs up.
   * Returns how much was handed to the socket by then and the answer, if any.
   */
  async stream(total: number): Promise<{ sent: number; reply: string | null }> {
    const chunk = Buffer.from(`${'x'.repeat(1022)}\r\n`.repeat(64));
    let sent = 0;
    let answered = false;
    let wake = () => {};
    const watcher = () => {
      answered = true;
      wake();
    };
    this.replyWatchers.add(watcher);
    void this.ended.then(() => wake());
    try {
      while (sent < total && !answered && !this.hasEnded) {
        const flushed = this.socket.write(chunk);
        sent += chunk.length;
        if (!flushed) {
          let drained = () => {};
          await new Promise<void>((resolve) => {
            wake = drained = () => resolve();
            this.socket.once('drain', drained);
          });
          this.socket.off('drain', drained);
        }
      }
      if (!answered && !this.hasEnded) this.socket.write('\r\n.\r\n');
    } finally {
      this.replyWatchers.delete(watcher);
    }
    if (!answered && this.hasEnded) return { sent, reply: null };
    return { sent, reply: await this.reply(600_000) };
  }

  get isEnded(): boolean {
    return this.hasEnded;
  }

  close(): void {
    this.socket.destroy();
  }
}

export async function expectReply(reply: Promise<string>, pattern: RegExp): Promise<string> {
  const value = await reply;
  if (!pattern.test(value)) throw new Error(`expected a reply matching ${pattern}, got: ${value}`);
  return value;
}
