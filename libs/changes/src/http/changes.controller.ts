import { Controller, Get, Query } from '@nestjs/common';
import { ApiResource, CurrentPrincipal, Operation, type Page, type Principal } from '@app/core';
import { ChangeFeedService } from '../change-feed.service';
import { ChangeResponse, ChangeFeedMetaSchema } from '../representation/change-response.dto';
import { ListChangesDto } from './dto/list-changes.dto';

@Controller('changes')
@ApiResource('changes', 'Changes')
export class ChangesController {
  constructor(private readonly feed: ChangeFeedService) {}

  @Get()
  @Operation({
    summary: 'Every change in commit order, with the resource as it is now or a tombstone',
    description:
      'Follow `meta.pagination.nextCursor` (never null). `wait` long-polls. Only changes of resources the key may read (their scopes); ' +
      'the others still move the cursor. 410 CURSOR_EXPIRED: resync, then resume from a new cursor (docs/syncing.md).',
    response: [ChangeResponse],
    pageMeta: ChangeFeedMetaSchema,
    errors: [401, 410, 422],
  })
  list(@CurrentPrincipal() principal: Principal, @Query() query: ListChangesDto): Promise<Page<ChangeResponse>> {
    return this.feed.list(principal, query);
  }
}
