import type { ValidationIssue } from '@app/core';

/** How the form asks for a built-in field (docs/api/careers.md#application-forms). */
export const FIELD_SETTINGS = ['required', 'optional', 'hidden'] as const;
export type FieldSetting = (typeof FIELD_SETTINGS)[number];

export const QUESTION_TYPES = [
  'short_text',
  'long_text',
  'email',
  'url',
  'phone',
  'number',
  'boolean',
  'date',
  'single_select',
  'multi_select',
  'file',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const FORM_SECTIONS = ['application', 'consent', 'self_id'] as const;
export type FormSection = (typeof FORM_SECTIONS)[number];

/** Names the apply body or the candidate already uses: a question cannot take them. */
export const RESERVED_QUESTION_KEYS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'resume',
  'cover_letter',
  'linkedin_url',
  'website',
  'source',
  'utm',
] as const;

export const QUESTION_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 200;
/** The default and highest `maxLength` of each text question type. */
export const TEXT_LENGTH_CAPS = { short_text: 2000, long_text: 20000 } as const;
export const PHONE_MAX_LENGTH = 40;

const SELECT_TYPES: readonly QuestionType[] = ['single_select', 'multi_select'];
const BOUNDED_TYPES: readonly QuestionType[] = ['number', 'multi_select'];

export interface FormOption {
  value: string;
  label: string;
}

/** A question as stored and presented: every key present, `null` where it does not apply or takes the default. */
export interface FormQuestion {
  key: string;
  label: string;
  type: QuestionType;
  required: boolean;
  helpText: string;
  options: FormOption[] | null;
  maxLength: number | null;
  min: number | null;
  max: number | null;
  accept: string[] | null;
  maxBytes: number | null;
  section: FormSection;
}

export interface ApplicationForm {
  resume: FieldSetting;
  coverLetter: FieldSetting;
  phone: FieldSetting;
  linkedinUrl: FieldSetting;
  questions: FormQuestion[];
}

/** A form as a request sends it (the DTOs check each field's own rule). */
export interface FormQuestionInput {
  key: string;
  label: string;
  type: QuestionType;
  required?: boolean;
  helpText?: string;
  options?: FormOption[] | null;
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
  accept?: string[] | null;
  maxBytes?: number | null;
  section?: FormSection;
}

export interface ApplicationFormInput {
  resume?: FieldSetting;
  coverLetter?: FieldSetting;
  phone?: FieldSetting;
  linkedinUrl?: FieldSetting;
  questions?: FormQuestionInput[];
}

/** What the rules of a form depend on outside the form: the document content types and DOCUMENT_MAX_BYTES. */
export interface FormLimits {
  documentTypes: readonly string[];
  maxDocumentBytes: number;
}

/** The form of a post created without one: résumé optional, no questions. */
export const DEFAULT_FORM: ApplicationForm = Object.freeze({
  resume: 'optional',
  coverLetter: 'hidden',
  phone: 'optional',
  linkedinUrl: 'optional',
  questions: [],
});

/** The form with every default filled in, as stored. */
export function normalizeForm(input: ApplicationFormInput): ApplicationForm {
  return {
    resume: input.resume ?? DEFAULT_FORM.resume,
    coverLetter: input.coverLetter ?? DEFAULT_FORM.coverLetter,
    phone: input.phone ?? DEFAULT_FORM.phone,
    linkedinUrl: input.linkedinUrl ?? DEFAULT_FORM.linkedinUrl,
    questions: (input.questions ?? []).map((question) => ({
      key: question.key,
      label: question.label,
      type: question.type,
      required: question.required ?? false,
      helpText: question.helpText ?? '',
      options: question.options?.map(({ value, label }) => ({ value, label })) ?? null,
      maxLength: question.maxLength ?? null,
      min: question.min ?? null,
      max: question.max ?? null,
      accept: question.accept ?? null,
      maxBytes: question.maxBytes ?? null,
      section: question.section ?? 'application',
    })),
  };
}

/**
 * The rules of a form definition that span fields (docs/api/careers.md#application-forms), every
 * broken one with its path under the form (`questions.3.options`); the fields' own rules (types,
 * lengths, patterns) are the DTOs'. Empty when the form holds.
 */
