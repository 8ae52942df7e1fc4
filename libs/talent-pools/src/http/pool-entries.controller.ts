import { Controller, Delete, Param } from '@nestjs/common';
import { ApiResource, CurrentActor, DeletedSchema, Operation, ParseUuidPipe, type Actor } from '@app/core';
import { TalentPoolsService } from '../talent-pools.service';

@Controller('pool-entries')
@ApiResource('talent_pools', 'Talent pools')
export class PoolEntriesController {
  constructor(private readonly pools: TalentPoolsService) {}

  @Delete(':id')
  @Operation({
    summary: 'Remove a candidate from a talent pool',
    description: 'Deletes the pool entry (the id that adding the candidate returned); the candidate and the pool stay.',
    response: DeletedSchema,
    errors: [404, 422],
  })
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.pools.removeEntry(actor, id);
  }
}
