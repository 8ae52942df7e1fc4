import { Module } from '@nestjs/common';
import { AutomationRunsController } from './http/automation-runs.controller';
import { AutomationsController } from './http/automations.controller';

/** The automation routes (definitions, runs); AutomationsModule.withActions() (global) provides their services. */
@Module({ controllers: [AutomationsController, AutomationRunsController] })
export class AutomationsHttpModule {}
