import { EntityManager, QueryFailedError, QueryRunnerAlreadyReleasedError, type DataSource } from 'typeorm';
import { lockClause, type RowLock } from './row-lock';
import type { Sql } from './sql';

/** A statement of a hot path: prepared once per connection under its name, then only bound and run. */
export interface PreparedStatement {
  /** Unique in the whole service: PostgreSQL keeps one plan per name and connection. */
  readonly name: string;
  readonly text: string;
}

/** A prepared statement with the values of one run: what `runPrepared` and `EventRecorder.recordWith` take. */
export interface BoundStatement {
  readonly statement: PreparedStatement;
  readonly values: unknown[];
  /** The run's statement as written, for a statement that contains it (`EventRecorder.recordWith`). */
  readonly source: Sql;
}

interface PgQueryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const names = new Set<string>();

function declare(name: string): void {
  if (names.has(name)) throw new Error(`Prepared statement "${name}" is declared twice`);
  names.add(name);
}

/**
 * Declares a prepared statement (at module load); a second statement with the same name fails the start.
 * Written with `sql` (the one way raw SQL is written, docs/architecture.md, "Where SQL lives"): `build` makes the
 * statement for one input, and its text must not depend on the input (only its values do); the text is taken from
 * the first input.
 */
export function preparedStatement<Input>(name: string, build: (input: Input) => Sql): (input: Input) => BoundStatement {
  declare(name);
  return boundBy(
    build,
    () => name,
    (text) => text,
  );
}

/** A SELECT prepared three times: without a lock, `FOR SHARE` and `FOR UPDATE` (a RowLock); `(input, lock?)` binds it. */
export function preparedSelect<Input>(name: string, build: (input: Input) => Sql): (input: Input, lock?: RowLock) => BoundStatement {
  const nameOf = (lock: RowLock | undefined) => (lock === undefined ? name : `${name}_for_${lock}`);
  for (const lock of [undefined, 'share', 'update'] as const) declare(nameOf(lock));
  return boundBy(build, nameOf, (text, lock) => `${text}${lockClause(lock)}`);
}

/** Binds `build`'s statements: each variant's text is rendered once, from the first input that runs it; later inputs give only their values. */
function boundBy<Input>(
  build: (input: Input) => Sql,
  nameOf: (lock: RowLock | undefined) => string,
  textOf: (text: string, lock: RowLock | undefined) => string,
): (input: Input, lock?: RowLock) => BoundStatement {
  const statements = new Map<RowLock | undefined, PreparedStatement>();
  return (input, lock) => {
    const built = build(input);
    let statement = statements.get(lock);
    if (statement === undefined) {
      statement = { name: nameOf(lock), text: textOf(built.text, lock) };
      statements.set(lock, statement);
    }
    return { statement, values: built.values, source: built };
  };
}

/**
 * Runs a prepared statement straight on `pg`: on the transaction's connection when `runner` is a
 * transaction's EntityManager, otherwise on the pool TypeORM holds. Rows come back as `pg` parses
 * them (alias the columns to the response's names), without TypeORM's query runner, query builder
 * or entity hydration, and PostgreSQL parses and plans the statement once per connection instead of
 * on every call. For the hot paths (docs/architecture.md, "Hot paths"); everything else keeps TypeORM.
 * Errors are TypeORM's `QueryFailedError`, as from `query()`, so the same error helpers apply.
 */
export async function runPrepared<Row>(runner: DataSource | EntityManager, { statement, values }: BoundStatement): Promise<Row[]> {
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
