import { BooleanField, DEFAULT_PAGE_SIZE, IntegerField, MAX_PAGE_SIZE, TextField } from '@app/core';
import { BOARD_PATTERN } from '../../domain/job-post-rules';
import type { ListPublicJobPostsQuery } from '../../representation/job-post-requests';

export class ListPublicJobPostsDto implements ListPublicJobPostsQuery {
  @TextField({ optional: true, pattern: BOARD_PATTERN, patternMessage: 'must be a board slug such as external', description: 'The board, default `external`' })
  board: string = 'external';

  @TextField({ optional: true, min: 1, max: 200, description: 'Words that must each appear in the title, the content or the location (case aside)' })
  q?: string;

  @TextField({ optional: true, min: 1, max: 200, description: 'Text the location must contain (case aside), e.g. `Berlin`' })
  location?: string;

  @BooleanField({ optional: true, fromQuery: true, description: 'Only remote posts (`true`) or only on-site ones (`false`)' })
  remote?: boolean;

  @IntegerField({ optional: true, min: 1, max: MAX_PAGE_SIZE, fromQuery: true, description: `Page size, default ${DEFAULT_PAGE_SIZE}` })
  limit?: number;

  @TextField({ optional: true, min: 1, max: 200, description: 'The `nextCursor` of the previous page' })
  cursor?: string;
}
