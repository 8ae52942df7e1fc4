import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { normalizeForm, type ApplicationFormInput } from './application-form';
import { applyIssues } from './apply-rules';
import { formSchema, HONEYPOT_KEYWORD, SECTION_KEYWORD } from './form-schema';

const MAX_BYTES = 30;
const LIMITS = { documentTypes: ['application/pdf', 'text/plain'], maxDocumentBytes: MAX_BYTES };
const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
ajv.addVocabulary([SECTION_KEYWORD, HONEYPOT_KEYWORD]);
// The same with the formats checked too (email, uri, date): they must agree with the patterns on every body.
const ajvWithFormats = addFormats(new Ajv2020({ strict: true, allErrors: true }));
ajvWithFormats.addVocabulary([SECTION_KEYWORD, HONEYPOT_KEYWORD]);

const base64 = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');
const file = (bytes = 3) => ({ filename: 'cv.pdf', contentBase64: base64(bytes) });

const form: ApplicationFormInput = {
  resume: 'required',
  coverLetter: 'optional',
  phone: 'hidden',
  linkedinUrl: 'optional',
  questions: [
    { key: 'motivation', label: 'Why us?', type: 'short_text', required: true, maxLength: 10 },
    { key: 'story', label: 'Tell us more', type: 'long_text', helpText: 'Optional' },
    { key: 'contact', label: 'Other email', type: 'email' },
    { key: 'site', label: 'Portfolio', type: 'url' },
    { key: 'mobile', label: 'Mobile', type: 'phone' },
    { key: 'years', label: 'Years', type: 'number', min: 0, max: 50 },
    { key: 'relocate', label: 'Relocate?', type: 'boolean' },
    { key: 'start', label: 'Start date', type: 'date' },
    {
      key: 'city',
      label: 'City',
      type: 'single_select',
      required: true,
      options: [
        { value: 'berlin', label: 'Berlin' },
        { value: 'lisbon', label: 'Lisbon' },
      ],
    },
    { key: 'langs', label: 'Languages', type: 'multi_select', min: 1, max: 2, options: ['de', 'en', 'pt'].map((value) => ({ value, label: value })) },
    { key: 'sample', label: 'Work sample', type: 'file', accept: ['application/pdf'], maxBytes: 6 },
    { key: 'terms', label: 'I agree', type: 'boolean', required: true, section: 'consent' },
    { key: 'gender', label: 'Gender', type: 'single_select', section: 'self_id', options: [{ value: 'x', label: 'X' }] },
  ],
};

const minimal = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  resume: file(),
  answers: { motivation: 'Craft', city: 'berlin', terms: true },
};

/** Bodies the service accepts for this form. */
const valid: Array<[string, object]> = [
  ['the required fields alone', minimal],
  [
    'every field and answer',
    {
      ...minimal,
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      coverLetter: file(MAX_BYTES),
      source: 'linkedin',
      utm: { source: 'newsletter', medium: 'email', campaign: 'autumn', term: 'backend', content: 'hero' },
      answers: {
        motivation: '0123456789',
        story: '',
        contact: 'ada.l@example.org',
        site: 'http://ada.dev/work?x=1',
        mobile: '+49 30 1234',
        years: 12.5,
        relocate: false,
        start: '2028-02-29',
        city: 'lisbon',
        langs: ['de', 'pt'],
        sample: file(6),
        terms: true,
        gender: 'x',
      },
    },
  ],
  ['a number at its bounds', { ...minimal, answers: { ...minimal.answers, years: 50 } }],
  ['29 February of a year divisible by 400', { ...minimal, answers: { ...minimal.answers, start: '2000-02-29' } }],
  ['a captcha token and an empty honeypot', { ...minimal, captchaToken: 'P1_eyJ0eXAi', website: '' }],
  ['an optional text answer left empty', { ...minimal, answers: { ...minimal.answers, story: '' } }],
  ['a multi-select at its max', { ...minimal, answers: { ...minimal.answers, langs: ['en', 'pt'] } }],
  ['a file answer at its maxBytes', { ...minimal, answers: { ...minimal.answers, sample: file(6) } }],
  ['an optional consent-free boolean answered false', { ...minimal, answers: { ...minimal.answers, relocate: false } }],
  ['a self-ID answer', { ...minimal, answers: { ...minimal.answers, gender: 'x' } }],
];

