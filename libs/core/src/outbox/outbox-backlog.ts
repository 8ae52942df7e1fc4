import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What the relay has still to do, for the worker's metrics (docs/operations.md). */
@Injectable()
export class OutboxBacklog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Events written but not yet relayed. */
  async pendingEvents(): Promise<number> {
    const [row]: Array<{ pending: number }> = await this.dataSource.query(`SELECT count(*)::int AS pending FROM outbox_events WHERE published_at IS NULL`);
    return row.pending;
  }

  /** Age of the oldest event not yet relayed, 0 when none: the relay's lag. */
  async oldestPendingSeconds(): Promise<number> {
    const [row]: Array<{ age: number }> = await this.dataSource.query(
      `SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age FROM outbox_events WHERE published_at IS NULL`,
    );
    return row.age;
  }
}
