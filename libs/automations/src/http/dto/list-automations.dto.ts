import { EnumField, PageQueryDto } from '@app/core';
import { AUTOMATION_STATUSES, type AutomationStatus } from '../../domain/automation-rules';

export class ListAutomationsDto extends PageQueryDto {
  @EnumField(AUTOMATION_STATUSES, { optional: true, enumName: 'AutomationStatus', description: 'Only automations in this status' }) status?: AutomationStatus;
}
