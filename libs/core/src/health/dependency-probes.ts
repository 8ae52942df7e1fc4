import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../database/sql';
import { REDIS } from '../redis/redis.module';

const CHECK_TIMEOUT_MS = 2000;

export type DependencyState = 'up' | 'down';

export interface DependencyStates {
  database: DependencyState;
  redis: DependencyState;
}

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)));
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Readiness of the two dependencies, each checked with a 2 s timeout (API and worker probes). */
@Injectable()
export class DependencyProbes {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<DependencyStates> {
    const [database, redis] = await Promise.all([probe(() => runSql(this.dataSource, sql`SELECT 1`)), probe(() => this.redis.ping())]);
    return { database, redis };
  }
}
