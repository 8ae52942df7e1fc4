import { referenceTo, TextField, UuidField } from '@app/core';
import type { CreateApplicationInput } from '../../representation/application-requests';

/** POST /applications. No other keys are accepted. */
export class CreateApplicationDto implements CreateApplicationInput {
  @UuidField(referenceTo('An existing job that is open')) jobId: string;
  @UuidField(referenceTo('An existing candidate')) candidateId: string;
  @TextField({ min: 1, max: 60, example: 'careers_site', description: 'Where the application came from' }) source: string;
}
