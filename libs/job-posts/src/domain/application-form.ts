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
  /** `<objectType>.<key>` of the custom field the answer is also written to, or null. */
  customField: string | null;
  /** Consent questions: the key of the consent purpose a `true` answer gives consent for, or null. */
  consentPurpose: string | null;
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
  customField?: string | null;
  consentPurpose?: string | null;
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
      customField: question.customField ?? null,
      consentPurpose: question.consentPurpose ?? null,
    })),
  };
}

/** Whether the value at a body path broke its own rule (or holds one that did): such a value is not judged. */
export type RefusedPath = (path: string) => boolean;
export const NOTHING_REFUSED: RefusedPath = () => false;

/**
 * The rules of a form definition that span fields (docs/api/careers.md#application-forms), every
 * broken one with its path under the form (`questions.3.options`); the fields' own rules (types,
 * lengths, patterns) are the DTOs'. A value that broke its own rule (`refused`) is skipped, with
 * the rules that need it. Empty when the form holds.
 */
export function formDefinitionIssues(form: ApplicationFormInput, limits: FormLimits, root = 'form', refused = NOTHING_REFUSED): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const refuse = (path: string, message: string) => issues.push({ location: 'body', path: `${root}.${path}`, message: `${root}.${path} ${message}` });
  if (refused(`${root}.questions`) && !Array.isArray(form.questions)) return issues;
  const seenKeys = new Set<string>();
  for (const [index, question] of (form.questions ?? []).entries()) {
    const at = `questions.${index}`;
    if (refused(`${root}.${at}`) && !isObject(question)) continue;
    if (!refused(`${root}.${at}.key`)) {
      if ((RESERVED_QUESTION_KEYS as readonly string[]).includes(question.key)) {
        refuse(`${at}.key`, `must not be a reserved name (${RESERVED_QUESTION_KEYS.join(', ')})`);
      } else if (seenKeys.has(question.key)) {
        refuse(`${at}.key`, `must be unique within the form ("${question.key}" is used by an earlier question)`);
      }
      seenKeys.add(question.key);
    }
    const judged = (field: string) => !refused(`${root}.${at}.${field}`);
    for (const [path, message] of questionIssues(question, limits, judged)) refuse(`${at}${path}`, message);
  }
  return issues;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** One question's rules across its fields, as [path under the question, message]; a rule whose fields are not all `judged` is skipped. */
