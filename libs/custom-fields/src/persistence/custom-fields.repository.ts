import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import {
  decodeCursor,
  keysetPage,
  lockOption,
  parseIsoUtcDateTime,
  preparedStatement,
  reach,
  runPrepared,
  runSql,
  sql,
  type BoundStatement,
  type RowLock,
  type Sql,
} from '@app/core';
import type { ObjectType } from '../domain/custom-field-rules';
import type { FieldValue, ValueDefinition } from '../domain/value-rules';
import { CustomFieldEntity, CustomFieldValuesEntity } from './custom-field.entity';

export interface ListCustomFieldsQuery {
  objectType?: ObjectType;
  archived?: boolean;
  limit?: number;
  cursor?: string;
  updatedAfter?: string;
}

export interface ValuesPageQuery {
  objectType: ObjectType;
  updatedAfter?: string;
  cursor?: string;
  limit: number;
}

/** What a values write reads: the object type's definitions (archived too, oldest first) and the object's stored map. */
export interface ValuesForWrite {
  definitions: ValueDefinition[];
  stored: Record<string, FieldValue>;
}

/**
 * A values write's one read (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md#speed-of-a-values-patch): the definitions and the
 * object's map, its row locked FOR UPDATE; one row with null definition columns when the type has none.
 */
const VALUES_FOR_WRITE = preparedStatement(
  'custom_field_values_for_write',
  (input: { objectType: ObjectType; objectId: string }) =>
    sql`WITH stored AS (SELECT values FROM custom_field_values WHERE object_id = ${input.objectId}::uuid FOR UPDATE)
        SELECT (SELECT values FROM stored) AS stored, d.key, d.type, d.options, d.required, d.archived
          FROM (SELECT 1) one LEFT JOIN custom_field_definitions d ON d.object_type = ${input.objectType}
         ORDER BY d.created_at, d.id`,
);

/** Writes an object's whole map (a first value creates the row): the write its event is recorded with. */
const SAVE_VALUES = preparedStatement(
  'custom_field_values_save',
  (input: { objectType: ObjectType; objectId: string; values: Record<string, FieldValue>; at: Date }) =>
    sql`INSERT INTO custom_field_values (object_id, object_type, values, created_at, updated_at)
        VALUES (${input.objectId}::uuid, ${input.objectType}, ${JSON.stringify(input.values)}::jsonb, ${input.at}, ${input.at})
        ON CONFLICT (object_id) DO UPDATE SET values = EXCLUDED.values, updated_at = EXCLUDED.updated_at`,
);

/** GET /custom-field-values leaves out the objects the request does not reach (docs/api/access.md). */
function reachedObjects(objectType: ObjectType): Sql | null {
  const object = sql.raw('v.object_id');
  switch (objectType) {
    case 'candidate':
      return reach.of('candidate', object);
    case 'application':
      return reach.of('application', object);
    case 'job':
      return reach.of('job', object);
    case 'offer': {
      const reached = reach.of('offer', sql.raw('ro.application_id'));
      return reached === null ? null : sql`EXISTS (SELECT 1 FROM offers ro WHERE ro.id = ${object} AND ${reached})`;
    }
    case 'interview': {
      const reached = reach.of('job', sql.raw('ri.job_id'));
      return reached === null ? null : sql`EXISTS (SELECT 1 FROM interviews ri WHERE ri.id = ${object} AND ${reached})`;
    }
  }
}

/** The custom fields context's queries. */
@Injectable()
export class CustomFieldsRepository {
  constructor(@InjectRepository(CustomFieldEntity) private readonly definitions: Repository<CustomFieldEntity>) {}

  findOne(tx: EntityManager, id: string, lock?: RowLock): Promise<CustomFieldEntity | null> {
    return tx.findOne(CustomFieldEntity, { where: { id }, lock: lockOption(lock) });
  }