/** Bodies the service refuses (422 at the path named), one broken rule each. */
const invalid: Array<[string, object]> = [
  ['no first name', { ...minimal, firstName: undefined }],
  ['an empty last name', { ...minimal, lastName: '' }],
  ['a malformed email', { ...minimal, email: 'ada@@example.com' }],
  ['no résumé when the form requires it', { ...minimal, resume: undefined }],
  ['a hidden built-in field sent anyway (phone)', { ...minimal, phone: '+49 30 1' }],
  ['an unknown body key', { ...minimal, nickname: 'Ada' }],
  ['a LinkedIn URL that is not http(s)', { ...minimal, linkedinUrl: 'ftp://example.com' }],
  ['a file that is not base64', { ...minimal, resume: { filename: 'cv.pdf', contentBase64: 'not base64!' } }],
  ['a file without a name', { ...minimal, resume: { contentBase64: base64(3) } }],
  ['a file with an unknown key', { ...minimal, resume: { ...file(), size: 3 } }],
  ['a file answer past its maxBytes', { ...minimal, answers: { ...minimal.answers, sample: file(9) } }],
  ['no answers when some are required', { ...minimal, answers: undefined }],
  ['a missing required answer', { ...minimal, answers: { city: 'berlin', terms: true } }],
  ['an unknown answer key', { ...minimal, answers: { ...minimal.answers, hobby: 'chess' } }],
  ['an empty required text answer', { ...minimal, answers: { ...minimal.answers, motivation: '' } }],
  ['a text answer past its maxLength', { ...minimal, answers: { ...minimal.answers, motivation: '01234567890' } }],
  ['a number given as a string', { ...minimal, answers: { ...minimal.answers, years: '12' } }],
  ['a number past max', { ...minimal, answers: { ...minimal.answers, years: 50.5 } }],
  ['a boolean given as a string', { ...minimal, answers: { ...minimal.answers, relocate: 'true' } }],
  ['a date that is not in the calendar', { ...minimal, answers: { ...minimal.answers, start: '2027-02-29' } }],
  ['29 February of a century not divisible by 400', { ...minimal, answers: { ...minimal.answers, start: '1900-02-29' } }],
  ['year 0000', { ...minimal, answers: { ...minimal.answers, start: '0000-01-01' } }],
  ['a date with a time', { ...minimal, answers: { ...minimal.answers, start: '2027-01-01T00:00:00Z' } }],
  ['an option that is not offered', { ...minimal, answers: { ...minimal.answers, city: 'paris' } }],
  ['a multi-select with a repeated value', { ...minimal, answers: { ...minimal.answers, langs: ['de', 'de'] } }],
  ['a multi-select under min', { ...minimal, answers: { ...minimal.answers, langs: [] } }],
  ['a multi-select over max', { ...minimal, answers: { ...minimal.answers, langs: ['de', 'en', 'pt'] } }],
  ['a required consent answered false', { ...minimal, answers: { ...minimal.answers, terms: false } }],
  ['an email answer that is not an email', { ...minimal, answers: { ...minimal.answers, contact: 'ada' } }],
  ['a phone answer past 40 characters', { ...minimal, answers: { ...minimal.answers, mobile: '1'.repeat(41) } }],
  ['a source past 60 characters', { ...minimal, source: 's'.repeat(61) }],
  ['an unknown utm key', { ...minimal, utm: { referrer: 'x' } }],
  ['an empty utm value', { ...minimal, utm: { source: '' } }],
  ['a utm value past 200 characters', { ...minimal, utm: { source: 'u'.repeat(201) } }],
  ['an empty source', { ...minimal, source: '' }],
  ['a filled honeypot', { ...minimal, website: 'https://spam.example' }],
  ['an empty captcha token', { ...minimal, captchaToken: '' }],
  ['a captcha token that is not a string', { ...minimal, captchaToken: 42 }],
  ['a first name past 120 characters', { ...minimal, firstName: 'A'.repeat(121) }],
  ['an email past 320 characters', { ...minimal, email: `${'a'.repeat(310)}@example.com` }],
  ['a number answer given as null', { ...minimal, answers: { ...minimal.answers, years: null } }],
  ['a multi-select given as a string', { ...minimal, answers: { ...minimal.answers, langs: 'de' } }],
  ['a multi-select with a value not offered', { ...minimal, answers: { ...minimal.answers, langs: ['fr'] } }],
  ['a single select given as an array', { ...minimal, answers: { ...minimal.answers, city: ['berlin'] } }],
  ['answers that are not an object', { ...minimal, answers: ['Craft'] }],
  ['a file with an empty filename', { ...minimal, resume: { filename: '', contentBase64: base64(3) } }],
  ['a file answer of a hidden built-in (cover letter as a string)', { ...minimal, coverLetter: 'cv.pdf' }],
  ['a URL answer without a host', { ...minimal, answers: { ...minimal.answers, site: 'https://' } }],
  ['a body that is not an object', ['Ada']],
];

