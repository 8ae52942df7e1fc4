import { TextField } from '@app/core';
import { BOARD_PATTERN } from '../../domain/job-post-rules';

/** GET /public/feeds/jobs.xml and jobs.json (docs/api/careers.md#feeds). */
export class FeedQueryDto {
  @TextField({ optional: true, pattern: BOARD_PATTERN, patternMessage: 'must be a board slug such as external', description: 'The board, default `external`' })
  board: string = 'external';
}
