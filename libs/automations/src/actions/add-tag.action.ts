import { Injectable } from '@nestjs/common';
import { ApiSchema } from '@nestjs/swagger';
import { TextField } from '@app/core';
import { CandidateTagsService, TAG_LABEL_MAX_LENGTH } from '@app/candidates';
import { requireSubjectId } from './action-subjects';
import type { ActionContext, AutomationAction } from './automation-action';

@ApiSchema({ description: "add_tag: tags the trigger event's candidate (the trigger must carry one). Output: { candidateId, tagId, label, added }" })
export class AddTagConfig {
  @TextField({
    min: 1,
    max: TAG_LABEL_MAX_LENGTH,
    example: 'senior',
    description: "The tag's label; made when no tag has it (labels are unique regardless of letter case)",
  })
  label: string;
}

/** `add_tag`: tags the trigger event's candidate, as POST /candidates/{id}/tags does. */
@Injectable()
export class AddTagAction implements AutomationAction<AddTagConfig> {
  readonly type = 'add_tag';
  readonly configType = AddTagConfig;
  readonly external = false;
  readonly subject = 'candidate';

  constructor(private readonly tags: CandidateTagsService) {}

  async execute(config: AddTagConfig, context: ActionContext): Promise<Record<string, unknown>> {
    const candidateId = requireSubjectId(context, 'candidate');
    const { tag, attached } = await this.tags.add(context.actor, candidateId, config.label);
    return { candidateId, tagId: tag.id, label: tag.label, added: attached };
  }
}
