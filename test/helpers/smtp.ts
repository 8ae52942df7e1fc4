import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How the test server answers: recipients refused for good (550), or every recipient for a while with 451 (a transient refusal). */
export interface SmtpBehaviour {
  /** Addresses answered `550 mailbox unavailable` at RCPT TO (a hard bounce). */
  bounce?: (address: string) => boolean;
  /** The first `n` sessions' recipients are answered `451 try again later`. */
  deferFirst?: number;
}

export interface ReceivedMail {
  parsed: ParsedMail;
  raw: string;
  envelopeTo: string[];
}

/** A real SMTP server on 127.0.0.1 (smtp-server): what it received, parsed (mailparser), and its raw source. */
export class SmtpTestServer {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    readonly mails: ReceivedMail[],
  ) {}

  static async start(behaviour: SmtpBehaviour = {}): Promise<SmtpTestServer> {
    const mails: ReceivedMail[] = [];
    let deferred = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (behaviour.bounce?.(address.address) === true) return callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
        if (behaviour.deferFirst !== undefined && deferred < behaviour.deferFirst) {
          deferred += 1;
          return callback(Object.assign(new Error('4.3.0 try again later'), { responseCode: 451 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((parsed) => {
            mails.push({ parsed, raw, envelopeTo: session.envelope.rcptTo.map((to) => to.address) });
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const port = (server.server.address() as AddressInfo).port;
    return new SmtpTestServer(server, port, mails);
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A server that speaks SMTP until the message data starts, then drops the connection mid-DATA: the mail
 * was never accepted (the server never answered the final dot).
 */
export async function startDroppingSmtpServer(): Promise<{ url: string; sessions: () => number; close: () => Promise<void> }> {
  let sessions = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sessions += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let inData = false;
    socket.write('220 dropper ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      if (inData) return socket.destroy();
      for (const line of chunk
        .toString('utf8')
        .split('\r\n')
        .filter((part) => part !== '')) {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-dropper\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    sessions: () => sessions,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port nothing listens on: a connection to it is refused. */
export async function refusingSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
