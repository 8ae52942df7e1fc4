import { Module } from '@nestjs/common';
import { actionParityCheck } from './actions/action-parity';
import { AutomationRunsController } from './http/automation-runs.controller';
import { AutomationsController } from './http/automations.controller';

/**
 * The automation routes (definitions, runs); AutomationsModule.withActions() (global) provides their
 * services. At start the API checks that the workers can run every action type it accepts.
 */
@Module({ controllers: [AutomationsController, AutomationRunsController], providers: [actionParityCheck('api')] })
export class AutomationsHttpModule {}
