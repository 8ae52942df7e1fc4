/** Anything TypeORM can run SQL on: a DataSource, an EntityManager (a transaction). */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * The rows of an `UPDATE ... RETURNING` or `DELETE ... RETURNING`: TypeORM's `query()` answers
 * `[rows, affectedCount]` for those two commands (and plain rows for every other), so reading its
 * answer as rows would count 2 whatever happened.
 */
export async function queryReturning<Row>(runner: Queryable, sql: string, parameters: unknown[]): Promise<Row[]> {
  const result = await runner.query(sql, parameters);
  const updateShaped = Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
  return (updateShaped ? result[0] : result) as Row[];
}
