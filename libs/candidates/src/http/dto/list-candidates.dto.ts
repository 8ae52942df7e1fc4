import { PageQueryDto, TextField, TakesListFilters } from '@app/core';
import { TAG_LABEL_MAX_LENGTH } from '../../domain/candidate-limits';
import type { ListCandidatesQuery } from '../../representation/candidate-requests';

/** `cf.<key>` and the other parameters of the installation's list filters are set aside for them (docs/api/custom-fields.md#list-filters). */
@TakesListFilters()
export class ListCandidatesDto extends PageQueryDto implements ListCandidatesQuery {
  @TextField({ optional: true, min: 1, max: 320, description: 'Exact email, any letter case' }) email?: string;
  @TextField({
    optional: true,
    min: 1,
    max: 200,
    description:
      'Search (web-search syntax: words that must all match, "quoted phrases", `or`, `-excluded`) over names, email, phone, headline, summary, ' +
      'location, tags, notes and document text, ignoring case and accents, with English stemming; names and emails also match by prefix or ' +
      'part. Results come most relevant first.',
  })
  q?: string;
  @TextField({ optional: true, min: 1, max: TAG_LABEL_MAX_LENGTH, description: 'Candidates carrying this tag label, any letter case' }) tag?: string;
}
