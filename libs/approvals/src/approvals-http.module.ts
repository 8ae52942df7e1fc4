import { Module } from '@nestjs/common';
import { ApprovalFlowsController, ApprovalsController } from './http/approvals.controller';
import { ApprovalsModule } from './approvals.module';

@Module({ imports: [ApprovalsModule], controllers: [ApprovalFlowsController, ApprovalsController] })
export class ApprovalsHttpModule {}
