import { Injectable } from '@nestjs/common';
import { type CrossFieldRules, type ValidationIssue } from '@app/core';
import { CustomFieldsService, type ObjectType } from '@app/custom-fields';
import { ACCEPTED_CONTENT_TYPES, DocumentsEnvironment } from '@app/documents';
import { CareersConsents } from './careers-consents';
import {
  consentPurposeIssues,
  consentPurposesOf,
  CUSTOM_FIELD_REF_PATTERN,
  customFieldIssues,
  formDefinitionIssues,
  NOTHING_REFUSED,
  type ApplicationFormInput,
  type CustomFieldTarget,
  type FormLimits,
  type RefusedPath,
} from './domain/application-form';
import { JobPostRules } from './domain/job-post-rules';
import type { JobPostFieldsInput } from './representation/job-post-requests';

/**
 * A post's rules across fields (docs/api/careers.md#application-forms): salary bounds, the form's
 * definition, the custom fields and consent purposes its questions name (stored definitions). Checked by the request
 * pipe together with the fields' own rules, so one 422 lists them all, and by the service for
 * callers that bypass HTTP (the seed).
 */
@Injectable()
export class JobPostFieldRules implements CrossFieldRules<JobPostFieldsInput> {
  private readonly formLimits: FormLimits;

  constructor(
    documents: DocumentsEnvironment,
    private readonly customFields: CustomFieldsService,
    private readonly consents: CareersConsents,
  ) {
    this.formLimits = { documentTypes: ACCEPTED_CONTENT_TYPES, maxDocumentBytes: documents.DOCUMENT_MAX_BYTES };
  }

  async issues(body: JobPostFieldsInput, refused: RefusedPath = NOTHING_REFUSED): Promise<ValidationIssue[]> {
    const { form, salary } = body;
    const formIssues =
      typeof form === 'object' && form !== null
        ? [
            ...formDefinitionIssues(form, this.formLimits, 'form', refused),
            ...customFieldIssues(form, await this.customFieldTargets(form), 'form', refused),
            ...consentPurposeIssues(form, await this.consents.knownPurposes(consentPurposesOf(form)), 'form', refused),
          ]
        : [];
    return [...JobPostRules.salaryIssues(salary, refused), ...formIssues];
  }

  /** The custom fields a form's questions name, by `<objectType>.<key>` (one query per object type named). */
  private async customFieldTargets(form: ApplicationFormInput): Promise<Map<string, CustomFieldTarget>> {
    const keysByType = new Map<ObjectType, string[]>();
    for (const question of Array.isArray(form.questions) ? form.questions : []) {
      const ref = (question as { customField?: unknown } | null)?.customField;
      if (typeof ref !== 'string' || !CUSTOM_FIELD_REF_PATTERN.test(ref)) continue;
      const [objectType, key] = ref.split('.') as [ObjectType, string];
      keysByType.set(objectType, [...(keysByType.get(objectType) ?? []), key]);
    }
    const targets = new Map<string, CustomFieldTarget>();
    for (const [objectType, keys] of keysByType)
      for (const field of await this.customFields.ofKeys(objectType, keys)) targets.set(`${objectType}.${field.key}`, field);
    return targets;
  }
}
