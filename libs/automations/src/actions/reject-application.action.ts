import { Injectable } from '@nestjs/common';
import { ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { ApplicationsService } from '@app/applications';
import { requireSubjectId } from './action-subjects';
import type { ActionContext, AutomationAction } from './automation-action';

const NO_SETTINGS = Symbol('no settings');

/** No settings: `{}`, and any key is refused. */
@ApiSchema({
  description: "reject_application: rejects the trigger event's application (the trigger must carry one); no settings. Output: { applicationId, status }",
})
export class RejectApplicationConfig {
  // class-validator refuses a class without any rule ("an unknown value"); a rule under a key JSON cannot name keeps `{}` valid.
  @Allow() [NO_SETTINGS]?: never;
}

/** `reject_application`: rejects the trigger event's application (active → rejected; INVALID_STATE otherwise). */
@Injectable()
export class RejectApplicationAction implements AutomationAction<RejectApplicationConfig> {
  readonly type = 'reject_application';
  readonly configType = RejectApplicationConfig;
  readonly external = false;
  readonly subject = 'application';

  constructor(private readonly applications: ApplicationsService) {}

  async execute(_config: RejectApplicationConfig, context: ActionContext): Promise<Record<string, unknown>> {
    const applicationId = requireSubjectId(context, 'application');
    const application = await this.applications.reject(context.actor, applicationId, { via: 'automation' });
    return { applicationId, status: application.status };
  }
}
