// What smtp-server does not bound by itself, per connection of the inbound listener:
// - connections from one client network (IPv6: its /64), so one address cannot take every slot;
// - commands that deliver nothing (NOOP, RSET, HELP, VRFY, HELO, EHLO) between two messages,
//   as Exim's smtp_accept_max_nonmail does: any byte resets the idle timeout, so a NOOP every
//   50 s kept a slot for ever;
// - how long a session lasts, whatever it sends (a message being stored is answered first);
// - a message past the size limit: the library would read it to its end before letting us
//   answer, so we answer at once and stop reading.
// The counts are this instance's own: connection slots are a process's resource, not shared.
// smtp-server has no API to answer or close a connection from the application, so this module
// (and only this one) uses its connection objects: `send`, `close` and the socket.
import type { SMTPServer, SMTPServerSession } from 'smtp-server';
import { clientSubject } from '../../core/throttle';
import type { Logger } from '../../logger';

type Connection = SMTPServer['connections'] extends Set<infer C> ? C : never;

/** Commands that move no message forward. */
const COMMANDS_WITHOUT_MAIL = ['NOOP', 'RSET', 'HELP', 'VRFY', 'HELO', 'EHLO'] as const;

export interface SessionLimits {
  maxConnectionsPerNetwork: number;
  maxCommandsWithoutMail: number;
  maxSessionMs: number;
}

interface SessionState {
  connection: Connection;
  commandsWithoutMail: number;
  deadline: NodeJS.Timeout;
  /** A received message is being read or stored: the session's end waits for its answer. */
  busy: boolean;
  expired: boolean;
  hungUp: boolean;
}

export function smtpRefusal(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

export class SmtpSessionLimits {
  private readonly sessions = new Map<SMTPServerSession, SessionState>();

  constructor(
    private readonly server: SMTPServer,
    private readonly limits: SessionLimits,
    private readonly log: Logger,
  ) {}

  /** onConnect: a refusal (421) for a network over its share of connections; else the session's limits start. */
  admit(session: SMTPServerSession): Error | undefined {
    const connection = [...this.server.connections].find((candidate) => candidate.session === session);
    if (!connection) return undefined; // already closing
    const network = clientSubject(session.remoteAddress);
    const fromNetwork = [...this.server.connections].filter((candidate) => clientSubject(candidate.remoteAddress) === network).length;
    if (fromNetwork > this.limits.maxConnectionsPerNetwork) {
      this.log.info({ remote: session.remoteAddress, connections: fromNetwork }, 'inbound SMTP connection refused: too many from one network');
      return smtpRefusal(421, `4.7.0 Too many connections from your network (at most ${this.limits.maxConnectionsPerNetwork}); try again later`);
    }
    const state: SessionState = {
      connection,
      commandsWithoutMail: 0,
      busy: false,
      expired: false,
      hungUp: false,
      deadline: setTimeout(() => {
        state.expired = true;
        if (!state.busy) this.hangUp(state, 421, '4.4.2 Session too long; closing connection');
      }, this.limits.maxSessionMs).unref(),
    };
    this.sessions.set(session, state);
    for (const command of COMMANDS_WITHOUT_MAIL) {
      const handler = connection[`handler_${command}`];
      connection[`handler_${command}`] = (line, done) => {
        state.commandsWithoutMail += 1;
        if (state.commandsWithoutMail <= this.limits.maxCommandsWithoutMail) return handler.call(connection, line, done);
        this.hangUp(state, 421, '4.7.0 Too many commands without a message; closing connection');
        done();
      };
    }
    return undefined;
  }

  /** onMailFrom accepted: a message has begun, commands without mail count from zero again. */
  mailStarted(session: SMTPServerSession): void {
    const state = this.sessions.get(session);
    if (state) state.commandsWithoutMail = 0;
  }

  /** A received message is being read and stored; the session is not ended under it. */
  processing(session: SMTPServerSession): void {
    const state = this.sessions.get(session);
    if (state) state.busy = true;
  }

  /** The message has been answered; a session past its time ends now. */
  answered(session: SMTPServerSession): void {
    const state = this.sessions.get(session);
    if (!state) return;
    state.busy = false;
    if (state.expired) this.hangUp(state, 421, '4.4.2 Session too long; closing connection');
  }

  /** Answers `code message` now and closes the connection, reading nothing more from it. */
  refuseNow(session: SMTPServerSession, code: number, message: string): void {
    const state = this.sessions.get(session);
    if (state) this.hangUp(state, code, message);
  }

  /** onClose. */
  release(session: SMTPServerSession): void {
    const state = this.sessions.get(session);
    if (state) clearTimeout(state.deadline);
    this.sessions.delete(session);
  }

  private hangUp(state: SessionState, code: number, message: string): void {
    if (state.hungUp) return;
    state.hungUp = true;
    clearTimeout(state.deadline);
    const { connection } = state;
    this.log.info({ remote: connection.remoteAddress, code, reason: message }, 'inbound SMTP connection closed by the listener');
    connection.send(code, message);
    // Ends our side after the reply and stops parsing; the library destroys the socket within
    // 5 s. It would read and discard what the client still sends until then: pausing the
    // socket reads nothing more, and TCP makes the client wait.
    connection.close();
    connection._socket.pause();
  }
}
