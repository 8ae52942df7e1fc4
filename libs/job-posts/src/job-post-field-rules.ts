import { Injectable } from '@nestjs/common';
import { type CrossFieldRules, type ValidationIssue } from '@app/core';
import { ACCEPTED_CONTENT_TYPES, DocumentsEnvironment } from '@app/documents';
import { formDefinitionIssues, NOTHING_REFUSED, type FormLimits, type RefusedPath } from './domain/application-form';
import { JobPostRules } from './domain/job-post-rules';
import type { JobPostFieldsInput } from './representation/job-post-requests';

/**
 * A post's rules across fields (docs/api/careers.md#application-forms): salary bounds and the
 * form's definition. Checked by the request pipe together with the fields' own rules, and by the
 * service for callers that bypass HTTP (the seed).
 */
@Injectable()
export class JobPostFieldRules implements CrossFieldRules<JobPostFieldsInput> {
  private readonly formLimits: FormLimits;

  constructor(documents: DocumentsEnvironment) {
    this.formLimits = { documentTypes: ACCEPTED_CONTENT_TYPES, maxDocumentBytes: documents.DOCUMENT_MAX_BYTES };
  }

  issues(body: JobPostFieldsInput, refused: RefusedPath = NOTHING_REFUSED): ValidationIssue[] {
    const { form, salary } = body;
    const formIssues = typeof form === 'object' && form !== null ? formDefinitionIssues(form, this.formLimits, 'form', refused) : [];
    return [...JobPostRules.salaryIssues(salary, refused), ...formIssues];
  }
}
