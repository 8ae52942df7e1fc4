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

/** One filter as a condition on the object whose id is `id`: equality by jsonb containment (the GIN index), ranges and existence by the key. */
function condition(objectType: string, filter: FieldFilter, id: Sql): Sql {
  const holding = (where: Sql) => sql`${id} IN (SELECT v.object_id FROM custom_field_values v WHERE v.object_type = ${objectType} AND ${where})`;
  const { key } = filter;
  switch (filter.kind) {
    case 'exists':
      return filter.value ? holding(sql`v.values ? ${key}`) : sql`NOT ${holding(sql`v.values ? ${key}`)}`;
    case 'equals': {
      const value = filter.type === 'multi_select' ? [filter.value] : filter.type === 'currency' ? { amount: filter.value } : filter.value;
      return holding(sql`v.values @> ${JSON.stringify({ [key]: value })}::jsonb`);
    }
    default: {
      const operator = sql.raw(filter.kind === 'gte' ? '>=' : '<=');
      if (filter.type === 'date') return holding(sql`v.values->>${key} ${operator} ${filter.value}`);
      const number = filter.type === 'currency' ? sql`(v.values->${key}->>'amount')::numeric` : sql`(v.values->>${key})::numeric`;
      return holding(sql`${number} ${operator} ${filter.value}::numeric`);
    }
  }
}
