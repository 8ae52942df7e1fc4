import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '@app/users';
import { ApprovalsService } from './approvals.service';
import { ApprovalEntity, ApprovalFlowEntity } from './persistence/approval.entity';
import { ApprovalsRepository } from './persistence/approvals.repository';

@Module({
  imports: [TypeOrmModule.forFeature([ApprovalEntity, ApprovalFlowEntity]), UsersModule],
  providers: [ApprovalsRepository, ApprovalsService],
  exports: [ApprovalsService],
})
export class ApprovalsModule {}
