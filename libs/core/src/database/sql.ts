import type { EntityMetadata } from 'typeorm';

/** A value bound once however often a statement names it (`sql.param`): one placeholder, as a named parameter. */
export class Parameter {
  constructor(readonly value: unknown) {}
}

/**
 * SQL text with the values it binds, written with the `sql` tag (docs/architecture.md, "Where SQL lives"): each
 * interpolated value becomes a placeholder ($1, $2, ... in order of appearance), each interpolated `Sql` is
 * inlined with its values, and a `sql.param` is one placeholder wherever it appears. `text` and `values` are
 * what `query()` and `pg` take.
 */
export class Sql {
  private rendered?: string;

  /** `strings` has one more entry than `parts` (a tagged template's shape); a part is a value, a Parameter or a nested Sql. */
  private constructor(
    private readonly strings: readonly string[],
    private readonly parts: readonly unknown[],
  ) {}

  /** @internal The tag's work: kept as written, rendered when asked (a hot statement only collects its values). */
  static of(strings: readonly string[], parts: readonly unknown[]): Sql {
    return new Sql(strings, parts);
  }

  get text(): string {
    this.rendered ??= this.withPlaceholders((number) => `$${number}`);
    return this.rendered;
  }

  /** The text with each value's placeholder written by `placeholder` from its number (1, 2, ... in order of first appearance). */
  withPlaceholders(placeholder: (number: number) => string): string {
    const numbers = new Map<Parameter, number>();
    let count = 0;
    const write = (fragment: Sql): string => {
      let text = fragment.strings[0];
      for (let index = 0; index < fragment.parts.length; index++) {
        const part = fragment.parts[index];
        if (part instanceof Sql) text += write(part);
        else if (part instanceof Parameter) {
          let number = numbers.get(part);
          if (number === undefined) numbers.set(part, (number = ++count));
          text += placeholder(number);
        } else text += placeholder(++count);
        text += fragment.strings[index + 1];
      }
      return text;
    };
    return write(this);
  }

  /** The values of $1..$n. */
  get values(): unknown[] {
    const values: unknown[] = [];
    let seen: Set<Parameter> | undefined;
    const collect = (fragment: Sql): void => {
      for (const part of fragment.parts) {
        if (part instanceof Sql) collect(part);
        else if (!(part instanceof Parameter)) values.push(part);
        else if (!(seen ??= new Set()).has(part)) {
          seen.add(part);
          values.push(part.value);
        }
      }
    };
    collect(this);
    return values;
  }
}

/** The strings of a list of `length` placeholders (`$1, $2, ...`), made once per length. */
const listStrings = new Map<number, readonly string[]>();
function listOf(length: number): readonly string[] {
  let strings = listStrings.get(length);
  if (strings === undefined) {
    strings = Array.from({ length: length + 1 }, (_, index) => (index === 0 || index === length ? '' : ', '));
    listStrings.set(length, strings);
  }
  return strings;
}

/** Text as it is: constants of the code (a number a plan depends on, a keyword), never a value from a request. */
const raw = (text: string): Sql => Sql.of([text], []);

/**
 * Raw SQL (docs/architecture.md, "Where SQL lives"): sql`SELECT id FROM candidates WHERE email = ${email}` is
 * `{ text: 'SELECT id FROM candidates WHERE email = $1', values: [email] }`. Fragments compose:
 * sql`SELECT ${columns} FROM t WHERE ${condition}`; run it with `runSql(tx, statement)`,
 * or declare it as a prepared statement (`preparedStatement(name, (input) => sql`...`)`, prepared.ts).
 */
export const sql = Object.assign((strings: TemplateStringsArray, ...interpolated: unknown[]): Sql => Sql.of(strings, interpolated), {
  raw,
  /** The empty fragment, for a condition or clause that is absent. */
  empty: raw(''),
  /** A quoted identifier (a table, column or alias name), `"` doubled. */
  identifier: (name: string): Sql => raw(`"${name.replaceAll('"', '""')}"`),
  /** The fragments with `separator` between them. */
  join: (fragments: readonly Sql[], separator: Sql = raw(', ')): Sql => {
    const interpolated = fragments.flatMap((fragment, index) => (index === 0 ? [fragment] : [separator, fragment]));
    return Sql.of(new Array<string>(interpolated.length + 1).fill(''), interpolated);
  },
  /** One placeholder per value, separated by commas (a VALUES row, an IN list). */
  list: (values: readonly unknown[]): Sql => Sql.of(listOf(values.length), values),
  /** A value to name more than once with one placeholder (as PostgreSQL infers its type once). */
  param: (value: unknown): Parameter => new Parameter(value),
});

