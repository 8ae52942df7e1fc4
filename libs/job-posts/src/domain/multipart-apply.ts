import { textIssues, type ValidationIssue } from '@app/core';
import type { ApplicationForm } from './application-form';
import { ReceivedFile } from './apply-rules';

/** A file part as received: its part name and what the rules read of it. */
export interface FilePart {
  fieldname: string;
  file: ReceivedFile;
}

/** JSON's number grammar: what a number answer's field holds. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const FILE_FIELDS = ['resume', 'coverLetter'];
const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'linkedinUrl', 'source', 'ref', 'captchaToken', 'website'];

/**
 * The apply body of a multipart/form-data apply, in the JSON form's shape, for applyIssues
 * (docs/api/careers.md#multipart-encoding): fields by the JSON names (`utm.<key>`, `answers.<key>`),
 * an empty field as not sent, a number answer as JSON number text, a boolean `true` or `false`, a
 * multi_select field once per value chosen; files as parts `resume`, `coverLetter`, `answers.<key>`.
 * `issues` holds what the encoding itself broke, at the path of the field, and the text rules the JSON form meets
 * (a reserved key such as `answers.__proto__` is refused as in JSON, not dropped).
 */
export function multipartApplyBody(
  fields: Record<string, unknown>,
  files: readonly FilePart[],
  form: ApplicationForm,
): { body: Record<string, unknown>; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const refuse = (path: string, message: string) => issues.push({ location: 'body', path, message: `${path} ${message}` });
  const body: Record<string, unknown> = {};
  const answers: Record<string, unknown> = {};
  const utm: Record<string, unknown> = {};
  const questions = new Map(form.questions.map((question) => [question.key, question]));

  for (const [name, raw] of Object.entries(fields)) {
    const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => value !== '');
    if (values.length === 0) continue;
    const once = (): unknown => {
      if (values.length > 1) refuse(name, 'must be sent once');
      return values.length > 1 ? undefined : values[0];
    };
    if (name.startsWith('answers.')) {
      const key = name.slice('answers.'.length);
      const question = questions.get(key);
      if (question?.type === 'multi_select') {
        setOwn(answers, key, values);
        continue;
      }
      const value = once();
      if (value === undefined) continue;
      if (question?.type === 'file') refuse(name, 'must be sent as a file part');
      else if (question?.type === 'number') {
        if (typeof value === 'string' && JSON_NUMBER.test(value)) setOwn(answers, key, Number(value));
        else refuse(name, 'must be a number written as in JSON (e.g. 3 or -2.5)');
      } else if (question?.type === 'boolean') {
        if (value === 'true' || value === 'false') setOwn(answers, key, value === 'true');
        else refuse(name, 'must be true or false');
      } else setOwn(answers, key, value);
    } else if (name.startsWith('utm.')) {
      const value = once();
      if (value !== undefined) setOwn(utm, name.slice('utm.'.length), value);
    } else if (FILE_FIELDS.includes(name)) {
      refuse(name, 'must be sent as a file part');
    } else {
      const value = once();
      if (value !== undefined) body[name] = TEXT_FIELDS.includes(name) ? value : raw;
    }
  }

  issues.push(...textIssues({ answers, utm }, 'body'));

  const seen = new Set<string>();
  for (const { fieldname, file } of files) {
    if (seen.has(fieldname)) {
      refuse(fieldname, 'must be sent once');
      continue;
    }
    seen.add(fieldname);
    if (FILE_FIELDS.includes(fieldname)) body[fieldname] = file;
    else if (fieldname.startsWith('answers.') && questions.get(fieldname.slice('answers.'.length))?.type === 'file')
      answers[fieldname.slice('answers.'.length)] = file;
    else refuse(fieldname, 'is not a file field of this form');
  }
  if (Object.keys(answers).length > 0) body.answers = answers;
  if (Object.keys(utm).length > 0) body.utm = utm;
  return { body, issues };
}

/** `target[key] = value` as JSON.parse does it: `__proto__` becomes a key (for the text rules to refuse), not the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
