// The inbound SMTP listener (INBOUND_SMTP_PORT): mail for the business addresses lands in the
// staff inbox. It is a final destination, not a relay: only the accepted addresses
// (support-brand.acceptedRecipients) are taken, at most INBOUND_SMTP_MAX_BYTES per message
// (advertised with SIZE, enforced while reading), and at most
// INBOUND_SMTP_MESSAGES_PER_IP_PER_HOUR messages per client network (counted in PostgreSQL, so
// every instance shares the count). No AUTH, no STARTTLS: put it behind your MX (or a proxy that
// terminates TLS). See docs/support.md.
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { AppError } from '../../errors';
import { clientSubject, takeHit } from '../../core/throttle';
import { receiveInboundMail, SmtpRefusal } from './inbound-mail';
import { acceptedRecipients } from './support-brand';
import { t } from '../../core/i18n';

const MAX_RECIPIENTS = 10;

export interface InboundSmtpListener {
  port: number;
  close(): Promise<void>;
}

function refusal(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startInboundSmtp({ em, config, log: parentLog }: { em: EntityManager; config: AppConfig; log: Logger }): Promise<InboundSmtpListener> {
  const log = parentLog.child({ component: 'inbound-smtp' });
  const perNetwork = { name: 'smtp-ip', limit: config.INBOUND_SMTP_MESSAGES_PER_IP_PER_HOUR, windowSeconds: 3600, message: () => t('errors:throttle.inboundMail') };

  const server = new SMTPServer({
    name: os.hostname(),
    banner: 'support mail',
    size: config.INBOUND_SMTP_MAX_BYTES,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,

    onMailFrom(_address, session: SMTPServerSession, callback) {
      takeHit(em.fork(), perNetwork, clientSubject(session.remoteAddress)).then(
        () => callback(),
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') callback(refusal(451, '4.7.1 Too many messages from your network; try again later'));
          else callback(refusal(451, '4.3.0 Temporary failure; try again later'));
        },
      );
    },

    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return callback(refusal(452, '4.5.3 Too many recipients'));
      acceptedRecipients(em.fork(), config).then(
        (accepted) => callback(accepted.has(address.address.toLowerCase()) ? undefined : refusal(550, '5.1.1 No such mailbox here')),
        () => callback(refusal(451, '4.3.0 Temporary failure; try again later')),
      );
    },

    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) throw new SmtpRefusal(552, `5.3.4 Message too big: at most ${config.INBOUND_SMTP_MAX_BYTES} bytes`);
          const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
          const id = await receiveInboundMail(em.fork(), raw, { mailFrom, recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          log.info({ emailId: id, remote: session.remoteAddress, duplicate: id === null }, 'inbound mail received');
          callback();
        })
        .catch((error: unknown) => {
          if (error instanceof SmtpRefusal) {
            log.info({ remote: session.remoteAddress, code: error.responseCode, reason: error.message }, 'inbound mail refused');
            callback(refusal(error.responseCode, error.message));
          } else {
            log.error({ err: error, remote: session.remoteAddress }, 'inbound mail could not be stored');
            callback(refusal(451, '4.3.0 Temporary failure; try again later'));
          }
        });
    },
  });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