/**
 * A fragment for a TypeORM query builder (`builder.andWhere(text, parameters)`), where the ORM writes the rest
 * of the statement: its values become the named parameters `:<prefix>1`, `:<prefix>2`, ...
 */
export function namedParameters(fragment: Sql, prefix: string): { text: string; parameters: Record<string, unknown> } {
  const parameters = Object.fromEntries(fragment.values.map((value, index) => [`${prefix}${index + 1}`, value]));
  return { text: fragment.withPlaceholders((number) => `:${prefix}${number}`), parameters };
}

/** Anything TypeORM can run SQL on: a DataSource, an EntityManager (a transaction). */
interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Runs a statement written with `sql` through TypeORM (`runner.query`), answering its rows, also for
 * `UPDATE`/`DELETE ... RETURNING`: TypeORM's `query()` answers `[rows, affectedCount]` for those two commands
 * (and plain rows for every other), so reading its answer as rows would count 2 whatever happened.
 */
export async function runSql<Row>(runner: Queryable, statement: Sql): Promise<Row[]> {
  const result = await runner.query(statement.text, statement.values);
  const updateShaped = Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
  return (updateShaped ? result[0] : result) as Row[];
}

/** Runs an `UPDATE` or `DELETE` written with `sql`, answering how many rows it changed (`query()` answers `[rows, count]` for those two). */
export async function runSqlCount(runner: Queryable, statement: Sql): Promise<number> {
  const result = await runner.query(statement.text, statement.values);
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/** A column of an entity as TypeORM maps it (naming strategy applied): its property, its database name, whether it is JSON. */
export interface EntityColumn {
  readonly property: string;
  readonly column: string;
  readonly json: boolean;
  /** False for a column PostgreSQL computes (`generatedType`) or TypeORM never inserts. */
  readonly insertable: boolean;
}

/**
 * The columns of an entity, from the DataSource's metadata: the names the naming strategy gave them
 * (SnakeNamingStrategy), so a statement written from them follows the entity (docs/architecture.md, "Hot paths").
 */
export function entityColumns(metadata: EntityMetadata): EntityColumn[] {
  return metadata.columns
    .filter((column) => !column.isVirtual && column.relationMetadata === undefined)
    .map((column) => ({
      property: column.propertyName,
      column: identifier(column.databaseName),
      json: column.type === 'jsonb' || column.type === 'json' || column.type === 'simple-json',
      insertable: column.isInsert && column.generatedType === undefined,
    }));
}

/** `alias.column AS "property", ...`: rows come back in the entity's shape as `pg` parses them (jsonb parsed, timestamps as Date). */
export function selectColumns(columns: readonly EntityColumn[], alias?: string): Sql {
  const prefix = alias === undefined ? '' : `${alias}.`;
  return raw(columns.map(({ property, column }) => `${prefix}${column}${property === column ? '' : ` AS "${property}"`}`).join(', '));
}

/** A column name as written in SQL: quoted only when PostgreSQL would otherwise fold or refuse it. */
const identifier = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`);

/** The columns an INSERT writes. */
export const insertableColumns = (columns: readonly EntityColumn[]): EntityColumn[] => columns.filter((column) => column.insertable);

/** `column, ...`: the column list of an INSERT (of `insertableColumns`). */
export function columnNames(columns: readonly EntityColumn[]): Sql {
  return raw(columns.map(({ column }) => column).join(', '));
}

/** The entity's values in the order of `columns`; JSON columns as JSON text (`pg` would send an array as a PostgreSQL array). */
export function columnValues(columns: readonly EntityColumn[], entity: object): unknown[] {
  const values = new Array<unknown>(columns.length);
  for (let index = 0; index < columns.length; index++) {
    const value = (entity as Record<string, unknown>)[columns[index].property];
    values[index] = columns[index].json && value !== null && value !== undefined ? JSON.stringify(value) : value;
  }
  return values;
}
