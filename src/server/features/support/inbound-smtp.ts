// The inbound SMTP listener (INBOUND_SMTP_PORT): mail for the business addresses lands in the
// staff inbox. It is a final destination, not a relay: only the accepted addresses
// (support-brand.acceptedRecipients) are taken, and at most INBOUND_SMTP_MESSAGES_PER_IP_PER_HOUR
// messages per client network (counted in PostgreSQL, so every instance shares the count).
// Nothing a client sends may hold the process: a message is at most INBOUND_SMTP_MAX_BYTES
// (advertised with SIZE; past it the client is answered 552 at once and nothing more is read),
// it is read in a worker thread with a time limit (inbound-mail-reader.ts), and connections are
// bounded in number, per network, in idle time, in commands without mail and in length
// (smtp-session-limits.ts). No AUTH, no STARTTLS: put it behind your MX (or a proxy that
// terminates TLS). See docs/support.md and docs/hardening.md.
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { AppError } from '../../errors';
import { clientSubject, takeHit } from '../../core/throttle';
import { receiveInboundMail } from './inbound-mail';
import { SmtpRefusal } from './inbound-mail-parse';
import { InboundMailReader } from './inbound-mail-reader';
import { smtpRefusal, SmtpSessionLimits } from './smtp-session-limits';
import { acceptedRecipients } from './support-brand';
import { t } from '../../core/i18n';

const MAX_RECIPIENTS = 10;

export interface InboundSmtpListener {
  port: number;
  close(): Promise<void>;
}

/** The message, or null as soon as it passes `maxBytes` (the rest is never read). */
async function readUpTo(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, length);
}

export async function startInboundSmtp({ em, config, log: parentLog }: { em: EntityManager; config: AppConfig; log: Logger }): Promise<InboundSmtpListener> {
  const log = parentLog.child({ component: 'inbound-smtp' });
  const perNetwork = {
    name: 'smtp-ip',
    limit: config.INBOUND_SMTP_MESSAGES_PER_IP_PER_HOUR,
    windowSeconds: 3600,
    message: () => t('errors:throttle.inboundMail'),
  };
  const reader = new InboundMailReader({ timeoutMs: config.INBOUND_SMTP_PARSE_TIMEOUT_MS, log });

  const server: SMTPServer = new SMTPServer({
    name: os.hostname(),
    banner: 'support mail',
    size: config.INBOUND_SMTP_MAX_BYTES,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    maxClients: config.INBOUND_SMTP_MAX_CONNECTIONS,
    socketTimeout: config.INBOUND_SMTP_IDLE_TIMEOUT_MS,
    closeTimeout: 5_000,
    logger: false,

    onConnect(session, callback) {
      callback(limits.admit(session));
    },

    onClose(session) {
      limits.release(session);
    },

    onMailFrom(_address, session: SMTPServerSession, callback) {
      takeHit(em.fork(), perNetwork, clientSubject(session.remoteAddress)).then(
        () => {
          limits.mailStarted(session);
          callback();
        },
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')
            callback(smtpRefusal(451, '4.7.1 Too many messages from your network; try again later'));
          else callback(smtpRefusal(451, '4.3.0 Temporary failure; try again later'));
        },
      );
    },

    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return callback(smtpRefusal(452, '4.5.3 Too many recipients'));
      acceptedRecipients(em.fork(), config).then(
        (accepted) => callback(accepted.has(address.address.toLowerCase()) ? undefined : smtpRefusal(550, '5.1.1 No such mailbox here')),
        () => callback(smtpRefusal(451, '4.3.0 Temporary failure; try again later')),
      );
    },

    onData(stream, session, callback) {
      const answer = (error?: Error) => {
        callback(error);
        limits.answered(session);
      };
      readUpTo(stream, config.INBOUND_SMTP_MAX_BYTES)
        .then(async (raw) => {
          if (!raw) {
            log.info({ remote: session.remoteAddress }, 'inbound mail refused: too big');
            return limits.refuseNow(session, 552, `5.3.4 Message too big: at most ${config.INBOUND_SMTP_MAX_BYTES} bytes`);
          }
          limits.processing(session);
          const mail = await reader.read(raw);
          const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
          const id = await receiveInboundMail(em.fork(), mail, { mailFrom, recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          log.info({ emailId: id, remote: session.remoteAddress, duplicate: id === null }, 'inbound mail received');
          answer();
        })
        .catch((error: unknown) => {
          if (error instanceof SmtpRefusal) {
            log.info({ remote: session.remoteAddress, code: error.responseCode, reason: error.message }, 'inbound mail refused');
            answer(smtpRefusal(error.responseCode, error.message));
          } else {
            log.error({ err: error, remote: session.remoteAddress }, 'inbound mail could not be stored');
            answer(smtpRefusal(451, '4.3.0 Temporary failure; try again later'));
          }
        });
    },
  });
  const limits = new SmtpSessionLimits(
    server,
    {
      maxConnectionsPerNetwork: config.INBOUND_SMTP_MAX_CONNECTIONS_PER_IP,
      maxCommandsWithoutMail: config.INBOUND_SMTP_MAX_COMMANDS_WITHOUT_MAIL,
      maxSessionMs: config.INBOUND_SMTP_MAX_SESSION_MS,
    },
    log,
  );
  server.on('error', (error) => log.warn({ err: error }, 'inbound SMTP connection error'));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(config.INBOUND_SMTP_PORT ?? 0, config.INBOUND_SMTP_HOST, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  log.info({ port, host: config.INBOUND_SMTP_HOST }, `inbound SMTP listening on ${config.INBOUND_SMTP_HOST}:${port}`);
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await reader.close();
    },
  };
}
