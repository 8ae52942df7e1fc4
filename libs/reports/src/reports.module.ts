import { Module } from '@nestjs/common';
import { JobsModule } from '@app/jobs';
import { ReportsRepository } from './persistence/reports.repository';
import { ReportsService } from './reports.service';

@Module({ imports: [JobsModule], providers: [ReportsRepository, ReportsService], exports: [ReportsService] })
export class ReportsModule {}
