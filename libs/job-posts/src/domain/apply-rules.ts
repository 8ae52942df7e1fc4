import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, type ValidationIssue } from '@app/core';
import { PHONE_MAX_LENGTH, TEXT_LENGTH_CAPS, type ApplicationForm, type FieldSetting, type FormLimits, type FormQuestion } from './application-form';
import {
  base64Length,
  BASE64_PATTERN,
  CALENDAR_DATE_PATTERN,
  CAPTCHA_TOKEN_MAX_LENGTH,
  FILENAME_MAX_LENGTH,
  HTTP_URL_PATTERN,
  NAME_MAX_LENGTH,
  REF_MAX_LENGTH,
  SOURCE_MAX_LENGTH,
  UTM_KEYS,
  UTM_MAX_LENGTH,
} from './form-schema';

/** At most this many files in one application (résumé, cover letter and file answers together). */
export const MAX_APPLY_FILES = 5;
/** The honeypot: a field people never see and bots fill in (docs/api/careers.md#abuse). */
export const HONEYPOT_FIELD = 'website';

/** A file part of a multipart apply, already streamed into the store: what the rules read of it. */
export class ReceivedFile {
  constructor(
    readonly filename: string,
    readonly sizeBytes: number,
  ) {}
}

/** A file in the JSON form of the apply body. */
export interface Base64File {
  filename: string;
  contentBase64: string;
}

export type ApplyFile = Base64File | ReceivedFile;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The apply body once it holds (applyIssues found nothing). */
export interface ApplyBody {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  linkedinUrl?: string;
  resume?: ApplyFile;
  coverLetter?: ApplyFile;
  answers?: Record<string, unknown>;
  source?: string;
  utm?: Partial<Record<UtmKey, string>>;
  ref?: string;
  captchaToken?: string;
  website?: string;
}

const BUILT_IN_FIELDS = ['phone', 'linkedinUrl', 'resume', 'coverLetter'] as const;
type BuiltInField = (typeof BUILT_IN_FIELDS)[number];
const ALWAYS_TAKEN = ['firstName', 'lastName', 'email', 'answers', 'source', 'utm', 'ref', 'captchaToken', HONEYPOT_FIELD];

const email = new RegExp(EMAIL_PATTERN.source);
const httpUrl = new RegExp(HTTP_URL_PATTERN);
const base64 = new RegExp(BASE64_PATTERN);
const calendarDate = new RegExp(CALENDAR_DATE_PATTERN);