  findMany(tx: EntityManager, ids: readonly string[]): Promise<CustomFieldEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : tx.find(CustomFieldEntity, { where: { id: In([...ids]) } });
  }

  /** Every definition of an object type, archived ones too, oldest first (the order of a value map's keys). */
  ofObjectType(tx: EntityManager, objectType: ObjectType): Promise<CustomFieldEntity[]> {
    return tx.find(CustomFieldEntity, { where: { objectType }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The definitions of an object type with these keys, archived ones too. */
  ofKeys(tx: EntityManager, objectType: ObjectType, keys: readonly string[]): Promise<CustomFieldEntity[]> {
    return keys.length === 0 ? Promise.resolve([]) : tx.find(CustomFieldEntity, { where: { objectType, key: In([...keys]) } });
  }

  /** Newest first; filters combine with AND. */
  list(query: ListCustomFieldsQuery): Promise<CustomFieldEntity[]> {
    const builder = this.definitions.createQueryBuilder('f');
    if (query.objectType !== undefined) builder.andWhere('f.object_type = :objectType', { objectType: query.objectType });
    if (query.archived !== undefined) builder.andWhere('f.archived = :archived', { archived: query.archived });
    return keysetPage(builder, 'f', query).getMany();
  }

  /** Serialises creates and unarchives of one object type until the transaction ends (the 300 active limit). */
  async lockObjectType(tx: EntityManager, objectType: ObjectType): Promise<void> {
    await runSql(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`custom_fields:${objectType}`}))`);
  }

  countActive(tx: EntityManager, objectType: ObjectType): Promise<number> {
    return tx.count(CustomFieldEntity, { where: { objectType, archived: false } });
  }

  async insert(tx: EntityManager, field: CustomFieldEntity): Promise<void> {
    await tx.insert(CustomFieldEntity, field);
  }

  async update(tx: EntityManager, id: string, changes: Partial<CustomFieldEntity>): Promise<void> {
    await tx.update(CustomFieldEntity, { id }, changes);
  }

  /** How many objects of the type hold one of `values` in `key` (a select's value, or one of a multi_select's). */
  async countHolding(tx: EntityManager, objectType: ObjectType, key: string, values: readonly string[]): Promise<number> {
    if (values.length === 0) return 0;
    const held = sql.join(
      values.flatMap((value) => [sql`v.values @> ${JSON.stringify({ [key]: value })}::jsonb`, sql`v.values @> ${JSON.stringify({ [key]: [value] })}::jsonb`]),
      sql` OR `,
    );
    const [row] = await runSql<{ n: string }>(tx, sql`SELECT count(*) AS n FROM custom_field_values v WHERE v.object_type = ${objectType} AND (${held})`);
    return Number(row.n);
  }

  /** Up to `limit` ids of what `matching` selects (a query of `object_id`s). */
  async objectIds(tx: EntityManager, matching: Sql, limit: number): Promise<string[]> {
    const rows = await runSql<{ object_id: string }>(tx, sql`${matching} LIMIT ${limit}`);
    return rows.map((row) => row.object_id);
  }

  valuesOf(tx: EntityManager, objectId: string, lock?: RowLock): Promise<CustomFieldValuesEntity | null> {
    return tx.findOne(CustomFieldValuesEntity, { where: { objectId }, lock: lockOption(lock) });
  }

  valuesOfMany(tx: EntityManager, objectIds: readonly string[]): Promise<CustomFieldValuesEntity[]> {
    return objectIds.length === 0 ? Promise.resolve([]) : tx.find(CustomFieldValuesEntity, { where: { objectId: In([...objectIds]) } });
  }

  /** The definitions and the locked stored map of a values write, in one round trip. */
  async forWrite(tx: EntityManager, objectType: ObjectType, objectId: string): Promise<ValuesForWrite> {
    const rows = await runPrepared<ValueDefinition & { stored: Record<string, FieldValue> | null }>(tx, VALUES_FOR_WRITE({ objectType, objectId }));
    return {
      definitions: rows.filter((row) => row.key !== null).map(({ key, type, options, required, archived }) => ({ key, type, options, required, archived })),
      stored: rows[0]?.stored ?? {},
    };
  }

  /** The statement that writes an object's whole map, to run with its event (EventRecorder.recordWith). */
  saveValuesStatement(objectType: ObjectType, objectId: string, values: Record<string, FieldValue>, at: Date): BoundStatement {
    return SAVE_VALUES({ objectType, objectId, values, at });
  }

  /** Writes an object's whole map (a first value creates the row). */
  async saveValues(tx: EntityManager, objectType: ObjectType, objectId: string, values: Record<string, FieldValue>, at: Date): Promise<void> {
    await runSql(
      tx,
      sql`INSERT INTO custom_field_values (object_id, object_type, values, created_at, updated_at)
          VALUES (${objectId}, ${objectType}, ${JSON.stringify(values)}::jsonb, ${at}, ${at})
          ON CONFLICT (object_id) DO UPDATE SET values = EXCLUDED.values, updated_at = EXCLUDED.updated_at`,
    );
  }

  /** Rebuilds the search rows of the candidates holding `key` (its searchability, options or archiving changed). */
  async refreshSearchOf(tx: EntityManager, key: string): Promise<void> {
    await runSql(tx, sql`SELECT candidate_search_refresh(v.object_id) FROM custom_field_values v WHERE v.object_type = 'candidate' AND v.values ? ${key}`);
  }

  /** The values of `pii` fields of these objects go; the rest stay (anonymization). */
  async deletePiiValues(tx: EntityManager, objectIds: readonly string[]): Promise<void> {
    if (objectIds.length === 0) return;
    await runSql(
      tx,
      sql`UPDATE custom_field_values v SET values = v.values - pii.keys, updated_at = now()
          FROM (SELECT f.object_type, array_agg(f.key) AS keys FROM custom_field_definitions f WHERE f.pii GROUP BY f.object_type) pii
          WHERE v.object_id = ANY(${objectIds}::uuid[]) AND pii.object_type = v.object_type AND v.values ?| pii.keys`,
    );
  }

  async deleteValues(tx: EntityManager, objectIds: readonly string[]): Promise<void> {
    if (objectIds.length > 0) await runSql(tx, sql`DELETE FROM custom_field_values WHERE object_id = ANY(${objectIds}::uuid[])`);
  }

  /** The bulk read: oldest change first, after the cursor's (updatedAt, objectId). */
  valuesPage(query: ValuesPageQuery): Promise<CustomFieldValuesEntity[]> {
    const builder = this.definitions.manager
      .createQueryBuilder(CustomFieldValuesEntity, 'v')
      .where('v.object_type = :objectType', { objectType: query.objectType });
    reach.where(builder, reachedObjects(query.objectType));
    if (query.updatedAfter !== undefined) builder.andWhere('v.updated_at > :updatedAfter', { updatedAfter: parseIsoUtcDateTime(query.updatedAfter) });
    const after = decodeCursor(query.cursor);
    if (after !== undefined) builder.andWhere('(v.updated_at, v.object_id) > (:afterAt, :afterId)', { afterAt: after.createdAt, afterId: after.id });
    return builder
      .orderBy('v.updated_at', 'ASC')
      .addOrderBy('v.object_id', 'ASC')
      .limit(query.limit + 1)
      .getMany();
  }
}
