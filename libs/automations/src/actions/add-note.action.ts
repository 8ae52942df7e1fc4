import { Injectable } from '@nestjs/common';
import { ApiSchema } from '@nestjs/swagger';
import { TextField } from '@app/core';
import { CandidateNotesService, NOTE_BODY_MAX_LENGTH } from '@app/candidates';
import { requireSubjectId } from './action-subjects';
import type { ActionContext, AutomationAction } from './automation-action';

@ApiSchema({ description: "add_note: a note on the trigger event's candidate (the trigger must carry one). Output: { candidateId, noteId }" })
export class AddNoteConfig {
  @TextField({
    min: 1,
    max: NOTE_BODY_MAX_LENGTH,
    example: 'Applied through the referral programme.',
    description: 'The note; its author is "Automation: <name>"',
  })
  body: string;
}

/** `add_note`: a note on the trigger event's candidate, as POST /candidates/{id}/notes makes one. */
@Injectable()
export class AddNoteAction implements AutomationAction<AddNoteConfig> {
  readonly type = 'add_note';
  readonly configType = AddNoteConfig;
  readonly external = false;
  readonly subject = 'candidate';

  constructor(private readonly notes: CandidateNotesService) {}

  async execute(config: AddNoteConfig, context: ActionContext): Promise<Record<string, unknown>> {
    const candidateId = requireSubjectId(context, 'candidate');
    const note = await this.notes.create(context.actor, candidateId, { body: config.body });
    return { candidateId, noteId: note.id };
  }
}
