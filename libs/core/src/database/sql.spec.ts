import { Column, DataSource, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from './columns';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { columnNames, columnValues, entityColumns, insertableColumns, namedParameters, runSql, runSqlCount, selectColumns, sql } from './sql';

@Entity('sql_spec_things')
class ThingEntity {
  @IdColumn() id: string;
  @Column('text') displayName: string;
  @Column('jsonb') tagList: string[];
  @Column('jsonb', { nullable: true }) extraData: object | null;
  @Column('text', { name: 'legacy_code' }) code: string;
  @TimestampColumn() createdAt: Date;
  @Column({ type: 'text', generatedType: 'STORED', asExpression: 'lower(display_name)' }) nameKey: string;
  @Column('text', { name: 'MixedCase' }) mixed: string;
}

describe('sql', () => {
  it('numbers each interpolated value $1..$n in order and keeps the values beside the text', () => {
    const id = 'a';
    const statement = sql`SELECT id FROM things WHERE id = ${id} AND size > ${3} AND tags @> ${['x']}`;
    expect(statement.text).toBe('SELECT id FROM things WHERE id = $1 AND size > $2 AND tags @> $3');
    expect(statement.values).toEqual(['a', 3, ['x']]);
  });

  it('inlines fragments with their values, renumbered where they land', () => {
    const condition = sql`owner = ${'o'} AND kind = ${'k'}`;
    const statement = sql`SELECT * FROM things WHERE id = ${1} AND ${condition} AND (${condition}) LIMIT ${10}`;
    expect(statement.text).toBe('SELECT * FROM things WHERE id = $1 AND owner = $2 AND kind = $3 AND (owner = $4 AND kind = $5) LIMIT $6');
    expect(statement.values).toEqual([1, 'o', 'k', 'o', 'k', 10]);
  });

  it('binds a sql.param once however often it is named, as a named parameter', () => {
    const q = sql.param('rust');
    const statement = sql`SELECT ${q}, ${'other'}, ${sql`lower(${q})`}, ${q}`;
    expect(statement.text).toBe('SELECT $1, $2, lower($1), $1');
    expect(statement.values).toEqual(['rust', 'other']);
  });

  it('writes raw text, quoted identifiers, lists and joins without values of their own unless given', () => {
    expect(sql`LIMIT ${sql.raw('1000')}`.text).toBe('LIMIT 1000');
    expect(sql`SELECT ${sql.identifier('we"ird')} FROM t`.text).toBe('SELECT "we""ird" FROM t');
    const list = sql`VALUES (${sql.list([1, 'b', null])})`;
    expect([list.text, list.values]).toEqual(['VALUES ($1, $2, $3)', [1, 'b', null]]);
    expect(sql`(${sql.list([])})`.text).toBe('()');
    const joined = sql.join([sql`a = ${1}`, sql`b = ${2}`, sql`c`], sql` AND `);
    expect([joined.text, joined.values]).toEqual(['a = $1 AND b = $2 AND c', [1, 2]]);
    expect(sql.join([]).text).toBe('');
    expect(sql`x${sql.empty}y`.text).toBe('xy');
  });

  it('keeps a value that looks like SQL a value', () => {
    const statement = sql`SELECT ${"'; DROP TABLE things; --"}`;
    expect(statement.text).toBe('SELECT $1');
  });

  it('gives a query builder its fragment with named parameters', () => {
    const tag = sql.param('Go');
    expect(namedParameters(sql`lower(t.label) = lower(${tag}) OR t.label = ${tag} OR x = ${2}`, 'filter0_')).toEqual({
      text: 'lower(t.label) = lower(:filter0_1) OR t.label = :filter0_1 OR x = :filter0_2',
      parameters: { filter0_1: 'Go', filter0_2: 2 },
    });
  });

  it('runs through query() and answers rows, also for the [rows, count] TypeORM answers to UPDATE ... RETURNING', async () => {
    const calls: unknown[] = [];
    const runner = (answer: unknown) => ({
      query: (text: string, values?: unknown[]) => {
        calls.push([text, values]);
        return Promise.resolve(answer);
      },
    });
    expect(await runSql(runner([{ id: 1 }]), sql`SELECT id FROM t WHERE id = ${1}`)).toEqual([{ id: 1 }]);
    expect(await runSql(runner([[{ id: 2 }], 1]), sql`UPDATE t SET a = ${'b'} RETURNING id`)).toEqual([{ id: 2 }]);
    expect(calls).toEqual([
      ['SELECT id FROM t WHERE id = $1', [1]],
      ['UPDATE t SET a = $1 RETURNING id', ['b']],
    ]);
  });

  it('counts the rows an UPDATE or DELETE changed, from the [rows, count] TypeORM answers', async () => {
    const runner = (answer: unknown) => ({ query: () => Promise.resolve(answer) });
    expect(await runSqlCount(runner([[], 3]), sql`DELETE FROM t WHERE a = ${'b'}`)).toBe(3);
    expect(await runSqlCount(runner([[], 0]), sql`UPDATE t SET a = ${'b'}`)).toBe(0);
  });
});

describe('entity columns', () => {
  let metadataOf: (entity: typeof ThingEntity) => ReturnType<DataSource['getMetadata']>;
  beforeAll(async () => {
    // Metadata only: the DataSource never connects.
    const dataSource = new DataSource({ type: 'postgres', entities: [ThingEntity], namingStrategy: new SnakeNamingStrategy() });
    await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
    metadataOf = (entity) => dataSource.getMetadata(entity);
  });

  it('are the entity columns in declaration order, named as the naming strategy names them (custom names kept)', () => {
    expect(entityColumns(metadataOf(ThingEntity))).toEqual([
      { property: 'id', column: 'id', json: false, insertable: true },
      { property: 'displayName', column: 'display_name', json: false, insertable: true },
      { property: 'tagList', column: 'tag_list', json: true, insertable: true },
      { property: 'extraData', column: 'extra_data', json: true, insertable: true },
      { property: 'code', column: 'legacy_code', json: false, insertable: true },
      { property: 'createdAt', column: 'created_at', json: false, insertable: true },
      { property: 'nameKey', column: 'name_key', json: false, insertable: false },
      { property: 'mixed', column: '"MixedCase"', json: false, insertable: true },
    ]);
  });

  it('write a select list in the entity shape, an insert column list and the values in that order (JSON as text, null as NULL)', () => {
    const columns = entityColumns(metadataOf(ThingEntity));
    expect(selectColumns(columns, 't').text).toBe(
      't.id, t.display_name AS "displayName", t.tag_list AS "tagList", t.extra_data AS "extraData", t.legacy_code AS "code", t.created_at AS "createdAt",' +
        ' t.name_key AS "nameKey", t."MixedCase" AS "mixed"',
    );
    expect(selectColumns(columns).text).toMatch(/^id, display_name AS "displayName", /);
    const inserted = insertableColumns(columns);
    expect(columnNames(inserted).text).toBe('id, display_name, tag_list, extra_data, legacy_code, created_at, "MixedCase"');
    const createdAt = new Date();
    const thing = { id: 'i', displayName: 'n', tagList: ['a'], extraData: null, code: 'c', createdAt, nameKey: 'n', mixed: 'm' };
    expect(columnValues(inserted, thing)).toEqual(['i', 'n', '["a"]', null, 'c', createdAt, 'm']);
  });
});