describe(formSchema.name, () => {
  const schema = formSchema(normalizeForm(form), LIMITS);
  const validate = ajv.compile(schema);
  const validateWithFormats = ajvWithFormats.compile(schema);

  it('is a draft 2020-12 schema a strict generic validator compiles', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(ajv.validateSchema(schema)).toBe(true);
  });

  // ajv and the service's own function (applyIssues) judge every body of the corpus alike.
  it.each(valid)('accepts %s', (_name, body) => {
    const sent: unknown = JSON.parse(JSON.stringify(body));
    expect(validate(sent)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    expect(validateWithFormats(sent)).toBe(true);
    expect(applyIssues(sent, normalizeForm(form), LIMITS)).toEqual([]);
  });

  it.each(invalid)('refuses %s', (_name, body) => {
    const sent: unknown = JSON.parse(JSON.stringify(body));
    expect(validate(sent)).toBe(false);
    expect(validateWithFormats(sent)).toBe(false);
    expect(applyIssues(sent, normalizeForm(form), LIMITS)).not.toEqual([]);
  });

  it('differs from the service only where the bytes decide: the decoded size within the encoded length', () => {
    // maxBytes 7: base64 of up to 12 characters fits the schema; 8 or 9 decoded bytes are refused by the service alone.
    const seven = formSchema(normalizeForm({ questions: [{ key: 'sample', label: 'Sample', type: 'file', maxBytes: 7 }] }), LIMITS);
    const body = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', answers: { sample: file(9) } };
    expect(ajv.validate(seven, body)).toBe(true);
    expect(applyIssues(body, normalizeForm({ questions: [{ key: 'sample', label: 'Sample', type: 'file', maxBytes: 7 }] }), LIMITS)).toEqual([
      { location: 'body', path: 'answers.sample', message: 'answers.sample must be at most 7 bytes' },
    ]);
  });

  it('leaves hidden built-in fields out, and asks for the required ones', () => {
    const properties = schema.properties as Record<string, { [key: string]: unknown }>;
    expect(Object.keys(properties)).toEqual([
      'firstName',
      'lastName',
      'email',
      'linkedinUrl',
      'resume',
      'coverLetter',
      'answers',
      'source',
      'utm',
      'ref',
      'captchaToken',
      'website',
    ]);
    expect(schema.required).toEqual(['firstName', 'lastName', 'email', 'resume', 'answers']);
    expect((properties.answers.required as string[]).sort()).toEqual(['city', 'motivation', 'terms']);
  });

  it('gives renderers titles, help texts, option labels and sections', () => {
    const answers = (schema.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>).answers.properties;
    expect(answers.story).toMatchObject({ title: 'Tell us more', description: 'Optional', [SECTION_KEYWORD]: 'application' });
    expect(answers.city.oneOf).toEqual([
      { const: 'berlin', title: 'Berlin' },
      { const: 'lisbon', title: 'Lisbon' },
    ]);
    expect(answers.terms).toMatchObject({ const: true, [SECTION_KEYWORD]: 'consent' });
    expect(answers.gender[SECTION_KEYWORD]).toBe('self_id');
    expect(answers.sample).toMatchObject({ description: 'At most 6 bytes, one of application/pdf' });
    expect((schema.properties as Record<string, Record<string, unknown>>).resume.description).toBe('At most 30 bytes, one of application/pdf, text/plain');
  });

  it('asks for no answers when the form has no questions, and takes only an empty object', () => {
    const bare = ajv.compile(formSchema(normalizeForm({}), LIMITS));
    expect(bare({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe(true);
    expect(bare({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', answers: {} })).toBe(true);
    expect(bare({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', answers: { why: 'x' } })).toBe(false);
    // The default form hides the cover letter.
    expect(bare({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', coverLetter: file() })).toBe(false);
  });
});