function questionIssues(question: FormQuestionInput, limits: FormLimits, judged: (field: string) => boolean): Array<[string, string]> {
  const issues: Array<[string, string]> = [];
  const { type } = question;
  const typeJudged = judged('type');
  const isSelect = SELECT_TYPES.includes(type);
  const options = judged('options') ? question.options : undefined;
  if (typeJudged && judged('options')) {
    if (isSelect && question.options == null) issues.push(['.options', `is required for ${type} questions`]);
    if (!isSelect && question.options != null) issues.push(['.options', 'is only allowed for single_select and multi_select questions']);
  }
  const seenValues = new Set<string>();
  for (const [index, option] of (Array.isArray(question.options) ? question.options : []).entries()) {
    if (!judged(`options.${index}.value`)) continue;
    if (seenValues.has(option.value))
      issues.push([`.options.${index}.value`, `must be unique within the question ("${option.value}" is used by an earlier option)`]);
    seenValues.add(option.value);
  }
  if (!typeJudged) return [...issues, ...sectionIssues(question, judged)];
  if (question.maxLength != null && judged('maxLength')) {
    if (type === 'short_text' || type === 'long_text') {
      if (question.maxLength > TEXT_LENGTH_CAPS[type]) issues.push(['.maxLength', `must be at most ${TEXT_LENGTH_CAPS[type]} for ${type} questions`]);
    } else {
      issues.push(['.maxLength', 'is only allowed for short_text and long_text questions']);
    }
  }
  const bounds = { min: judged('min') ? question.min : undefined, max: judged('max') ? question.max : undefined };
  if (!BOUNDED_TYPES.includes(type)) {
    for (const bound of ['min', 'max'] as const) if (bounds[bound] != null) issues.push([`.${bound}`, 'is only allowed for number and multi_select questions']);
  } else {
    if (type === 'multi_select') {
      for (const bound of ['min', 'max'] as const) {
        const value = bounds[bound];
        if (value != null && (!Number.isSafeInteger(value) || value < 0)) issues.push([`.${bound}`, 'must be a whole number of options, 0 or more']);
      }
      const optionCount = options?.length;
      if (bounds.min != null && optionCount !== undefined && bounds.min > optionCount)
        issues.push(['.min', `must be at most the number of options (${optionCount})`]);
    }
    if (bounds.min != null && bounds.max != null && bounds.min > bounds.max) issues.push(['.max', 'must be at least min']);
  }
  if (type === 'file') {
    const seenTypes = new Set<string>();
    for (const [index, contentType] of (Array.isArray(question.accept) ? question.accept : []).entries()) {
      if (!judged(`accept.${index}`)) continue;
      if (!limits.documentTypes.includes(contentType))
        issues.push([`.accept.${index}`, `must be one of the document content types: ${limits.documentTypes.join(', ')}`]);
      else if (seenTypes.has(contentType)) issues.push([`.accept.${index}`, 'must not repeat a content type']);
      seenTypes.add(contentType);
    }
    if (question.maxBytes != null && judged('maxBytes') && question.maxBytes > limits.maxDocumentBytes) {
      issues.push(['.maxBytes', `must be at most ${limits.maxDocumentBytes} (DOCUMENT_MAX_BYTES)`]);
    }
  } else {
    for (const field of ['accept', 'maxBytes'] as const)
      if (question[field] != null && judged(field)) issues.push([`.${field}`, 'is only allowed for file questions']);
  }
  if (judged('section') && question.section === 'consent' && type !== 'boolean') issues.push(['.type', 'must be boolean for a consent question']);
  // A file answer becomes a searchable document; self-ID answers never reach search (docs/api/careers.md#application-forms).
  if (judged('section') && question.section === 'self_id' && type === 'file') issues.push(['.type', 'must not be file for a self_id question']);
  return [...issues, ...sectionIssues(question, judged)];
}

/** The section's rule that does not depend on the type. */
function sectionIssues(question: FormQuestionInput, judged: (field: string) => boolean): Array<[string, string]> {
  if (judged('section') && judged('required') && question.section === 'self_id' && question.required === true)
    return [['.required', 'must be false for a self_id question (self-identification is voluntary)']];
  return [];
}

/** `customField`: a candidate's or an application's field key (docs/api/careers.md#questions-that-fill-custom-fields). */
export const CUSTOM_FIELD_REF_PATTERN = /^(candidate|application)\.[a-z][a-z0-9_]{0,39}$/;

/** What the form's rules read of a custom field a question names. */
export interface CustomFieldTarget {
  objectType: string;
  key: string;
  type: string;
  options: readonly FormOption[];
  archived: boolean;
}

/** The custom field types each question type's answers fit; long_text fits `text` too when its maxLength is within text's 2,000. */
const FITTING_FIELD_TYPES: Readonly<Record<QuestionType, readonly string[]>> = {
  short_text: ['text', 'long_text'],
  long_text: ['long_text'],
  email: ['email', 'text', 'long_text'],
  url: ['url', 'text', 'long_text'],
  phone: ['text', 'long_text'],
  number: ['number'],
  boolean: ['boolean'],
  date: ['date'],
  single_select: ['single_select'],
  multi_select: ['multi_select'],
  file: [],
};

/** The custom field types a question's answers fit. */
export function fittingFieldTypes(question: Pick<FormQuestionInput, 'type' | 'maxLength'>): readonly string[] {
  const types = FITTING_FIELD_TYPES[question.type] ?? [];
  return question.type === 'long_text' && question.maxLength != null && question.maxLength <= TEXT_LENGTH_CAPS.short_text ? [...types, 'text'] : types;
}