/** The decoded length of valid base64 text. */
export function decodedLength(text: string): number {
  return (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
}

/** Whether the honeypot holds anything: any value but absent, null or "" (docs/api/careers.md#abuse). */
export function honeypotFilled(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** The decoded sizes of the JSON form's files (resume, coverLetter, file answers) that are base64 text. */
export function jsonFileSizes(body: unknown, form: ApplicationForm): number[] {
  if (!isRecord(body)) return [];
  const answers = isRecord(body.answers) ? body.answers : {};
  const files = [body.resume, body.coverLetter, ...form.questions.filter((question) => question.type === 'file').map((question) => answers[question.key])];
  return files.flatMap((file) =>
    isRecord(file) && typeof file.contentBase64 === 'string' && base64.test(file.contentBase64) ? [decodedLength(file.contentBase64)] : [],
  );
}

/** The paths of the files of a body, in the order they count towards MAX_APPLY_FILES. */
export function filePaths(body: ApplyBody, form: ApplicationForm): string[] {
  const paths: string[] = [];
  if (body.resume !== undefined) paths.push('resume');
  if (body.coverLetter !== undefined) paths.push('coverLetter');
  for (const question of form.questions) if (question.type === 'file' && body.answers?.[question.key] !== undefined) paths.push(`answers.${question.key}`);
  return paths;
}

/**
 * Every rule of the apply body that `form` breaks (docs/api/careers.md#apply), each with its path
 * (`firstName`, `resume`, `answers.<key>`), all at once; empty when the body holds. The JSON form's
 * files are `{ filename, contentBase64 }` (their decoded size is checked here too); a multipart
 * apply's are ReceivedFile. What only the bytes tell (the content type) is the service's to check.
 * formSchema states the same rules for a generic validator (form-schema.spec.ts holds them to agree).
 */
export function applyIssues(body: unknown, form: ApplicationForm, limits: FormLimits): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const refuse = (path: string, message: string) => issues.push({ location: 'body', path, message: `${path} ${message}` });
  if (!isRecord(body)) return [{ location: 'body', path: '', message: 'The apply body must be a JSON object' }];
  const settings: Record<BuiltInField, FieldSetting> = { phone: form.phone, linkedinUrl: form.linkedinUrl, resume: form.resume, coverLetter: form.coverLetter };

  for (const key of Object.keys(body)) {
    if (ALWAYS_TAKEN.includes(key)) continue;
    const builtIn = BUILT_IN_FIELDS.find((field) => field === key);
    if (builtIn === undefined) refuse(key, 'is not a field of the apply body');
    else if (settings[builtIn] === 'hidden' && body[key] !== undefined) refuse(key, 'is not asked by this form and must not be sent');
  }
  const text = (path: string, value: unknown, min: number, max: number) => {
    if (typeof value !== 'string') return refuse(path, 'must be a string');
    if (value.length < min) return refuse(path, min === 1 ? 'must not be empty' : `must be at least ${min} characters long`);
    if (value.length > max) refuse(path, `must be at most ${max} characters long`);
  };
  const emailValue = (path: string, value: unknown) => {
    if (typeof value !== 'string') return refuse(path, 'must be a string');
    if (value.length > EMAIL_MAX_LENGTH) return refuse(path, `must be at most ${EMAIL_MAX_LENGTH} characters long`);
    if (!email.test(value)) refuse(path, 'must be an email address');
  };
  const urlValue = (path: string, value: unknown) => {
    if (typeof value !== 'string') return refuse(path, 'must be a string');
    if (!httpUrl.test(value)) refuse(path, 'must be an absolute http or https URL');
  };
  const file = (path: string, value: unknown, maxBytes: number) => fileIssues(value, maxBytes).forEach((message) => refuse(path, message));

  for (const field of ['firstName', 'lastName'] as const) {
    if (body[field] === undefined) refuse(field, 'is required');
    else text(field, body[field], 1, NAME_MAX_LENGTH);
  }
  if (body.email === undefined) refuse('email', 'is required');
  else emailValue('email', body.email);

  for (const field of BUILT_IN_FIELDS) {
    if (settings[field] === 'hidden') continue;
    const value = body[field];
    if (value === undefined) {
      if (settings[field] === 'required') refuse(field, 'is required by this form');
      continue;
    }
    if (field === 'phone') text(field, value, 1, PHONE_MAX_LENGTH);
    else if (field === 'linkedinUrl') urlValue(field, value);
    else file(field, value, limits.maxDocumentBytes);
  }

  if (body.answers !== undefined && !isRecord(body.answers)) refuse('answers', 'must be an object keyed by question key');
  const answers = isRecord(body.answers) ? body.answers : {};
  const questions = new Map(form.questions.map((question) => [question.key, question]));
  for (const key of Object.keys(answers)) if (!questions.has(key)) refuse(`answers.${key}`, 'is not a question of this form');
  for (const question of form.questions) {
    const path = `answers.${question.key}`;
    const value = answers[question.key];
    if (value === undefined) {
      if (question.required) refuse(path, 'is required');
      continue;
    }
    answerIssues(question, value, limits, { text, emailValue, urlValue, file: (v, max) => file(path, v, max) }).forEach((message) => refuse(path, message));
  }

  if (body.source !== undefined) text('source', body.source, 1, SOURCE_MAX_LENGTH);
  if (body.utm !== undefined) {
    if (!isRecord(body.utm)) refuse('utm', 'must be an object');
    else
      for (const [key, value] of Object.entries(body.utm)) {
        if ((UTM_KEYS as readonly string[]).includes(key)) text(`utm.${key}`, value, 1, UTM_MAX_LENGTH);
        else refuse(`utm.${key}`, `is not a UTM parameter (${UTM_KEYS.join(', ')})`);
      }
  }
  if (body.ref !== undefined) text('ref', body.ref, 1, REF_MAX_LENGTH);
  if (body.captchaToken !== undefined) text('captchaToken', body.captchaToken, 1, CAPTCHA_TOKEN_MAX_LENGTH);
  if (body[HONEYPOT_FIELD] !== undefined) text(HONEYPOT_FIELD, body[HONEYPOT_FIELD], 0, 0);

  const files = filePaths(body as unknown as ApplyBody, form);
  for (const path of files.slice(MAX_APPLY_FILES)) refuse(path, `is file ${files.indexOf(path) + 1}: an application takes at most ${MAX_APPLY_FILES} files`);
  return issues;
}

interface Checks {
  text(path: string, value: unknown, min: number, max: number): void;
  emailValue(path: string, value: unknown): void;
  urlValue(path: string, value: unknown): void;
  file(value: unknown, maxBytes: number): void;
}

/** One answer's rules by its question's type, as messages; the string checks report through `checks` themselves. */
function answerIssues(question: FormQuestion, value: unknown, limits: FormLimits, checks: Checks): string[] {
  const path = `answers.${question.key}`;
  const options = new Set((question.options ?? []).map((option) => option.value));
  switch (question.type) {
    case 'short_text':
    case 'long_text':
      checks.text(path, value, question.required ? 1 : 0, question.maxLength ?? TEXT_LENGTH_CAPS[question.type]);
      return [];
    case 'email':
      checks.emailValue(path, value);
      return [];
    case 'url':
      checks.urlValue(path, value);
      return [];
    case 'phone':
      checks.text(path, value, 1, PHONE_MAX_LENGTH);
      return [];
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return ['must be a number'];
      if (question.min !== null && value < question.min) return [`must be at least ${question.min}`];
      if (question.max !== null && value > question.max) return [`must be at most ${question.max}`];
      return [];
    case 'boolean':
      if (typeof value !== 'boolean') return ['must be true or false'];
      if (question.section === 'consent' && question.required && value !== true) return ['must be true: the agreement is required'];
      return [];
    case 'date':
      if (typeof value !== 'string') return ['must be a string'];
      return calendarDate.test(value) ? [] : ['must be a calendar date YYYY-MM-DD'];
    case 'single_select':
      if (typeof value !== 'string') return ['must be a string'];
      return options.has(value) ? [] : [`must be one of: ${[...options].join(', ')}`];
    case 'multi_select': {
      if (!Array.isArray(value)) return ['must be an array of option values'];
      const problems: string[] = [];
      if (value.some((item) => typeof item !== 'string' || !options.has(item))) problems.push(`must hold only these values: ${[...options].join(', ')}`);
      if (new Set(value).size !== value.length) problems.push('must not repeat a value');
      const minItems = question.min ?? (question.required ? 1 : null);
      if (minItems !== null && value.length < minItems) problems.push(`must hold at least ${minItems} values`);
      if (question.max !== null && value.length > question.max) problems.push(`must hold at most ${question.max} values`);
      return problems;
    }
    case 'file':
      checks.file(value, question.maxBytes ?? limits.maxDocumentBytes);
      return [];
  }
}

function fileIssues(value: unknown, maxBytes: number): string[] {
  if (value instanceof ReceivedFile) {
    const problems: string[] = [];
    if (value.filename.length < 1 || value.filename.length > FILENAME_MAX_LENGTH)
      problems.push(`must have a filename of 1 to ${FILENAME_MAX_LENGTH} characters`);
    if (value.sizeBytes > maxBytes) problems.push(`must be at most ${maxBytes} bytes`);
    return problems;
  }
  if (!isRecord(value)) return ['must be an object { filename, contentBase64 }'];
  const problems: string[] = [];
  for (const key of Object.keys(value))
    if (key !== 'filename' && key !== 'contentBase64') problems.push(`must not have the key ${key} (only filename and contentBase64)`);
  const { filename, contentBase64 } = value;
  if (typeof filename !== 'string' || filename.length < 1 || filename.length > FILENAME_MAX_LENGTH)
    problems.push(`must have a filename of 1 to ${FILENAME_MAX_LENGTH} characters`);
  if (typeof contentBase64 !== 'string' || !base64.test(contentBase64)) problems.push('must have contentBase64: base64 of at least one byte');
  else if (contentBase64.length > base64Length(maxBytes) || decodedLength(contentBase64) > maxBytes) problems.push(`must be at most ${maxBytes} bytes`);
  return problems;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
