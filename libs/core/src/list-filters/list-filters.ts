import { Global, Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { namedParameters, type Sql } from '../database/sql';
import { discoverProviders } from '../discovery/discover-providers';
import { ValidationFailedError, type ValidationIssue } from '../errors';

/** Where a list keeps the query parameters no field of its DTO names but a list filter may own (`cf.visa`): set by RequestValidationPipe. */
export const EXTENSION_PARAMETERS = Symbol('EXTENSION_PARAMETERS');

const TAKES_LIST_FILTERS = Symbol('TAKES_LIST_FILTERS');

/**
 * Marks a list's query DTO as one the installation's list filters extend (docs/adr/0067-list-filters-of-other-contexts.md):
 * RequestValidationPipe sets its dotted parameters (`<prefix>.<name>...`) aside for them instead of refusing them as unknown.
 */
export const TakesListFilters =
  (): ClassDecorator =>
  (target): void =>
    Reflect.defineMetadata(TAKES_LIST_FILTERS, true, target);

export function takesListFilters(metatype: object): boolean {
  return Reflect.getMetadata(TAKES_LIST_FILTERS, metatype) === true;
}

/** The dotted parameters a list's query set aside (empty for a DTO that takes none). */
export function extensionParameters(query: object): Readonly<Record<string, string>> {
  return (query as { [EXTENSION_PARAMETERS]?: Record<string, string> })[EXTENSION_PARAMETERS] ?? {};
}

/** The conditions of the filters a list's query asked for, on the row whose id is in the SQL column `id`; each an SQL condition. */
export type ListFilterConditions = (id: string) => Sql[];

/**
 * A filter a context adds to lists other contexts own, over the parameters under its `prefix`
 * (`cf.` for custom fields). `prepare` checks them (every broken one at `query.<parameter>`) and returns
 * the conditions; the list ANDs them with its own filters.
 */
export interface ListFilter {
  prepare(objectType: string, parameters: Readonly<Record<string, string>>): Promise<{ issues: ValidationIssue[]; conditions: ListFilterConditions }>;
}

export const LIST_FILTER = DiscoveryService.createDecorator<{ prefix: string }>();

/** Marks a provider as the list filter of the parameters `<prefix>.…`; ListFilters finds it at start. */
export function ListFilterProvider(prefix: string): ClassDecorator {
  return LIST_FILTER({ prefix });
}

const NO_CONDITIONS: ListFilterConditions = () => [];

/**
 * The installation's list filters, by prefix, for the contexts whose lists take them (`@TakesListFilters`):
 * a list names its object type and gets the conditions, never the context that answers them.
 */
@Injectable()
export class ListFilters implements OnApplicationBootstrap {
  private byPrefix?: ReadonlyMap<string, ListFilter>;

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    this.filters();
  }

  /** The conditions of `query`'s dotted parameters for a list of `objectType`; a parameter no filter owns, or one its filter refuses, is 422. */
  async conditions(objectType: string, query: object): Promise<ListFilterConditions> {
    const parameters = Object.entries(extensionParameters(query));
    if (parameters.length === 0) return NO_CONDITIONS;
    const issues: ValidationIssue[] = [];
    const byPrefix = new Map<string, Record<string, string>>();
    for (const [name, value] of parameters) {
      const prefix = name.slice(0, name.indexOf('.'));
      if (!this.filters().has(prefix)) {
        issues.push({ location: 'query', path: name, message: `${name} is not a recognised query parameter` });
        continue;
      }
      byPrefix.set(prefix, { ...byPrefix.get(prefix), [name]: value });
    }
    const prepared = await Promise.all([...byPrefix].map(([prefix, owned]) => (this.filters().get(prefix) as ListFilter).prepare(objectType, owned)));
    issues.push(...prepared.flatMap((filter) => filter.issues));
    if (issues.length > 0) throw new ValidationFailedError(issues);
    return (id) => prepared.flatMap((filter) => filter.conditions(id));
  }

  private filters(): ReadonlyMap<string, ListFilter> {
    if (this.byPrefix !== undefined) return this.byPrefix;
    const byPrefix = new Map<string, ListFilter>();
    for (const filter of discoverProviders<ListFilter>(this.discovery, LIST_FILTER, 'List filter', 'prepare')) {
      const { prefix } = Reflect.getMetadata(LIST_FILTER.KEY, filter.constructor) as { prefix: string };
      if (byPrefix.has(prefix)) throw new Error(`Two list filters own the query parameters ${prefix}.*`);
      byPrefix.set(prefix, filter);
    }
    this.byPrefix = byPrefix;
    return byPrefix;
  }
}

@Global()
@Module({ imports: [DiscoveryModule], providers: [ListFilters], exports: [ListFilters] })
export class ListFiltersModule {}

/** ANDs a list's filter conditions (ListFilters.conditions) into its query, on the row whose id is in `id` (`a.id`). */
export function whereListFilters<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  filters: ListFilterConditions | undefined,
  id: string,
): SelectQueryBuilder<T> {
  (filters?.(id) ?? []).forEach((condition, index) => {
    const { text, parameters } = namedParameters(condition, `list_filter${index}_`);
    builder.andWhere(text, parameters);
  });
  return builder;
}
