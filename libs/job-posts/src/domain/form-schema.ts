import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@app/core';
import { PHONE_MAX_LENGTH, TEXT_LENGTH_CAPS, type ApplicationForm, type FieldSetting, type FormLimits, type FormQuestion } from './application-form';

/** A JSON Schema (draft 2020-12) node. */
export type JsonSchema = { [keyword: string]: unknown };

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** The annotation naming a question's section (`application`, `consent`, `self_id`): validators ignore it, renderers group by it. */
export const SECTION_KEYWORD = 'x-section';
/** The annotation marking the honeypot field (`website`): renderers keep it out of sight, people leave it empty. */
export const HONEYPOT_KEYWORD = 'x-honeypot';

/** Lengths of the apply body's own fields (the candidate's rules: docs/api/resources.md#candidates). */
export const NAME_MAX_LENGTH = 120;
export const SOURCE_MAX_LENGTH = 60;
export const UTM_MAX_LENGTH = 200;
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export const FILENAME_MAX_LENGTH = 255;
/** A referral code as the apply sends it back (docs/api/careers.md#referral-links-and-attribution). */
export const REF_MAX_LENGTH = 64;
/** A captcha widget's response token (hCaptcha's and Turnstile's are a few kilobytes at most). */
export const CAPTCHA_TOKEN_MAX_LENGTH = 8192;

/** `YYYY-MM-DD`, calendar-valid from year 0001 (29 February only in leap years), as a regular expression any validator runs. */
export const CALENDAR_DATE_PATTERN =
  '^(?!0000)(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$';