export function formDefinitionIssues(form: ApplicationFormInput, limits: FormLimits, root = 'form'): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const refuse = (path: string, message: string) => issues.push({ location: 'body', path: `${root}.${path}`, message: `${root}.${path} ${message}` });
  const seenKeys = new Set<string>();
  for (const [index, question] of (form.questions ?? []).entries()) {
    const at = `questions.${index}`;
    if ((RESERVED_QUESTION_KEYS as readonly string[]).includes(question.key)) {
      refuse(`${at}.key`, `must not be a reserved name (${RESERVED_QUESTION_KEYS.join(', ')})`);
    } else if (seenKeys.has(question.key)) {
      refuse(`${at}.key`, `must be unique within the form ("${question.key}" is used by an earlier question)`);
    }
    seenKeys.add(question.key);
    for (const [path, message] of questionIssues(question, limits)) refuse(`${at}${path}`, message);
  }
  return issues;
}

/** One question's rules across its fields, as [path under the question, message]. */
function questionIssues(question: FormQuestionInput, limits: FormLimits): Array<[string, string]> {
  const issues: Array<[string, string]> = [];
  const { type } = question;
  const isSelect = SELECT_TYPES.includes(type);
  if (isSelect && question.options == null) issues.push(['.options', `is required for ${type} questions`]);
  if (!isSelect && question.options != null) issues.push(['.options', 'is only allowed for single_select and multi_select questions']);
  const seenValues = new Set<string>();
  for (const [index, option] of (question.options ?? []).entries()) {
    if (seenValues.has(option.value))
      issues.push([`.options.${index}.value`, `must be unique within the question ("${option.value}" is used by an earlier option)`]);
    seenValues.add(option.value);
  }
  if (question.maxLength != null) {
    if (type === 'short_text' || type === 'long_text') {
      if (question.maxLength > TEXT_LENGTH_CAPS[type]) issues.push(['.maxLength', `must be at most ${TEXT_LENGTH_CAPS[type]} for ${type} questions`]);
    } else {
      issues.push(['.maxLength', 'is only allowed for short_text and long_text questions']);
    }
  }
  if (!BOUNDED_TYPES.includes(type)) {
    for (const bound of ['min', 'max'] as const)
      if (question[bound] != null) issues.push([`.${bound}`, 'is only allowed for number and multi_select questions']);
  } else {
    if (type === 'multi_select') {
      for (const bound of ['min', 'max'] as const) {
        const value = question[bound];
        if (value != null && (!Number.isSafeInteger(value) || value < 0)) issues.push([`.${bound}`, 'must be a whole number of options, 0 or more']);
      }
      const optionCount = question.options?.length;
      if (question.min != null && optionCount !== undefined && question.min > optionCount)
        issues.push(['.min', `must be at most the number of options (${optionCount})`]);
    }
    if (question.min != null && question.max != null && question.min > question.max) issues.push(['.max', 'must be at least min']);
  }
  if (type === 'file') {
    const seenTypes = new Set<string>();
    for (const [index, contentType] of (question.accept ?? []).entries()) {
      if (!limits.documentTypes.includes(contentType))
        issues.push([`.accept.${index}`, `must be one of the document content types: ${limits.documentTypes.join(', ')}`]);
      else if (seenTypes.has(contentType)) issues.push([`.accept.${index}`, 'must not repeat a content type']);
      seenTypes.add(contentType);
    }
    if (question.maxBytes != null && question.maxBytes > limits.maxDocumentBytes) {
      issues.push(['.maxBytes', `must be at most ${limits.maxDocumentBytes} (DOCUMENT_MAX_BYTES)`]);
    }
  } else {
    for (const field of ['accept', 'maxBytes'] as const) if (question[field] != null) issues.push([`.${field}`, 'is only allowed for file questions']);
  }
  const section = question.section ?? 'application';
  if (section === 'consent' && type !== 'boolean') issues.push(['.type', 'must be boolean for a consent question']);
  if (section === 'self_id' && question.required === true)
    issues.push(['.required', 'must be false for a self_id question (self-identification is voluntary)']);
  return issues;
}
