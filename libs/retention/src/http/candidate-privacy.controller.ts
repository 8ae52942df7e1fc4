import { Controller, Param, Post } from '@nestjs/common';
import { AlsoRequiresScope, ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor } from '@app/core';
import { CandidateResponse } from '@app/candidates';
import { CandidatePrivacyService } from '../candidate-privacy.service';

/** The privacy routes under a candidate: they need `privacy:*` and the candidate scope of the same method (docs/api/retention.md). */
@Controller('candidates')
@ApiResource('privacy', 'Privacy')
export class CandidatePrivacyController {
  constructor(private readonly privacy: CandidatePrivacyService) {}

  @Post(':id/anonymize')
  @AlsoRequiresScope('candidates')
  @Operation({
    summary: 'Anonymize a candidate',
    description:
      'Needs `candidates:write` too. The candidate becomes "Anonymized Candidate" with an email naming only its id, every other personal ' +
      'field null or empty; its notes, documents, answers, self-ID, tags, pool entries and `pii` custom-field values are deleted, and ' +
      'scorecard comments. Applications, stage history, interviews, scorecard ratings and offers stay, so the reports count them as ' +
      'before. Afterwards the candidate cannot be edited (409 `INVALID_STATE`, also a second anonymization) or merged (422). ' +
      'A legal hold covering the candidate answers 409 `LEGAL_HOLD` (`details.holdIds`), the retention floor 409 `RETENTION_FLOOR` (`details.until`).',
    response: CandidateResponse,
    errors: [308, 404, 409, 422],
  })
  anonymize(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<CandidateResponse> {
    return this.privacy.anonymize(actor, id);
  }
}
