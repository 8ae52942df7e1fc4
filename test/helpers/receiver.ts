import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A local HTTP receiver standing in for webhook endpoints and the targets of outbound actions. */

export interface ReceivedRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  json: any;
  at: number;
}

/** How the receiver answers a request: a status after an optional delay, or never (`hold`). */
export interface Answer {
  status?: number;
  delayMs?: number;
  headers?: Record<string, string>;
  /** The response body (default `ok`). */
  body?: string;
  /** The whole response as these bytes (latin1), written to the socket: for what Node's server refuses to write, such as a NUL in a header. */
  raw?: string;
  hold?: boolean;
}

/** Answers with a NUL (U+0000, which PostgreSQL stores nowhere) wherever a receiver can put one. */
export const NUL_ANSWERS = {
  /** Accepted, with a NUL in the body. */
  body: { status: 200, body: 'accepted\u0000' },
  /** A NUL in a header value: the HTTP client refuses the response. */
  header: { raw: 'HTTP/1.1 500 Internal Server Error\r\nx-trace: a\u0000b\r\ncontent-length: 0\r\n\r\n' },
  /** A NUL in the reason phrase of a 503, and in its body. */
  reason: { raw: 'HTTP/1.1 503 Busy\u0000Busy\r\ncontent-length: 5\r\n\r\nbusy\u0000' },
} satisfies Record<string, Answer>;

/** A webhook receiver on 127.0.0.1 recording every request; answers per path (200 unless told). */
export class Receiver {
  readonly requests: ReceivedRequest[] = [];
  private readonly answers = new Map<string, (request: ReceivedRequest) => Answer>();
  private readonly sockets = new Set<Socket>();
  private port = 0;
  /** TCP connections accepted so far: a refused target must add none. */
  connections = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<Receiver> {
    const receiver = new Receiver(createServer((req, res) => receiver.handle(req, res)));
    receiver.server.on('connection', (socket) => {
      receiver.connections++;
      receiver.sockets.add(socket);
      socket.on('close', () => receiver.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.port = (receiver.server.address() as { port: number }).port;
    return receiver;
  }

  get portNumber(): number {
    return this.port;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  answer(path: string, answer: Answer | ((request: ReceivedRequest) => Answer)): void {
    this.answers.set(path, typeof answer === 'function' ? answer : () => answer);
  }

  at(path: string): ReceivedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const request: ReceivedRequest = {
        path: req.url ?? '/',
        method: req.method ?? '',
        headers: req.headers as Record<string, string>,
        body,
        json,
        at: Date.now(),
      };
      this.requests.push(request);
      const answer = this.answers.get(request.path)?.(request) ?? {};
      if (answer.hold) return;
      setTimeout(() => {
        if (res.destroyed) return;
        if (answer.raw !== undefined) {
          req.socket.end(Buffer.from(answer.raw, 'latin1'));
          return;
        }
        res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? 'ok');
      }, answer.delayMs ?? 0);
    });
  }
}
