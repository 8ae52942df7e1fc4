import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ListFilterProvider, sql, type ListFilter, type ListFilterConditions, type Sql, type ValidationIssue } from '@app/core';
import { OBJECT_TYPES, type ObjectType } from './domain/custom-field-rules';
import { parseFilters, type FieldFilter } from './domain/filter-rules';
import { CustomFieldsRepository } from './persistence/custom-fields.repository';

/**
 * The `cf.` filters of the five objects' lists (docs/api/custom-fields.md#list-filters), found by the lists through
 * core's ListFilters (docs/adr/0067-list-filters-of-other-contexts.md): those contexts never import this one.
 */
@ListFilterProvider('cf')
@Injectable()
export class CustomFieldListFilter implements ListFilter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CustomFieldsRepository,
  ) {}

  async prepare(objectType: string, parameters: Readonly<Record<string, string>>): Promise<{ issues: ValidationIssue[]; conditions: ListFilterConditions }> {
    if (!(OBJECT_TYPES as readonly string[]).includes(objectType)) throw new Error(`No custom fields for lists of ${objectType}`);
    const definitions = await this.repository.ofObjectType(this.dataSource.manager, objectType as ObjectType);
    const active = new Map(definitions.filter((field) => !field.archived).map((field) => [field.key, field.type]));
    const { filters, issues } = parseFilters(parameters, (key) => active.get(key));
    return { issues, conditions: (id) => filters.map((filter) => condition(objectType, filter, sql.raw(id))) };
  }
}

/**
 * One filter as a condition on the object whose id is `id`: equality by jsonb containment (the GIN index), ranges and
 * existence by the B-tree indexes of custom_field_value_keys (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md#indexes).
 */
function condition(objectType: string, filter: FieldFilter, id: Sql): Sql {
  const { key } = filter;
  const keyed = (where: Sql) =>
    sql`${id} IN (SELECT k.object_id FROM custom_field_value_keys k WHERE k.object_type = ${objectType} AND k.key = ${key}${where})`;
  switch (filter.kind) {
    case 'exists':
      // Without the key: probed by the primary key (object_id, key) per row of the list, so a page stops early.
      return filter.value ? keyed(sql.empty) : sql`NOT EXISTS (SELECT 1 FROM custom_field_value_keys k WHERE k.object_id = ${id} AND k.key = ${key})`;
    case 'equals': {
      const value = filter.type === 'multi_select' ? [filter.value] : filter.type === 'currency' ? { amount: filter.value } : filter.value;
      const contained = sql`v.values @> ${JSON.stringify({ [key]: value })}::jsonb`;
      return sql`${id} IN (SELECT v.object_id FROM custom_field_values v WHERE v.object_type = ${objectType} AND ${contained})`;
    }
    default: {
      const operator = sql.raw(filter.kind === 'gte' ? '>=' : '<=');
      return filter.type === 'date' ? keyed(sql` AND k.day ${operator} ${filter.value}`) : keyed(sql` AND k.num ${operator} ${filter.value}::numeric`);
    }
  }
}
