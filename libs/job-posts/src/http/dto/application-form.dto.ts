import { CheckedField, EnumField, IntegerField, NestedArrayField, TextArrayField, TextField, BooleanField } from '@app/core';
import {
  CONSENT_PURPOSE_KEY_PATTERN,
  CUSTOM_FIELD_REF_PATTERN,
  FIELD_SETTINGS,
  FORM_SECTIONS,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  QUESTION_KEY_PATTERN,
  QUESTION_TYPES,
  TEXT_LENGTH_CAPS,
  type ApplicationFormInput,
  type FieldSetting,
  type FormOption,
  type FormQuestionInput,
  type FormSection,
  type QuestionType,
} from '../../domain/application-form';

const fieldSetting = (fallback: FieldSetting, example: FieldSetting) =>
  EnumField(FIELD_SETTINGS, { optional: true, enumName: 'FormFieldSetting', description: `Default ${fallback}`, example });

const finiteNumber = (value: unknown): string | null => (typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number');

export class FormOptionDto implements FormOption {
  @TextField({ min: 1, max: 100, example: 'berlin' }) value: string;
  @TextField({ min: 1, max: 500, example: 'Berlin' }) label: string;
}

/** One question (docs/api/careers.md#application-forms); the rules across its fields are formDefinitionIssues'. */
export class FormQuestionDto implements FormQuestionInput {
  @TextField({
    pattern: QUESTION_KEY_PATTERN,
    patternMessage: 'must start with a lower-case letter and hold only lower-case letters, digits and _ (at most 40)',
    description: 'Unique within the form; the answer’s name in `answers`. Not a reserved name (first_name, email, resume, website, ...)',
    example: 'work_location',
  })
  key: string;
  @TextField({ min: 1, max: 500, example: 'Where would you like to work?' }) label: string;
  @EnumField(QUESTION_TYPES, { enumName: 'FormQuestionType', example: 'single_select' }) type: QuestionType;
  @BooleanField({ optional: true, description: 'Default false; never true in the self_id section', example: true }) required?: boolean;
  @TextField({ max: 2000, optional: true, description: 'Default ""', example: 'We have offices in Berlin and Lisbon.' }) helpText?: string;
  @NestedArrayField(() => FormOptionDto, {
    optional: true,
    nullable: true,
    min: 1,
    max: MAX_OPTIONS,
    description: 'Select questions only, and required for them; values unique',
    example: [
      { value: 'berlin', label: 'Berlin' },
      { value: 'lisbon', label: 'Lisbon' },
    ],
  })
  options?: FormOptionDto[] | null;
  @IntegerField({
    optional: true,
    nullable: true,
    min: 1,
    max: TEXT_LENGTH_CAPS.long_text,
    description: `Text questions only: at most ${TEXT_LENGTH_CAPS.short_text} (short_text) or ${TEXT_LENGTH_CAPS.long_text} (long_text), the default`,
    example: 500,
  })
  maxLength?: number | null;
  @CheckedField(
    finiteNumber,
    { type: Number, example: 1 },
    { optional: true, nullable: true, description: 'number: lowest value; multi_select: fewest options' },
  )
  min?: number | null;
  @CheckedField(
    finiteNumber,
    { type: Number, example: 2 },
    { optional: true, nullable: true, description: 'number: highest value; multi_select: most options; at least min' },
  )
  max?: number | null;
  @TextArrayField(
    { min: 1, max: 200 },
    {
      optional: true,
      nullable: true,
      min: 1,
      max: 10,
      description: 'File questions only: document content types narrowing them (default every one)',
      example: ['application/pdf'],
    },
  )
  accept?: string[] | null;
  @IntegerField({ optional: true, nullable: true, min: 1, description: 'File questions only: 1 to DOCUMENT_MAX_BYTES (the default)', example: 5242880 })
  maxBytes?: number | null;
  @EnumField(FORM_SECTIONS, {
    optional: true,
    enumName: 'FormSection',
    description: 'Default application; consent: a boolean that, when required, must be true; self_id: voluntary, stored apart',
    example: 'application',
  })
  section?: FormSection;
  @TextField({
    optional: true,
    nullable: true,
    pattern: CUSTOM_FIELD_REF_PATTERN,
    patternMessage: 'must be candidate.<key> or application.<key>',
    description:
      'The custom field the answer is also written to: `candidate.<key>` or `application.<key>`, an active field whose type fits the question’s (default null)',
    example: 'candidate.notice_period',
  })
  customField?: string | null;
  @TextField({
    optional: true,
    nullable: true,
    pattern: CONSENT_PURPOSE_KEY_PATTERN,
    patternMessage: 'must be a consent purpose key',
    description: 'Consent questions only: the consent purpose a `true` answer gives consent for (GET /consent-purposes; default null)',
    example: 'talent_pool',
  })
  consentPurpose?: string | null;
}

/** The application form (docs/api/careers.md#application-forms): first name, last name and email are always asked. */
export class ApplicationFormDto implements ApplicationFormInput {
  @fieldSetting('optional', 'required') resume?: FieldSetting;
  @fieldSetting('hidden', 'optional') coverLetter?: FieldSetting;
  @fieldSetting('optional', 'optional') phone?: FieldSetting;
  @fieldSetting('optional', 'optional') linkedinUrl?: FieldSetting;
  @NestedArrayField(() => FormQuestionDto, {
    optional: true,
    max: MAX_QUESTIONS,
    description: `0-${MAX_QUESTIONS} questions, answered in \`answers\` by key`,
    example: formExampleQuestions(),
  })
  questions?: FormQuestionDto[];
}

function formExampleQuestions(): FormQuestionInput[] {
  return [
    {
      key: 'work_location',
      label: 'Where would you like to work?',
      type: 'single_select',
      required: true,
      options: [
        { value: 'berlin', label: 'Berlin' },
        { value: 'lisbon', label: 'Lisbon' },
      ],
    },
    { key: 'years_experience', label: 'Years of professional experience', type: 'number', required: true, min: 0, max: 60 },
    { key: 'portfolio', label: 'Portfolio', type: 'file', accept: ['application/pdf'], maxBytes: 5242880 },
    { key: 'privacy', label: 'I agree to the privacy policy', type: 'boolean', required: true, section: 'consent' },
  ];
}

/** The whole form of the examples (POST and PATCH /job-posts). */
export const FORM_EXAMPLE: ApplicationFormInput = {
  resume: 'required',
  coverLetter: 'optional',
  phone: 'optional',
  linkedinUrl: 'optional',
  questions: formExampleQuestions(),
};
