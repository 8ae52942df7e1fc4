import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../database/sql';

/** What the relay has still to do, for the worker's metrics (docs/operations.md). */
@Injectable()
export class OutboxBacklog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Events written but not yet relayed. */
  async pendingEvents(): Promise<number> {
    const [row] = await runSql<{ pending: number }>(this.dataSource, sql`SELECT count(*)::int AS pending FROM outbox_events WHERE published_at IS NULL`);
    return row.pending;
  }

  /** Age of the oldest event not yet relayed, 0 when none: the relay's lag. */
  async oldestPendingSeconds(): Promise<number> {
    const [row] = await runSql<{ age: number }>(
      this.dataSource,
      sql`SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age FROM outbox_events WHERE published_at IS NULL`,
    );
    return row.age;
  }
}
