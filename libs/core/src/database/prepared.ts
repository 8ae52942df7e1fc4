import { EntityManager, QueryFailedError, QueryRunnerAlreadyReleasedError, type DataSource } from 'typeorm';
import { lockClause, type RowLock } from './row-lock';

/** A statement of a hot path: prepared once per connection under its name, then only bound and run. */
export interface PreparedStatement {
  /** Unique in the whole service: PostgreSQL keeps one plan per name and connection. */
  readonly name: string;
  readonly text: string;
}

interface PgQueryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const names = new Set<string>();

/** Declares a prepared statement (at module load); a second statement with the same name fails the start. */
export function preparedStatement(name: string, text: string): PreparedStatement {
  if (names.has(name)) throw new Error(`Prepared statement "${name}" is declared twice`);
  names.add(name);
  return { name, text };
}

/** A SELECT prepared three times: without a lock, `FOR SHARE` and `FOR UPDATE` (a RowLock). */
export function preparedSelect(name: string, text: string): (lock?: RowLock) => PreparedStatement {
  const plain = preparedStatement(name, text);
  const share = preparedStatement(`${name}_for_share`, `${text}${lockClause('share')}`);
  const update = preparedStatement(`${name}_for_update`, `${text}${lockClause('update')}`);
  return (lock) => (lock === undefined ? plain : lock === 'share' ? share : update);
}

/**
 * Runs a prepared statement straight on `pg`: on the transaction's connection when `runner` is a
 * transaction's EntityManager, otherwise on the pool TypeORM holds. Rows come back as `pg` parses
 * them (alias the columns to the response's names), without TypeORM's query runner, query builder
 * or entity hydration, and PostgreSQL parses and plans the statement once per connection instead of
 * on every call. For the hot paths (docs/architecture.md, "Hot paths"); everything else keeps TypeORM.
 * Errors are TypeORM's `QueryFailedError`, as from `query()`, so the same error helpers apply.
 */
export async function runPrepared<Row>(runner: DataSource | EntityManager, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  // As TypeORM's query(): a failure to get a connection is thrown as it is, a failed statement as QueryFailedError.
  const connection = await connectionOf(runner);
  try {
    const result = await connection.query({ name: statement.name, text: statement.text, values });
    return result.rows as Row[];
  } catch (error) {
    throw new QueryFailedError(statement.text, values, error as Error);
  }
}

/** The connection of the manager's query runner (a transaction's; connected as TypeORM's `query()` would), else the pool. */
async function connectionOf(runner: DataSource | EntityManager): Promise<PgQueryable> {
  if (!(runner instanceof EntityManager)) return (runner.driver as unknown as { master: PgQueryable }).master;
  const queryRunner = runner.queryRunner;
  if (queryRunner === undefined) return (runner.connection.driver as unknown as { master: PgQueryable }).master;
  if (queryRunner.isReleased) throw new QueryRunnerAlreadyReleasedError();
  return (await queryRunner.connect()) as PgQueryable;
}
