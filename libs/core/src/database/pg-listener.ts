import type { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { sql } from './sql';

export interface PgListenerOptions {
  connectionString: string;
  channel: string;
  /** Shown in pg_stat_activity. */
  applicationName: string;
  /** Wait before re-opening a lost connection. */
  reconnectDelayMs: number;
  logger: Logger;
  onNotification: () => void;
  /** Runs each time LISTEN is in place (the first time and after a reconnect): notifications sent while it was down are lost. */
  onListening: () => void;
}

/**
 * One dedicated connection that LISTENs on a channel (outside the pool: it stays open), re-opened
 * after `reconnectDelayMs` whenever it drops. The outbox relay and the change feed's long polls use it.
 */
export class PgListener {
  private client: Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: PgListenerOptions) {}

  get listening(): boolean {
    return this.client !== undefined;
  }

  async start(): Promise<void> {
    const { connectionString, channel, applicationName, logger, onNotification, onListening } = this.options;
    const client = new Client({ connectionString, application_name: applicationName });
    const reconnect = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      logger.warn(`The LISTEN ${channel} connection closed${error ? `: ${error.message}` : ''}; reconnecting in ${this.options.reconnectDelayMs} ms`);
      this.reconnectTimer = setTimeout(() => void this.start(), this.options.reconnectDelayMs);
    };
    this.client = client;
    client.on('notification', onNotification);
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    try {
      await client.connect();
      await client.query(sql`LISTEN ${sql.raw(channel)}`);
      onListening();
    } catch (error) {
      reconnect(error as Error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** The listening connection's backend pid, for tests that terminate it. */
  async backendPid(): Promise<number | undefined> {
    const rows = await this.client?.query<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`).catch(() => undefined);
    return rows?.rows[0]?.pid;
  }
}
