import { Module } from '@nestjs/common';
import { BulkActionsModule } from './bulk-actions.module';
import { BulkActionsController } from './http/bulk-actions.controller';

@Module({ imports: [BulkActionsModule], controllers: [BulkActionsController] })
export class BulkActionsHttpModule {}