/**
 * The rules of the questions' `customField` against the stored fields (`targets` by `<objectType>.<key>`), every broken one at
 * `form.questions.<i>.customField`: the field exists and is active, its type fits the question's, a select's options are all
 * its options, one field per form, never from the self_id section. A rule that needs a value which broke its own rule
 * (`refused`) is skipped, as in formDefinitionIssues.
 */
export function customFieldIssues(
  form: ApplicationFormInput,
  targets: ReadonlyMap<string, CustomFieldTarget>,
  root = 'form',
  refused = NOTHING_REFUSED,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const named = new Set<string>();
  if (!Array.isArray(form.questions)) return issues;
  for (const [index, question] of form.questions.entries()) {
    const judged = (field: string) => !refused(`${root}.questions.${index}.${field}`);
    const ref = isObject(question) ? question.customField : null;
    if (ref == null || !judged('customField')) continue;
    const path = `${root}.questions.${index}.customField`;
    const refuse = (message: string) => issues.push({ location: 'body', path, message: `${path} ${message}` });
    const target = targets.get(ref);
    if (named.has(ref)) refuse(`must not repeat a custom field another question writes (${ref})`);
    named.add(ref);
    if (question.section === 'self_id') {
      if (judged('section')) refuse('must be null for a self_id question (its answers are stored apart)');
    } else if (target === undefined) refuse(`names no custom field (${ref})`);
    else if (target.archived) refuse(`names an archived custom field (${ref})`);
    // The fit reads the type (and a long_text's maxLength); a select's options are compared once they hold their own rules.
    else if (!judged('type') || (question.type === 'long_text' && !judged('maxLength'))) continue;
    else if (!fittingFieldTypes(question).includes(target.type))
      refuse(`names a ${target.type} field; a ${question.type} question's answer fits ${fittingFieldTypes(question).join(', ') || 'no custom field'}`);
    else if ((question.type === 'single_select' || question.type === 'multi_select') && judged('options') && Array.isArray(question.options)) {
      const values = new Set(target.options.map((option) => option.value));
      const missing = question.options.filter((option) => !values.has(option.value)).map((option) => option.value);
      if (missing.length > 0) refuse(`names a field without the options ${missing.join(', ')}: every option of the question must be one of the field's`);
    }
  }
  return issues;
}

/** A consent purpose's key (docs/api/privacy.md#purposes). */
export const CONSENT_PURPOSE_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * The rules of the questions' `consentPurpose` (docs/api/careers.md#application-forms), every broken one at
 * `form.questions.<i>.consentPurpose`: only on a consent question, naming a purpose that exists (`known`).
 */
export function consentPurposeIssues(form: ApplicationFormInput, known: ReadonlySet<string>, root = 'form', refused = NOTHING_REFUSED): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!Array.isArray(form.questions)) return issues;
  for (const [index, question] of form.questions.entries()) {
    const path = `${root}.questions.${index}.consentPurpose`;
    const purpose = isObject(question) ? question.consentPurpose : null;
    if (purpose == null || refused(path)) continue;
    const refuse = (message: string) => issues.push({ location: 'body', path, message: `${path} ${message}` });
    if (question.section !== 'consent') {
      if (!refused(`${root}.questions.${index}.section`)) refuse('is only allowed for a consent question (section consent)');
    } else if (!known.has(purpose)) refuse(`names no consent purpose (${purpose})`);
  }
  return issues;
}

/** The purpose keys a form's questions name. */
export function consentPurposesOf(form: ApplicationFormInput): string[] {
  if (!Array.isArray(form.questions)) return [];
  return form.questions.flatMap((question) => (isObject(question) && typeof question.consentPurpose === 'string' ? [question.consentPurpose] : []));
}
