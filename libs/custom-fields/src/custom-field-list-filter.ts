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
    const manager = this.dataSource.manager;
    const definitions = await this.repository.ofObjectType(manager, objectType as ObjectType);
    const active = new Map(definitions.filter((field) => !field.archived).map((field) => [field.key, field]));
    const { filters, issues } = parseFilters(parameters, (key) => active.get(key));
    const fewMatches = await Promise.all(
      filters.map(async (filter) => {
        const matching = matchingObjects(objectType, filter);
        if (issues.length > 0 || matching === null) return null;
        const ids = await this.repository.objectIds(manager, matching, FEW_MATCHES + 1);
        return ids.length <= FEW_MATCHES ? ids : null;
      }),
    );
    return {
      issues,
      conditions: (id) => filters.map((filter, index) => condition(filter, sql.raw(id), matchingObjects(objectType, filter), fewMatches[index])),
    };
  }
}

/**
 * A filter that at most this many objects match is given to the list as their ids (read through its index just before),
 * which the planner counts exactly, instead of a subquery it estimates from the whole table's statistics, not the key's
 * (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md#indexes).
 */
export const FEW_MATCHES = 2000;

/**
 * The objects a filter matches, as a query of their ids (`object_id`): equality by jsonb containment (the GIN index), ranges
 * and `exists=true` by the B-tree indexes of custom_field_value_keys; null for `exists=false`, which is no set to read.
 */
function matchingObjects(objectType: string, filter: FieldFilter): Sql | null {
  const { key } = filter;
  const keyed = (where: Sql) => sql`SELECT k.object_id FROM custom_field_value_keys k WHERE k.object_type = ${objectType} AND k.key = ${key}${where}`;
  switch (filter.kind) {
    case 'exists':
      return filter.value ? keyed(sql.empty) : null;
    case 'match': {
      // A registered type's filter (docs/extending.md#a-custom-field-type): containments through the GIN index, or a range of the keys' index.
      const { match } = filter;
      if ('anyOf' in match) {
        if (match.anyOf.length === 0) return sql`SELECT NULL::uuid AS object_id WHERE false`;
        const held = sql.join(
          match.anyOf.map((value) => sql`v.values @> ${JSON.stringify({ [key]: value })}::jsonb`),
          sql` OR `,
        );
        return sql`SELECT v.object_id FROM custom_field_values v WHERE v.object_type = ${objectType} AND (${held})`;
      }
      const operator = sql.raw(match.range === 'gte' ? '>=' : '<=');
      return keyed('day' in match ? sql` AND k.day ${operator} ${match.day}` : sql` AND k.num ${operator} ${match.number}::numeric`);
    }
    case 'equals': {
      const value = filter.type === 'multi_select' ? [filter.value] : filter.type === 'currency' ? { amount: filter.value } : filter.value;
      return sql`SELECT v.object_id FROM custom_field_values v WHERE v.object_type = ${objectType} AND v.values @> ${JSON.stringify({ [key]: value })}::jsonb`;
    }
    default: {
      const operator = sql.raw(filter.kind === 'gte' ? '>=' : '<=');
      return keyed(filter.type === 'date' ? sql` AND k.day ${operator} ${filter.value}` : sql` AND k.num ${operator} ${filter.value}::numeric`);
    }
  }
}

/** One filter as a condition on the object whose id is `id`: its few matches' ids, or its matching query. */
function condition(filter: FieldFilter, id: Sql, matching: Sql | null, fewMatches: readonly string[] | null): Sql {
  if (matching === null)
    // exists=false without the key: probed by the primary key (object_id, key) per row of the list, so a page stops early.
    return sql`NOT EXISTS (SELECT 1 FROM custom_field_value_keys k WHERE k.object_id = ${id} AND k.key = ${filter.key})`;
  if (fewMatches === null) return sql`${id} IN (${matching})`;
  // The matches alone, not checked again: with a second check the planner's estimate is the whole table's again.
  return fewMatches.length === 0 ? sql`false` : sql`${id} = ANY(${fewMatches}::uuid[])`;
}
