import { DEFAULT_PAGE_SIZE, IntegerField, MAX_PAGE_SIZE, TextField, type PageQuery } from '@app/core';

/**
 * GET /bulk-actions/{id}/results: `limit` and `cursor` only. A result never changes once written and carries no
 * timestamp, so there is no `updatedAfter` (docs/adr/0102-bulk-action-reads.md).
 */
export class BulkActionResultsQueryDto implements PageQuery {
  @IntegerField({ optional: true, min: 1, max: MAX_PAGE_SIZE, fromQuery: true, description: `Page size, default ${DEFAULT_PAGE_SIZE}` })
  limit?: number;

  @TextField({ optional: true, min: 1, max: 200, description: 'The `nextCursor` of the previous page' })
  cursor?: string;
}
