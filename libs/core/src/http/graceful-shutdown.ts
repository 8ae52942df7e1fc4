import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import type { RequestHandler, Response } from 'express';

/** Requests still running this long after shutdown began are cut off (within Kubernetes' default 30 s grace). */
export const SHUTDOWN_DRAIN_MS = 25_000;

/**
 * Graceful stop of the API. Idle keep-alive sockets are closed at once; Nest's close (SIGTERM/SIGINT
 * through enableShutdownHooks in main.ts, which then exits 0) closes the HTTP server after the
 * beforeApplicationShutdown hooks, so it accepts no new connection; the requests in flight finish
 * with PostgreSQL and Redis still open (their pools close in onApplicationShutdown, afterwards).
 * Every response sent from then on closes its
 * connection (so keep-alive clients reconnect to another replica and the server can close), and
 * after SHUTDOWN_DRAIN_MS whatever is left is cut.
 */
@Injectable()
export class GracefulShutdown implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private draining = false;
  private readonly inFlight = new Set<Response>();

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Middleware: knows the responses in flight, and while draining has each response close its connection. */
  readonly closeConnectionsWhileDraining: RequestHandler = (_request, response, next) => {
    if (this.draining) {
      response.setHeader('Connection', 'close');
    } else {
      this.inFlight.add(response);
      response.once('close', () => this.inFlight.delete(response));
    }
    next();
  };

  get isDraining(): boolean {
    return this.draining;
  }

  beforeApplicationShutdown(signal?: string): void {
    this.draining = true;
    for (const response of this.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    this.inFlight.clear();
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (server === undefined || !server.listening) return;
    this.logger.log(
      `Stopping${signal === undefined ? '' : ` on ${signal}`}: no new connections; finishing the requests in flight (at most ${SHUTDOWN_DRAIN_MS / 1000} s)`,
    );
    // Keep-alive sockets between requests go now; a socket with a request in flight closes after its response.
    server.closeIdleConnections();
    const cutOff = setTimeout(() => {
      this.logger.warn('Requests still running at the end of the drain time were cut off');
      server.closeAllConnections();
    }, SHUTDOWN_DRAIN_MS);
    cutOff.unref();
    server.once('close', () => clearTimeout(cutOff));
  }
}
