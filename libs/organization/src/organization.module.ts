import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DepartmentEntity, OfficeEntity } from './persistence/org-unit.entity';
import { OrgUnitsRepository } from './persistence/org-units.repository';
import { OrgUnitsService } from './org-units.service';

@Module({
  imports: [TypeOrmModule.forFeature([DepartmentEntity, OfficeEntity])],
  providers: [OrgUnitsRepository, OrgUnitsService],
  exports: [OrgUnitsService],
})
export class OrganizationModule {}
