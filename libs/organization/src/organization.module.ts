import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '@app/jobs';
import { DepartmentEntity, OfficeEntity } from './persistence/org-unit.entity';
import { OrgUnitsRepository } from './persistence/org-units.repository';
import { OrgUnitsService } from './org-units.service';
import { OrganizationJobDirectory } from './organization-job-directory';

@Module({
  imports: [TypeOrmModule.forFeature([DepartmentEntity, OfficeEntity]), JobsModule],
  providers: [OrgUnitsRepository, OrgUnitsService, OrganizationJobDirectory],
  exports: [OrgUnitsService],
})
export class OrganizationModule {}
