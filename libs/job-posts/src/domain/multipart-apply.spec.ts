import { normalizeForm } from './application-form';
import { applyIssues, ReceivedFile } from './apply-rules';
import { multipartApplyBody } from './multipart-apply';

const LIMITS = { documentTypes: ['application/pdf', 'text/plain'], maxDocumentBytes: 100 };
const form = normalizeForm({
  coverLetter: 'hidden',
  questions: [
    { key: 'years', label: 'Years', type: 'number', required: true },
    { key: 'relocate', label: 'Relocate?', type: 'boolean' },
    { key: 'langs', label: 'Languages', type: 'multi_select', options: ['de', 'en'].map((value) => ({ value, label: value })) },
    { key: 'sample', label: 'Sample', type: 'file', maxBytes: 10 },
    { key: 'note', label: 'Note', type: 'short_text' },
  ],
});
const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe(multipartApplyBody.name, () => {
  it('reads fields by their JSON names: typed answers from text, a multi_select field per value, files as parts, empty fields as not sent', () => {
    const resume = new ReceivedFile('cv.pdf', 50);
    const sample = new ReceivedFile('s.pdf', 10);
    const { body, issues } = multipartApplyBody(
      { ...person, phone: '', 'answers.years': '-2.5e1', 'answers.relocate': 'false', 'answers.langs': ['de', 'en'], 'answers.note': '', 'utm.source': 'x' },
      [
        { fieldname: 'resume', file: resume },
        { fieldname: 'answers.sample', file: sample },
      ],
      form,
    );
    expect(issues).toEqual([]);
    expect(body).toEqual({ ...person, resume, answers: { years: -25, relocate: false, langs: ['de', 'en'], sample }, utm: { source: 'x' } });
    expect(applyIssues(body, form, LIMITS)).toEqual([]);
  });

  it('one multi_select value is a list of one', () => {
    expect(multipartApplyBody({ ...person, 'answers.years': '1', 'answers.langs': 'en' }, [], form).body.answers).toEqual({ years: 1, langs: ['en'] });
  });

  it('refuses what the encoding breaks, at the field’s path', () => {
    const { issues } = multipartApplyBody(
      { ...person, firstName: ['Ada', 'Augusta'], 'answers.years': '12 years', 'answers.relocate': 'on', 'answers.sample': 'x', resume: 'cv.pdf' },
      [
        { fieldname: 'answers.note', file: new ReceivedFile('n.txt', 1) },
        { fieldname: 'answers.sample', file: new ReceivedFile('a.pdf', 1) },
        { fieldname: 'answers.sample', file: new ReceivedFile('b.pdf', 1) },
      ],
      form,
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'firstName',
      'answers.years',
      'answers.relocate',
      'answers.sample',
      'resume',
      'answers.note',
      'answers.sample',
    ]);
  });

  it('refuses a reserved key under answers or utm as the JSON form is refused, rather than setting the prototype', () => {
    const { body, issues } = multipartApplyBody({ ...person, 'answers.years': '1', 'answers.__proto__': 'x', 'utm.constructor': 'x' }, [], form);
    expect(issues).toEqual([
      { location: 'body', path: 'answers.__proto__', message: 'answers.__proto__ is not an allowed field' },
      { location: 'body', path: 'utm.constructor', message: 'utm.constructor is not an allowed field' },
    ]);
    expect(Object.getPrototypeOf(body.answers)).toBe(Object.prototype);
  });

  it('leaves the rest to applyIssues: a file part over its question’s maxBytes, a hidden built-in, a sixth file', () => {
    const tooBig = multipartApplyBody({ ...person, 'answers.years': '1' }, [{ fieldname: 'answers.sample', file: new ReceivedFile('s.pdf', 11) }], form);
    expect(applyIssues(tooBig.body, form, LIMITS)).toEqual([{ location: 'body', path: 'answers.sample', message: 'answers.sample must be at most 10 bytes' }]);
    const hidden = multipartApplyBody({ ...person, 'answers.years': '1' }, [{ fieldname: 'coverLetter', file: new ReceivedFile('c.pdf', 1) }], form);
    expect(applyIssues(hidden.body, form, LIMITS).map((issue) => issue.path)).toEqual(['coverLetter']);
  });
});

describe(applyIssues.name, () => {
  it('counts files across the résumé, the cover letter and file answers: a sixth is refused at its path', () => {
    const many = normalizeForm({
      coverLetter: 'optional',
      questions: [1, 2, 3, 4].map((n) => ({ key: `file${n}`, label: `File ${n}`, type: 'file' as const })),
    });
    const file = { filename: 'a.txt', contentBase64: 'YQ==' };
    const body = { ...person, resume: file, coverLetter: file, answers: { file1: file, file2: file, file3: file, file4: file } };
    expect(applyIssues(body, many, LIMITS)).toEqual([
      { location: 'body', path: 'answers.file4', message: 'answers.file4 is file 6: an application takes at most 5 files' },
    ]);
  });
});
