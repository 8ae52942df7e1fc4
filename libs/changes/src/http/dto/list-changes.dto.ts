import { CheckedField, EVENT_TYPES, IntegerField, RESOURCE_TYPES, TextField } from '@app/core';
import { DEFAULT_CHANGES_LIMIT, MAX_CHANGES_LIMIT, MAX_WAIT_SECONDS, splitList, type ListChangesQuery } from '../../representation/change-requests';

/** A comma-separated list whose every item is in `known` (a live registry list); names every unknown item. */
function knownItems(known: readonly string[], noun: string): (value: unknown) => string | null {
  return (value) => {
    if (typeof value !== 'string') return 'must be a comma-separated string';
    const unknown = splitList(value).filter((item) => !known.includes(item));
    if (unknown.length === 0) return null;
    return `has unknown ${noun}: ${unknown.map((item) => JSON.stringify(item)).join(', ')} (known: ${known.join(', ')})`;
  };
}

/** Query of GET /changes (docs/api/sync.md#query). */
export class ListChangesDto implements ListChangesQuery {
  @IntegerField({ optional: true, min: 1, max: MAX_CHANGES_LIMIT, fromQuery: true, description: `Page size, default ${DEFAULT_CHANGES_LIMIT}` })
  limit?: number;

  @TextField({
    optional: true,
    min: 1,
    max: 200,
    description: 'The `nextCursor` of the previous page; without it the feed starts at the oldest retained change',
  })
  cursor?: string;

  @CheckedField(
    knownItems(RESOURCE_TYPES, 'resource types'),
    { type: 'string', example: 'candidate,application' },
    { optional: true, description: 'Only changes of these resource types (comma-separated)' },
  )
  resourceTypes?: string;

  @CheckedField(
    knownItems(EVENT_TYPES, 'event types'),
    { type: 'string', example: 'candidate.created,candidate.deleted' },
    { optional: true, description: 'Only these events (comma-separated names)' },
  )
  types?: string;

  @IntegerField({
    optional: true,
    min: 0,
    max: MAX_WAIT_SECONDS,
    fromQuery: true,
    description: 'With nothing new, wait up to this many seconds for the next change (long polling)',
  })
  wait?: number;
}