/** Base64 (RFC 4648, with padding) of at least one byte. */
export const BASE64_PATTERN = '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{4}|[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)$';
/** An absolute http or https URL with a host and no white space. */
export const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+(?:[/?#]\\S*)?$';

/** The longest base64 text of `bytes` bytes: a file's encoded length bound (the service checks the decoded size). */
export function base64Length(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}

/**
 * The JSON Schema (draft 2020-12) of the apply body in its JSON form for a post's form
 * (docs/api/careers.md#form-schema): what a generic form renderer draws and a client validates
 * against before sending. Hidden built-in fields are absent (and refused: no additional
 * properties); every rule is a keyword a generic validator runs, except the decoded size and the
 * content type of a file, which only the service can read from the bytes.
 */
export function formSchema(form: ApplicationForm, limits: FormLimits): JsonSchema {
  const { maxDocumentBytes } = limits;
  const file = (title: string, maxBytes: number, accept?: readonly string[] | null): JsonSchema => ({
    title,
    type: 'object',
    additionalProperties: false,
    required: ['filename', 'contentBase64'],
    properties: {
      filename: { type: 'string', minLength: 1, maxLength: FILENAME_MAX_LENGTH },
      contentBase64: {
        type: 'string',
        contentEncoding: 'base64',
        ...(accept != null && accept.length === 1 ? { contentMediaType: accept[0] } : {}),
        pattern: BASE64_PATTERN,
        maxLength: base64Length(maxBytes),
      },
    },
    description: `At most ${maxBytes} bytes, one of ${(accept ?? limits.documentTypes).join(', ')}`,
  });
  const properties: Record<string, JsonSchema> = {
    firstName: { title: 'First name', type: 'string', minLength: 1, maxLength: NAME_MAX_LENGTH },
    lastName: { title: 'Last name', type: 'string', minLength: 1, maxLength: NAME_MAX_LENGTH },
    email: { title: 'Email', type: 'string', format: 'email', pattern: EMAIL_PATTERN.source, maxLength: EMAIL_MAX_LENGTH },
  };
  const required = ['firstName', 'lastName', 'email'];
  const builtIn = (name: string, setting: FieldSetting, schema: JsonSchema) => {
    if (setting === 'hidden') return;
    properties[name] = schema;
    if (setting === 'required') required.push(name);
  };
  builtIn('phone', form.phone, { title: 'Phone', type: 'string', minLength: 1, maxLength: PHONE_MAX_LENGTH });
  builtIn('linkedinUrl', form.linkedinUrl, { title: 'LinkedIn profile', type: 'string', format: 'uri', pattern: HTTP_URL_PATTERN });
  builtIn('resume', form.resume, file('Résumé', maxDocumentBytes));
  builtIn('coverLetter', form.coverLetter, file('Cover letter', maxDocumentBytes));

  const answers: Record<string, JsonSchema> = {};
  const requiredAnswers: string[] = [];
  for (const question of form.questions) {
    answers[question.key] = answerSchema(question, maxDocumentBytes, file);
    if (question.required) requiredAnswers.push(question.key);
  }
  properties.answers = { title: 'Answers', type: 'object', additionalProperties: false, required: requiredAnswers, properties: answers };
  if (requiredAnswers.length > 0) required.push('answers');
  properties.source = { title: 'Source', type: 'string', minLength: 1, maxLength: SOURCE_MAX_LENGTH };
  properties.utm = {
    title: 'UTM parameters',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(UTM_KEYS.map((key) => [key, { type: 'string', minLength: 1, maxLength: UTM_MAX_LENGTH }])),
  };
  properties.ref = {
    title: 'Referral code',
    description: 'The `ref` of a referral link; an unknown code is ignored',
    type: 'string',
    minLength: 1,
    maxLength: REF_MAX_LENGTH,
  };
  properties.captchaToken = {
    title: 'Captcha token',
    description: "The captcha widget's response, when the installation verifies one",
    type: 'string',
    minLength: 1,
    maxLength: CAPTCHA_TOKEN_MAX_LENGTH,
  };
  // The honeypot: kept out of sight and left empty by people; a value is taken for a bot's.
  properties.website = { title: 'Leave this empty', type: 'string', maxLength: 0, [HONEYPOT_KEYWORD]: true };
  return { $schema: JSON_SCHEMA_DIALECT, type: 'object', additionalProperties: false, required, properties };
}

function answerSchema(
  question: FormQuestion,
  maxDocumentBytes: number,
  file: (title: string, maxBytes: number, accept?: readonly string[] | null) => JsonSchema,
): JsonSchema {
  const annotations: JsonSchema = {
    title: question.label,
    ...(question.helpText === '' ? {} : { description: question.helpText }),
    [SECTION_KEYWORD]: question.section,
  };
  // A required text answer must say something; an optional one may be left empty.
  const minLength = question.required ? 1 : 0;
  const options = () => (question.options ?? []).map((option) => ({ const: option.value, title: option.label }));
  switch (question.type) {
    case 'short_text':
    case 'long_text':
      return { ...annotations, type: 'string', minLength, maxLength: question.maxLength ?? TEXT_LENGTH_CAPS[question.type] };
    case 'email':
      return { ...annotations, type: 'string', format: 'email', pattern: EMAIL_PATTERN.source, maxLength: EMAIL_MAX_LENGTH };
    case 'url':
      return { ...annotations, type: 'string', format: 'uri', pattern: HTTP_URL_PATTERN };
    case 'phone':
      return { ...annotations, type: 'string', minLength: 1, maxLength: PHONE_MAX_LENGTH };
    case 'number':
      return {
        ...annotations,
        type: 'number',
        ...(question.min === null ? {} : { minimum: question.min }),
        ...(question.max === null ? {} : { maximum: question.max }),
      };
    case 'boolean':
      // A required consent is an agreement: only `true` answers it.
      return question.section === 'consent' && question.required ? { ...annotations, type: 'boolean', const: true } : { ...annotations, type: 'boolean' };
    case 'date':
      return { ...annotations, type: 'string', format: 'date', pattern: CALENDAR_DATE_PATTERN };
    case 'single_select':
      return { ...annotations, type: 'string', oneOf: options() };
    case 'multi_select': {
      const minItems = question.min ?? (question.required ? 1 : null);
      return {
        ...annotations,
        type: 'array',
        items: { type: 'string', oneOf: options() },
        uniqueItems: true,
        ...(minItems === null ? {} : { minItems }),
        ...(question.max === null ? {} : { maxItems: question.max }),
      };
    }
    case 'file':
      return { ...file(question.label, question.maxBytes ?? maxDocumentBytes, question.accept), ...annotations };
  }
}
