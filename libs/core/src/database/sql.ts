import type { EntityMetadata } from 'typeorm';
import { queryReturning } from './returning';

/** A value bound once however often a statement names it (`sql.param`): one placeholder, as a named parameter. */
export class Parameter {
  constructor(readonly value: unknown) {}
}

/**
 * SQL text with the values it binds, written with the `sql` tag (docs/architecture.md, "Where SQL lives"): each
 * interpolated value becomes a placeholder ($1, $2, ... in order of appearance), each interpolated `Sql` is
 * inlined with its values (one fragment named twice binds them once). `text` and `values` are what `query()` and `pg` take.
 */
export class Sql {
  private rendered?: string;

  /** `texts` has one more entry than `bound`: text, value, text, ..., text. */
  private constructor(
    private readonly texts: readonly string[],
    private readonly bound: readonly Parameter[],
  ) {}

  /** @internal The tag's work: flattens nested fragments, wraps plain values. */
  static of(strings: readonly string[], interpolated: readonly unknown[]): Sql {
    const texts = [strings[0]];
    const bound: Parameter[] = [];
    interpolated.forEach((item, index) => {
      if (item instanceof Sql) {
        texts[texts.length - 1] += item.texts[0];
        for (let part = 0; part < item.bound.length; part++) {
          bound.push(item.bound[part]);
          texts.push(item.texts[part + 1]);
        }
        texts[texts.length - 1] += strings[index + 1];
      } else {
        bound.push(item instanceof Parameter ? item : new Parameter(item));
        texts.push(strings[index + 1]);
      }
    });
    return new Sql(texts, bound);
  }

  get text(): string {
    this.rendered ??= this.withPlaceholders((number) => `$${number}`);
    return this.rendered;
  }

  /** The text with each value's placeholder written by `placeholder` from its number (1, 2, ... in order of first appearance). */
  withPlaceholders(placeholder: (number: number) => string): string {
    const numbers = new Map<Parameter, number>();
    let text = this.texts[0];
    this.bound.forEach((parameter, index) => {
      let number = numbers.get(parameter);
      if (number === undefined) numbers.set(parameter, (number = numbers.size + 1));
      text += `${placeholder(number)}${this.texts[index + 1]}`;
    });
    return text;
  }

  /** The values of $1..$n. */
  get values(): unknown[] {
    const seen = new Set<Parameter>();
    const values: unknown[] = [];
    for (const parameter of this.bound) {
      if (seen.has(parameter)) continue;
      seen.add(parameter);
      values.push(parameter.value);
    }
    return values;
  }
}

/** Text as it is: constants of the code (a number a plan depends on, a keyword), never a value from a request. */
const raw = (text: string): Sql => Sql.of([text], []);

/**
 * Raw SQL (docs/architecture.md, "Where SQL lives"): sql`SELECT id FROM candidates WHERE email = ${email}` is
 * `{ text: 'SELECT id FROM candidates WHERE email = $1', values: [email] }`. Fragments compose:
 * sql`SELECT ${columns} FROM t WHERE ${condition}`; run it with `tx.query(statement.text, statement.values)`,
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
  list: (values: readonly unknown[]): Sql => Sql.of(['', ...values.slice(1).map(() => ', '), ''].slice(0, Math.max(values.length + 1, 1)), values),
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
 * Runs a statement written with `sql` through TypeORM (`runner.query`), answering its rows (also for
 * `UPDATE`/`DELETE ... RETURNING`, which `query()` answers as `[rows, count]`: queryReturning).
 */
export function runSql<Row>(runner: Queryable, statement: Sql): Promise<Row[]> {
  return queryReturning<Row>(runner, statement.text, statement.values);
}

/** A column of an entity as TypeORM maps it (naming strategy applied): its property, its database name, whether it is JSON. */
export interface EntityColumn {
  readonly property: string;
  readonly column: string;
  readonly json: boolean;
}

/**
 * The columns of an entity, from the DataSource's metadata: the names the naming strategy gave them
 * (SnakeNamingStrategy), so a statement written from them follows the entity (docs/architecture.md, "Hot paths").
 */
export function entityColumns(metadata: EntityMetadata): EntityColumn[] {
  return metadata.columns
    .filter((column) => !column.isVirtual && column.relationMetadata === undefined)
    .map((column) => ({ property: column.propertyName, column: column.databaseName, json: column.type === 'jsonb' || column.type === 'json' }));
}

/** `alias.column AS "property", ...`: rows come back in the entity's shape as `pg` parses them (jsonb parsed, timestamps as Date). */
export function selectColumns(columns: readonly EntityColumn[], alias?: string): Sql {
  const prefix = alias === undefined ? '' : `${alias}.`;
  return raw(columns.map(({ property, column }) => `${prefix}${column}${property === column ? '' : ` AS "${property}"`}`).join(', '));
}

/** `column, ...`: the column list of an INSERT. */
export function columnNames(columns: readonly EntityColumn[]): Sql {
  return raw(columns.map(({ column }) => column).join(', '));
}

/** The entity's values in the order of `columns`; JSON columns as JSON text (`pg` would send an array as a PostgreSQL array). */
export function columnValues(columns: readonly EntityColumn[], entity: object): unknown[] {
  return columns.map(({ property, json }) => {
    const value = (entity as Record<string, unknown>)[property];
    return json && value !== null && value !== undefined ? JSON.stringify(value) : value;
  });
}
