import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EventRecorder, isPlainObject, toPage, ValidationFailedError, type Actor, type Page } from '@app/core';
import { UsersService } from '@app/users';
import { CustomFieldObjects } from './custom-field-objects';
import type { ObjectType } from './domain/custom-field-rules';
import { checkValues, sameValue, type FieldValue, type ValueDefinition, type ValueMap } from './domain/value-rules';
import type { CustomFieldEntity } from './persistence/custom-field.entity';
import { CustomFieldsRepository } from './persistence/custom-fields.repository';
import type { CustomFieldValuesItemResponse } from './representation/custom-field-response.dto';
import { presentValues, presentValuesItem } from './representation/custom-field.presenter';

export interface ValuesPageInput {
  objectType: ObjectType;
  updatedAfter?: string;
  cursor?: string;
  limit?: number;
}

export const DEFAULT_VALUES_PAGE = 100;

/** An object's values, as the change feed and webhooks carry them. */
export interface ObjectValues {
  objectType: ObjectType;
  objectId: string;
  values: ValueMap;
}

/** Custom field values (docs/api/custom-fields.md#values): one map per object, written whole, read with every active key. */
@Injectable()
export class CustomFieldValuesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CustomFieldsRepository,
    private readonly objects: CustomFieldObjects,
    private readonly users: UsersService,
    private readonly events: EventRecorder,
  ) {}

  async get(objectType: ObjectType, id: string): Promise<ValueMap> {
    return this.dataSource.transaction(async (tx) => {
      await this.objects.activityOf(tx, objectType, id);
      const [definitions, stored] = await Promise.all([this.repository.ofObjectType(tx, objectType), this.repository.valuesOf(tx, id)]);
      return presentValues(definitions, stored?.values);
    });
  }

  /**
   * PATCH: the keys sent are set (null unsets), the others stay; every broken rule at once at `body.<key>`.
   * Nothing changed (`{}`, or the same values again): no write, no event.
   */
  async update(actor: Actor, objectType: ObjectType, id: string, body: unknown): Promise<ValueMap> {
    if (!isPlainObject(body)) throw new ValidationFailedError([{ location: 'body', path: '', message: 'The request body must be a JSON object' }]);
    return this.dataSource.transaction(async (tx) => {
      const { definitions, stored } = await this.repository.forWrite(tx, objectType, id);
      return this.write(tx, actor, objectType, id, body, definitions, stored, (key) => key);
    });
  }

  /**
   * Another context's write in its own transaction (a careers apply's answers, docs/api/custom-fields.md#careers-questions):
   * keys of no active definition are skipped (archived since the form named them), and with `fillOnly` the keys the
   * object already holds a value for; a value that breaks its field's rule is 422 at `pathOf(key)`.
   */
  async writeIn(
    tx: EntityManager,
    actor: Actor,
    objectType: ObjectType,
    id: string,
    values: Record<string, unknown>,
    options: { fillOnly: boolean; pathOf: (key: string) => string },
  ): Promise<void> {
    const { definitions, stored } = await this.repository.forWrite(tx, objectType, id);
    const active = new Set(definitions.filter((field) => !field.archived).map((field) => field.key));
    const body = Object.fromEntries(
      Object.entries(values).filter(([key]) => active.has(key) && !(options.fillOnly && stored[key] !== undefined && stored[key] !== null)),
    );
    if (Object.keys(body).length > 0) await this.write(tx, actor, objectType, id, body, definitions, stored, options.pathOf);
  }

  /** Checks and writes `body` over `stored`: every broken rule at once at `pathOf(key)`; nothing changed, no write and no event. */
  private async write(
    tx: EntityManager,
    actor: Actor,
    objectType: ObjectType,
    id: string,
    body: Record<string, unknown>,
    definitions: ValueDefinition[],
    stored: Record<string, FieldValue>,
    pathOf: (key: string) => string,
  ): Promise<ValueMap> {
    const checked = checkValues(body, new Map(definitions.map((field) => [field.key, field])), stored);
    const users = await this.users.namesOf(tx, [...checked.userIds.values()]);
    for (const [key, userId] of checked.userIds)
      if (!users.has(userId)) checked.issues.push({ location: 'body', path: key, message: `${key} names no user (${userId})` });
    if (checked.issues.length > 0)
      throw new ValidationFailedError(
        checked.issues.map((issue) => ({ ...issue, path: pathOf(issue.path), message: `${pathOf(issue.path)}${issue.message.slice(issue.path.length)}` })),
      );
    const activity = await this.objects.activityOf(tx, objectType, id);
    const keys = Object.keys(checked.values).filter((key) => !sameValue(stored[key], checked.values[key]));
    if (keys.length === 0) return presentValues(definitions, stored);
    const next: Record<string, FieldValue> = { ...stored };
    for (const key of keys) {
      const value = checked.values[key];
      if (value === null) delete next[key];
      else next[key] = value;
    }
    const values = presentValues(definitions, next);
    const data: ObjectValues = { objectType, objectId: id, values };
    // The map and its event in one statement: one round trip (docs/adr/0053-prepared-statements-and-one-statement-writes.md).
    await this.events.recordWith(tx, this.repository.saveValuesStatement(objectType, id, next, new Date()), {
      type: 'custom_fields.updated',
      entityType: activity.entityType,
      entityId: activity.entityId,
      actor,
      metadata: { objectType, objectId: id, keys },
      data,
    });
    return values;
  }

  /** GET /custom-field-values: every object of the type that ever had a value, oldest change first. */
  async page(query: ValuesPageInput): Promise<Page<CustomFieldValuesItemResponse>> {
    const limit = query.limit ?? DEFAULT_VALUES_PAGE;
    const [rows, definitions] = await Promise.all([
      this.repository.valuesPage({ ...query, limit }),
      this.repository.ofObjectType(this.dataSource.manager, query.objectType),
    ]);
    return toPage(
      rows.map((row) => Object.assign(row, { createdAt: row.updatedAt, id: row.objectId })),
      limit,
      (row) => presentValuesItem(row, definitions),
    );
  }

  /** The change feed's `custom_field_values`: each object's values as its GET returns them now. */
  async load(tx: EntityManager, objectIds: readonly string[]): Promise<Map<string, ObjectValues>> {
    const rows = await this.repository.valuesOfMany(tx, objectIds);
    const definitionsOf = new Map<ObjectType, CustomFieldEntity[]>();
    const result = new Map<string, ObjectValues>();
    for (const row of rows) {
      let definitions = definitionsOf.get(row.objectType);
      if (definitions === undefined) definitionsOf.set(row.objectType, (definitions = await this.repository.ofObjectType(tx, row.objectType)));
      result.set(row.objectId, { objectType: row.objectType, objectId: row.objectId, values: presentValues(definitions, row.values) });
    }
    return result;
  }
}
