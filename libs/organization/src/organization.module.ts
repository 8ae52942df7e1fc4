import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '@app/jobs';
import { DepartmentEntity, OfficeEntity } from './persistence/org-unit.entity';
import { RejectionReasonEntity } from './persistence/rejection-reason.entity';
import { RejectionReasonsRepository } from './persistence/rejection-reasons.repository';
import { RejectionReasonsService } from './rejection-reasons.service';
import { OrgUnitsRepository } from './persistence/org-units.repository';
import { OrgUnitsService } from './org-units.service';
import { OrganizationJobDirectory } from './organization-job-directory';

@Module({
  imports: [TypeOrmModule.forFeature([DepartmentEntity, OfficeEntity, RejectionReasonEntity]), JobsModule],
  providers: [OrgUnitsRepository, OrgUnitsService, OrganizationJobDirectory, RejectionReasonsRepository, RejectionReasonsService],
  exports: [OrgUnitsService, RejectionReasonsService],
})
export class OrganizationModule {}
