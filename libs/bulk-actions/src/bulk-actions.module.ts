import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueModule } from '@app/core';
import { ApplicationsModule } from '@app/applications';
import { CandidatesModule } from '@app/candidates';
import { JobsModule } from '@app/jobs';
import { TalentPoolsModule } from '@app/talent-pools';
import { BulkActionBodyRules } from './bulk-action-body-rules';
import { BulkActionsService } from './bulk-actions.service';
import { BULK_ACTIONS_QUEUE } from './bulk-job';
import { BulkQueueService } from './bulk-queue.service';
import { BulkActionResultEntity } from './persistence/bulk-action-result.entity';
import { BulkActionEntity } from './persistence/bulk-action.entity';
import { BulkActionsRepository } from './persistence/bulk-actions.repository';

/** Bulk actions in every process: the requests, their queue, and the services whose routes an item is. */
@Module({
  imports: [
    TypeOrmModule.forFeature([BulkActionEntity, BulkActionResultEntity]),
    QueueModule.forQueue(BULK_ACTIONS_QUEUE),
    ApplicationsModule,
    CandidatesModule,
    JobsModule,
    TalentPoolsModule,
  ],
  providers: [BulkActionsRepository, BulkActionBodyRules, BulkActionsService, BulkQueueService],
  exports: [BulkActionsService, BulkActionsRepository, BulkQueueService, ApplicationsModule, CandidatesModule, TalentPoolsModule],
})
export class BulkActionsModule {}
