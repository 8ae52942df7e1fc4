import { DateTimeField, IntegerField, TextField, UuidField } from '@app/core';
import type { ListStageTransitionsQuery } from '../../representation/stage-transition-requests';

/** GET /stage-transitions (docs/api/reports.md#get-stage-transitions): oldest first, pages of up to 1000. */
export class ListStageTransitionsDto implements ListStageTransitionsQuery {
  @UuidField({ optional: true, description: "Transitions of this job's applications (404 when there is no such job)" }) jobId?: string;
  @DateTimeField({
    optional: true,
    description: 'Transitions at or after this instant. YYYY-MM-DDTHH:MM[:SS[.fraction]]Z',
    example: '2026-11-01T00:00:00.000Z',
  })
  from?: string;
  @DateTimeField({ optional: true, description: 'Transitions before this instant. YYYY-MM-DDTHH:MM[:SS[.fraction]]Z', example: '2026-12-01T00:00:00.000Z' })
  to?: string;
  @DateTimeField({
    optional: true,
    description: 'Transitions recorded strictly later (a transition never changes). YYYY-MM-DDTHH:MM[:SS[.fraction]]Z',
    example: '2026-11-21T10:00:00.000Z',
  })
  updatedAfter?: string;
  @TextField({ optional: true, min: 1, max: 200, description: 'The `nextCursor` of the previous page' }) cursor?: string;
  @IntegerField({ optional: true, min: 1, max: 1000, fromQuery: true, description: 'Page size, default 20, at most 1000' }) limit?: number;
}
