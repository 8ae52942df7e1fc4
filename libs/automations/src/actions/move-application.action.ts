import { Injectable } from '@nestjs/common';
import { ApiSchema } from '@nestjs/swagger';
import { referenceTo, UuidField } from '@app/core';
import { ApplicationsService } from '@app/applications';
import { requireSubjectId } from './action-subjects';
import type { ActionContext, AutomationAction } from './automation-action';

@ApiSchema({
  description: "move_application: moves the trigger event's application (the trigger must carry one). Output: { applicationId, fromStageId, toStageId }",
})
export class MoveApplicationConfig {
  @UuidField(referenceTo("A stage of the application's job (the step fails otherwise)")) toStageId: string;
}

/** `move_application`: moves the trigger event's application, as POST /applications/{id}/move does. */
@Injectable()
export class MoveApplicationAction implements AutomationAction<MoveApplicationConfig> {
  readonly type = 'move_application';
  readonly configType = MoveApplicationConfig;
  readonly external = false;
  readonly subject = 'application';

  constructor(private readonly applications: ApplicationsService) {}

  async execute(config: MoveApplicationConfig, context: ActionContext): Promise<Record<string, unknown>> {
    const applicationId = requireSubjectId(context, 'application');
    // Read for the step's output only; the move itself locks and checks the application.
    const before = await this.applications.get(applicationId);
    const after = await this.applications.move(context.actor, applicationId, { toStageId: config.toStageId }, { via: 'automation' });
    return { applicationId, fromStageId: before.currentStageId, toStageId: after.currentStageId };
  }
}
