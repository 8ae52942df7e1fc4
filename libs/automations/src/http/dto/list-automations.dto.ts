import { EnumField, PageQueryDto } from '@app/core';
import { AUTOMATION_STATUSES, type AutomationStatus } from '../../domain/automation-rules';
import type { ListAutomationsQuery } from '../../representation/automation-requests';

export class ListAutomationsDto extends PageQueryDto implements ListAutomationsQuery {
  @EnumField(AUTOMATION_STATUSES, { optional: true, enumName: 'AutomationStatus', description: 'Only automations in this status' }) status?: AutomationStatus;
}
