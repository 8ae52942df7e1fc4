import { Module } from '@nestjs/common';
import { DepartmentsController } from './http/departments.controller';
import { OfficesController } from './http/offices.controller';
import { RejectionReasonsController } from './http/rejection-reasons.controller';
import { OrganizationModule } from './organization.module';

@Module({ imports: [OrganizationModule], controllers: [DepartmentsController, OfficesController, RejectionReasonsController] })
export class OrganizationHttpModule {}
