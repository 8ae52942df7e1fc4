import { formDefinitionIssues, normalizeForm, type ApplicationFormInput, type FormQuestionInput } from './application-form';

const limits = { documentTypes: ['application/pdf', 'text/plain'], maxDocumentBytes: 1000 };
const pathsOf = (form: ApplicationFormInput) => formDefinitionIssues(form, limits).map((issue) => issue.path);
const question = (overrides: Partial<FormQuestionInput>): FormQuestionInput => ({ key: 'q', label: 'Q', type: 'short_text', ...overrides });

describe(formDefinitionIssues.name, () => {
  it('accepts a form that holds every rule', () => {
    const form: ApplicationFormInput = {
      questions: [
        question({ key: 'city', type: 'single_select', options: [{ value: 'a', label: 'A' }] }),
        question({
          key: 'skills',
          type: 'multi_select',
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
          min: 1,
          max: 2,
        }),
        question({ key: 'age', type: 'number', min: -5, max: 5.5 }),
        question({ key: 'bio', type: 'long_text', maxLength: 20000 }),
        question({ key: 'cv', type: 'file', accept: ['application/pdf'], maxBytes: 1000 }),
        question({ key: 'terms', type: 'boolean', required: true, section: 'consent' }),
        question({ key: 'gender', type: 'single_select', section: 'self_id', options: [{ value: 'x', label: 'X' }] }),
      ],
    };
    expect(formDefinitionIssues(form, limits)).toEqual([]);
  });

  it('reports every broken rule at once, each at its path under form', () => {
    const form: ApplicationFormInput = {
      questions: [
        question({ key: 'email' }),
        question({ key: 'dup' }),
        question({ key: 'dup', type: 'single_select' }),
        question({ key: 'opts', type: 'short_text', options: [{ value: 'a', label: 'A' }], maxLength: 2001 }),
        question({
          key: 'values',
          type: 'multi_select',
          options: [
            { value: 'a', label: 'A' },
            { value: 'a', label: 'B' },
          ],
          min: 3,
          max: 1,
        }),
        question({ key: 'range', type: 'number', min: 2, max: 1 }),
        question({ key: 'upload', type: 'file', accept: ['application/pdf', 'image/gif', 'application/pdf'], maxBytes: 1001 }),
        question({ key: 'bounds', type: 'boolean', min: 1, accept: ['text/plain'], maxBytes: 1, maxLength: 3, section: 'consent' }),
        question({ key: 'agree', type: 'short_text', section: 'consent' }),
        question({ key: 'eeo', type: 'boolean', section: 'self_id', required: true }),
        question({ key: 'whole', type: 'multi_select', options: [{ value: 'a', label: 'A' }], min: 0.5 }),
        question({ key: 'eeo_file', type: 'file', section: 'self_id' }),
      ],
    };
    expect(pathsOf(form)).toEqual([
      'form.questions.0.key',
      'form.questions.2.key',
      'form.questions.2.options',
      'form.questions.3.options',
      'form.questions.3.maxLength',
      'form.questions.4.options.1.value',
      'form.questions.4.min',
      'form.questions.4.max',
      'form.questions.5.max',
      'form.questions.6.accept.1',
      'form.questions.6.accept.2',
      'form.questions.6.maxBytes',
      'form.questions.7.maxLength',
      'form.questions.7.min',
      'form.questions.7.accept',
      'form.questions.7.maxBytes',
      'form.questions.8.type',
      'form.questions.9.required',
      'form.questions.10.min',
      'form.questions.11.type',
    ]);
    for (const issue of formDefinitionIssues(form, limits)) expect(issue.message.startsWith(`${issue.path} `)).toBe(true);
  });

  it('refuses each reserved name', () => {
    for (const key of ['first_name', 'last_name', 'email', 'phone', 'resume', 'cover_letter', 'linkedin_url', 'website', 'source', 'utm']) {
      expect(pathsOf({ questions: [question({ key })] })).toEqual(['form.questions.0.key']);
    }
  });

  it('caps maxLength per text type: 2,000 for short_text, 20,000 for long_text', () => {
    expect(pathsOf({ questions: [question({ maxLength: 2000 })] })).toEqual([]);
    expect(pathsOf({ questions: [question({ type: 'long_text', maxLength: 20001 })] })).toEqual(['form.questions.0.maxLength']);
  });

  it('skips a rule when a field it needs broke its own rule', () => {
    const form: ApplicationFormInput = {
      questions: [
        question({ key: 'a', type: 'essay' as never, options: [{ value: 'x', label: 'X' }], maxLength: 5, accept: ['image/gif'] }),
        question({
          key: 'a',
          type: 'single_select',
          options: [
            { value: 'x', label: 'X' },
            { value: 'x', label: 'X' },
          ],
        }),
        question({ key: 'b', type: 'number', min: 'low' as never, max: 1 }),
        question({ key: 'c', type: 'single_select', section: 'self_id', required: true, options: 'many' as never }),
      ],
    };
    const refusedPaths = [
      'form.questions.0.type',
      'form.questions.1.key',
      'form.questions.1.options.1.value',
      'form.questions.2.min',
      'form.questions.3.options',
    ];
    const refused = (path: string) =>
      refusedPaths.some((refusedPath) => path === refusedPath || path.startsWith(`${refusedPath}.`) || refusedPath.startsWith(`${path}.`));
    expect(formDefinitionIssues(form, limits, 'form', refused).map((issue) => issue.path)).toEqual(['form.questions.3.required']);
    expect(formDefinitionIssues({ questions: 'none' as never }, limits, 'form', (path) => path === 'form.questions')).toEqual([]);
  });
});

describe(normalizeForm.name, () => {
  it('fills every default: résumé, phone and LinkedIn optional, cover letter hidden, questions with every key', () => {
    expect(normalizeForm({ questions: [question({ key: 'why' })] })).toEqual({
      resume: 'optional',
      coverLetter: 'hidden',
      phone: 'optional',
      linkedinUrl: 'optional',
      questions: [
        {
          key: 'why',
          label: 'Q',
          type: 'short_text',
          required: false,
          helpText: '',
          options: null,
          maxLength: null,
          min: null,
          max: null,
          accept: null,
          maxBytes: null,
          customField: null,
          consentPurpose: null,
          section: 'application',
        },
      ],
    });
  });
});
