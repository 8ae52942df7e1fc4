import { Logger } from '@nestjs/common';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBody } from '../http/envelope';
import type { DependencyProbes } from '../health/dependency-probes';
import type { Metrics } from './metrics';

/**
 * The worker's small HTTP server (it has no Nest HTTP app): `GET /health` (liveness),
 * `GET /health/ready` (PostgreSQL and Redis, 503 when either is down) and `GET /metrics`, with
 * the API's response shapes. Nothing else; no authentication, like the API's probes.
 */
export class ProbeServer {
  private readonly logger = new Logger('ProbeServer');
  private server: Server | undefined;

  constructor(
    private readonly metrics: Metrics,
    private readonly probes: DependencyProbes,
  ) {}

  /** Starts listening; resolves with the port (useful with port 0). */
  listen(port: number, host?: string): Promise<number> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => {
        this.logger.error(`Probe ${request.url} failed: ${error.message}`);
        if (!response.headersSent) send(response, 500, errorBody('INTERNAL_ERROR', 'The probe failed'));
      });
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server === undefined || !server.listening) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 404, errorBody('NOT_FOUND', `No route for ${request.method} ${path}`));
    switch (path) {
      case '/health':
        return send(response, 200, { data: { status: 'ok' }, meta: {} });
      case '/health/ready': {
        const { database, redis } = await this.probes.check();
        if (database === 'down' || redis === 'down')
          return send(response, 503, errorBody('SERVICE_UNAVAILABLE', 'A dependency is unavailable', { database, redis }));
        return send(response, 200, { data: { status: 'ok', database, redis }, meta: {} });
      }
      case '/metrics': {
        const text = await this.metrics.scrape();
        response.writeHead(200, { 'Content-Type': this.metrics.contentType, 'Content-Length': Buffer.byteLength(text) });
        response.end(request.method === 'HEAD' ? undefined : text);
        return;
      }
      default:
        return send(response, 404, errorBody('NOT_FOUND', `No route for ${request.method} ${path}`));
    }
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(response.req?.method === 'HEAD' ? undefined : text);
}
