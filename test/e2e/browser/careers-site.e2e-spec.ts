import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import type { Browser, HTTPResponse, Page } from 'puppeteer-core';
import { launchChromium } from '../../helpers/chromium';
import { expectSuccess } from '../../helpers/assertions';
import { unique, uniqueEmail, UUID, waitFor } from '../../helpers/common';
import { pdfWith } from '../../fixtures/documents';
import { bootDocumentsWorker, createDocumentsApp, type DocumentsApp } from '../../kits/documents-kit';
import { createJob } from '../../kits/jobs-kit';
import { publishedJobPost } from '../../kits/job-posts-kit';

const ROOT = resolve(__dirname, '../../..');
const CAREERS_SITE = join(ROOT, 'examples/careers-site');
/** An element of the page, read structurally (the tsconfig has no DOM types). */
type Node = { textContent: string | null; getAttribute(name: string): string | null; id: string; value: string; hidden: boolean };

/** Markdown a hostile or careless editor could write: the page must draw it as text, never as HTML. */
const CONTENT = [
  '## About the role',
  '',
  'You will build **reliable** services with _care_. Read [our blog](https://example.com/blog), not [this](javascript:window.__xss=1).',
  '',
  '<img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>',
  '',
  '## What you bring',
  '',
  '- TypeScript',
  '- PostgreSQL',
].join('\n');

const FORM = {
  resume: 'required',
  coverLetter: 'optional',
  phone: 'optional',
  linkedinUrl: 'optional',
  questions: [
    {
      key: 'work_permit',
      label: 'Do you have the right to work where this job is based?',
      type: 'single_select',
      required: true,
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'sponsorship', label: 'I will need visa sponsorship' },
      ],
    },
    { key: 'years_experience', label: 'Years of relevant experience', type: 'number', required: true, min: 0, max: 50 },
    { key: 'start_date', label: 'Earliest start date', type: 'date' },
    {
      key: 'languages',
      label: 'Languages you work in',
      type: 'multi_select',
      options: [
        { value: 'en', label: 'English' },
        { value: 'de', label: 'German' },
        { value: 'fr', label: 'French' },
      ],
    },
    { key: 'motivation', label: 'What draws you to the role?', type: 'long_text', maxLength: 2000, helpText: 'A few sentences are enough.' },
    { key: 'portfolio', label: 'Portfolio', type: 'file', accept: ['application/pdf'] },
    { key: 'privacy_consent', label: 'I agree that my data is processed to assess this application.', type: 'boolean', required: true, section: 'consent' },
    {
      key: 'gender',
      label: 'Gender',
      type: 'single_select',
      section: 'self_id',
      options: [
        { value: 'woman', label: 'Woman' },
        { value: 'man', label: 'Man' },
        { value: 'decline', label: 'I prefer not to say' },
      ],
    },
  ],
};

/** A static server on another origin (another port) with the README's embed snippet pointed at the API: a careers site of a customer. */
function embedHost(apiOrigin: string): Promise<Server> {
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme careers</title>',
    `<link rel="stylesheet" href="${apiOrigin}/careers-demo/careers-site.css">`,
    `<script src="${apiOrigin}/careers-demo/careers-site.js" defer></script>`,
    '</head><body><h1>Work at Acme</h1>',
    `<careers-site data-api="${apiOrigin}"></careers-site>`,
    '</body></html>',
  ].join('\n');
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Issue 23: the example careers page (examples/careers-site) in Chromium, as `npm start` serves it and embedded on another origin. */
describe('the careers page in Chromium', () => {
  let d: DocumentsApp;
  let worker: INestApplicationContext;
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let browser: Browser;
  let page: Page;
  let api: string;
  let host: Server;
  let hostUrl: string;
  let post: Record<string, any>;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    // A small apply quota (the tests' default is high): the 429 test uses it up.
    d = await createDocumentsApp('file', { CAREERS_DEMO_DIR: CAREERS_SITE, CAREERS_ALLOWED_ORIGINS: '*', PUBLIC_APPLY_PER_MINUTE: '8' });
    worker = await bootDocumentsWorker(d.t.config);
    await d.t.app.listen(0, '127.0.0.1');
    api = `http://127.0.0.1:${(d.t.app.getHttpServer().address() as AddressInfo).port}`;
    // localhost is another origin than 127.0.0.1: the embed calls the API across origins, as a customer's site does.
    host = await embedHost(api);
    hostUrl = `http://localhost:${(host.address() as AddressInfo).port}/`;
    chromium = await launchChromium();
    browser = chromium.browser;
    const job = await createJob(d.t.api, { title: `Platform Engineer ${unique()}`, location: 'Berlin' });
    post = await publishedJobPost(d.t.api, job.id, {
      content: CONTENT,
      remote: true,
      employmentType: 'full_time',
      salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
      form: FORM,
    });
  }, 120_000);
  afterAll(async () => {
    await chromium?.close();
    await new Promise((done) => (host ? host.close(done) : done(undefined)));
    await worker?.close();
    await d?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    page.on('console', (message) => {
      // A refused request is the browser's own console line (Failed to load resource), not an error of the page.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(message.text());
    });
    await page.setViewport({ width: 1100, height: 1000 });
  });
  afterEach(async () => page?.close());

  const text = (selector: string) => page.$eval(selector, (element) => ((element as unknown as Node).textContent ?? '').trim());
  const texts = (selector: string) => page.$$eval(selector, (elements) => elements.map((element) => ((element as unknown as Node).textContent ?? '').trim()));
  const field = (name: string) => `.cs-form [name="${name}"]`;
  const type = async (name: string, value: string) => page.type(field(name), value);
  const upload = async (name: string, filename: string, bytes: Buffer | string) => {
    const path = join(chromium.profile, filename);
    writeFileSync(path, bytes);
    const input = await page.waitForSelector(field(name));
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path);
  };
  const applyResponse = () =>
    page.waitForResponse(
      (response: HTTPResponse) => response.url().endsWith(`/public/job-posts/${post.id}/applications`) && response.request().method() === 'POST',
    );

  /** What every test types: the required fields, valid. */
  async function fillRequired(email: string, resume: { filename: string; bytes: Buffer }): Promise<void> {
    await type('firstName', 'Ada');
    await type('lastName', 'Lovelace');
    await type('email', email);
    await upload('resume', resume.filename, resume.bytes);
    await page.select(field('answers.work_permit'), 'yes');
    await type('answers.years_experience', '7');
    await page.click(field('answers.privacy_consent'));
  }

  it('lists the post at /careers-demo/ (npm start serves it there), opens it by keyboard and draws its Markdown as text', async () => {
    await page.goto(`${api}/careers-demo/`, { waitUntil: 'networkidle0' });
    const link = `.cs-posts a[data-id="${post.id}"]`;
    await page.waitForSelector(link);
    expect(await text(`.cs-posts li:has(a[data-id="${post.id}"]) .cs-facts`)).toBe('Berlin · Remote · Full-time · €70,000 – €90,000 per year');

    // Keyboard only: Tab until the post's link has the focus, Enter opens it, and the focus moves to its title.
    let focused = '';
    for (let presses = 0; presses < 20 && focused !== post.id; presses += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(
        () => (globalThis as unknown as { document: { activeElement: Node } }).document.activeElement.getAttribute('data-id') ?? '',
      );
    }
    expect(focused).toBe(post.id);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.cs-article h2');
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: Node } }).document.activeElement.textContent)).toBe(post.title);
    expect(page.url()).toBe(`${api}/careers-demo/#job=${post.id}`);

    expect(await texts('.cs-content h3')).toEqual(['About the role', 'What you bring']);
    expect(await texts('.cs-content strong')).toEqual(['reliable']);
    expect(await texts('.cs-content li')).toEqual(['TypeScript', 'PostgreSQL']);
    expect(await page.$$eval('.cs-content a', (links) => links.map((a) => (a as unknown as Node).getAttribute('href')))).toEqual(['https://example.com/blog']);
    expect(await page.$$('.cs-content img, .cs-content script')).toEqual([]);
    expect(await texts('.cs-content p')).toContain('<img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>');
    expect(await page.evaluate(() => (globalThis as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await texts('.cs-facts-list li')).toEqual(['Berlin', 'Remote', 'Full-time', '€70,000 – €90,000 per year']);

    // Back to the list: the focus returns to the post's link.
    await page.click('.cs-back');
    await page.waitForSelector(link);
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: Node } }).document.activeElement.getAttribute('data-id'))).toBe(
      post.id,
    );
  }, 60_000);

  it("embedded on another origin: puts the shown post's schema.org JobPosting in the head for Google for Jobs, and takes it away on the list", async () => {
    const jsonLd = () =>
      page.$$eval('head script[type="application/ld+json"]', (scripts) => scripts.map((script) => JSON.parse((script as unknown as Node).textContent ?? '')));
    await page.goto(`${hostUrl}#job=${post.id}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('head script[type="application/ld+json"]');
    const [posting, ...others] = await jsonLd();
    expect(others).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: post.title,
      datePosted: post.publishedAt,
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      identifier: { '@type': 'PropertyValue', value: post.id },
    });
    // The markup is the service's: the same object as the public read answers to Accept: application/ld+json.
    const served = await fetch(`${api}/api/v1/public/job-posts/${post.id}`, { headers: { Accept: 'application/ld+json' } });
    expect(posting).toEqual(await served.json());

    await page.click('.cs-back');
    await page.waitForSelector('.cs-posts');
    expect(await jsonLd()).toEqual([]);
  }, 60_000);

  it('searches with the q box and reads further pages by cursor with "More jobs"', async () => {
    const tag = `zq${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
    const job = await createJob(d.t.api, { title: `Analyst ${tag}` });
    const titles: string[] = [];
    for (let n = 1; n <= 11; n += 1) titles.unshift((await publishedJobPost(d.t.api, job.id, { title: `Analyst ${tag} ${n}` })).title);
    await page.goto(`${api}/careers-demo/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.cs-posts a');

    await page.type('.cs-search input', tag);
    await page.keyboard.press('Enter');
    await page.waitForFunction(`document.querySelector('.cs-posts a')?.textContent === ${JSON.stringify(titles[0])}`);
    expect(await texts('.cs-posts a')).toEqual(titles.slice(0, 10));
    expect(await page.$eval('.cs-more', (button) => (button as unknown as Node).hidden)).toBe(false);
    const page2 = page.waitForResponse((response: HTTPResponse) => new URL(response.url()).searchParams.has('cursor'));
    await page.click('.cs-more');
    expect(new URL((await page2).url()).searchParams.get('q')).toBe(tag);
    await page.waitForFunction("document.querySelectorAll('.cs-posts a').length === 11");
    expect(await texts('.cs-posts a')).toEqual(titles);
    expect(await page.$eval('.cs-more', (button) => (button as unknown as Node).hidden)).toBe(true);
    // The focus goes to the first post of the new page, where a keyboard user reads on.
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: Node } }).document.activeElement.textContent)).toBe(titles[10]);

    await page.$eval('.cs-search input', (input) => ((input as unknown as Node).value = ''));
    await page.type('.cs-search input', `${tag}nothing`);
    await page.keyboard.press('Enter');
    await page.waitForFunction("document.querySelectorAll('.cs-posts a').length === 0");
    expect(await text('.cs-count')).toBe(`No open position matches “${tag}nothing”.`);
  }, 60_000);

  it('draws the form from formSchema: sections, a label and hint for every control, the honeypot out of sight and out of the Tab order', async () => {
    await page.goto(`${api}/careers-demo/#job=${post.id}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.cs-form');
    expect(await texts('.cs-form legend')).toEqual(['About you', 'Questions', 'Languages you work in', 'Consent', 'Voluntary self-identification']);
    const controls = await page.$$eval('.cs-form input, .cs-form select, .cs-form textarea', (elements) =>
      elements.map((element) => {
        const control = element as unknown as Node & {
          name: string;
          type: string;
          labels: Array<{ textContent: string }>;
          required: boolean;
          tabIndex: number;
        };
        return {
          name: control.name,
          type: control.type,
          label: (control.labels[0]?.textContent ?? '').trim(),
          required: control.required,
          describedBy: (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).length,
        };
      }),
    );
    expect(controls).toEqual([
      { name: 'firstName', type: 'text', label: 'First name *', required: true, describedBy: 2 },
      { name: 'lastName', type: 'text', label: 'Last name *', required: true, describedBy: 2 },
      { name: 'email', type: 'email', label: 'Email *', required: true, describedBy: 2 },
      { name: 'phone', type: 'tel', label: 'Phone', required: false, describedBy: 2 },
      { name: 'linkedinUrl', type: 'url', label: 'LinkedIn profile', required: false, describedBy: 2 },
      { name: 'resume', type: 'file', label: 'Résumé *', required: true, describedBy: 2 },
      { name: 'coverLetter', type: 'file', label: 'Cover letter', required: false, describedBy: 2 },
      { name: 'answers.work_permit', type: 'select-one', label: 'Do you have the right to work where this job is based? *', required: true, describedBy: 2 },
      { name: 'answers.years_experience', type: 'number', label: 'Years of relevant experience *', required: true, describedBy: 2 },
      { name: 'answers.start_date', type: 'date', label: 'Earliest start date', required: false, describedBy: 2 },
      { name: 'answers.languages', type: 'checkbox', label: 'English', required: false, describedBy: 2 },
      { name: 'answers.languages', type: 'checkbox', label: 'German', required: false, describedBy: 2 },
      { name: 'answers.languages', type: 'checkbox', label: 'French', required: false, describedBy: 2 },
      { name: 'answers.motivation', type: 'textarea', label: 'What draws you to the role?', required: false, describedBy: 2 },
      { name: 'answers.portfolio', type: 'file', label: 'Portfolio', required: false, describedBy: 2 },
      {
        name: 'answers.privacy_consent',
        type: 'checkbox',
        label: 'I agree that my data is processed to assess this application. *',
        required: true,
        describedBy: 2,
      },
      { name: 'answers.gender', type: 'select-one', label: 'Gender', required: false, describedBy: 2 },
      { name: 'website', type: 'text', label: 'Website (leave this empty)', required: false, describedBy: 0 },
    ]);
    expect(await text(`${field('answers.motivation')} ~ .cs-error`)).toBe('');
    expect(await page.$eval(field('answers.portfolio'), (input) => (input as unknown as Node).getAttribute('accept'))).toBe('application/pdf,.pdf');
    expect(await texts('.cs-form .cs-hint:not([hidden])')).toEqual([
      'Fields marked * are required.',
      'PDF, Word, Word 97-2003, RTF, PNG, JPEG, plain text; at most 20 MB.',
      'PDF, Word, Word 97-2003, RTF, PNG, JPEG, plain text; at most 20 MB.',
      'A few sentences are enough.',
      'PDF; at most 20 MB.',
      'Answering is optional. These answers are kept apart from your application.',
    ]);

    // The honeypot: a 1-pixel box, hidden from assistive technology, skipped by Tab (from the last question straight to the button).
    type Box = Node & { getBoundingClientRect(): { width: number; height: number }; tabIndex: number; closest(selector: string): Box };
    const trap = await page.$eval(field('website'), (input) => {
      const element = input as unknown as Box;
      const wrapper = element.closest('.cs-hp');
      const box = wrapper.getBoundingClientRect();
      const style = (globalThis as unknown as { getComputedStyle(element: Box): { overflow: string; position: string } }).getComputedStyle(wrapper);
      return {
        box: [box.width, box.height, style.overflow, style.position],
        tabIndex: element.tabIndex,
        ariaHidden: wrapper.getAttribute('aria-hidden'),
        value: element.value,
      };
    });
    expect(trap).toEqual({ box: [1, 1, 'hidden', 'absolute'], tabIndex: -1, ariaHidden: 'true', value: '' });
    await page.focus(field('answers.gender'));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: Node } }).document.activeElement.textContent)).toBe(
      'Send application',
    );

    // Sent empty: the browser's own checks of what the schema requires answer first, and nothing goes to the service.
    const posted: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && posted.push(request.url())));
    await page.keyboard.press('Enter');
    await page.waitForSelector('.cs-summary:not([hidden])');
    expect(await texts('.cs-summary li')).toEqual([
      'First name: Please fill out this field.',
      'Last name: Please fill out this field.',
      'Email: Please fill out this field.',
      'Résumé: Choose a file.',
      'Do you have the right to work where this job is based?: Please select an item in the list.',
      'Years of relevant experience: Please fill out this field.',
      'I agree that my data is processed to assess this application.: Please check this box if you want to proceed.',
    ]);
    expect(await texts('.cs-form .cs-error:not([hidden])')).toHaveLength(7);
    expect(posted).toEqual([]);
  }, 60_000);

  it('applies with a résumé PDF and sees the confirmation; the application, its answers and the résumé text are then found through the API', async () => {
    const email = uniqueEmail('ada');
    const word = `zq${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
    const resume = pdfWith(['Ada Lovelace', `Analytical engines and ${word}`]);
    await page.goto(`${api}/careers-demo/?utm_source=newsletter&utm_campaign=autumn#job=${post.id}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.cs-form');
    await fillRequired(email, { filename: 'ada-lovelace.pdf', bytes: resume });
    await type('phone', '+44 20 7946 0000');
    await type('answers.start_date', '01022027');
    await page.click(`${field('answers.languages')}[value="en"]`);
    await page.click(`${field('answers.languages')}[value="fr"]`);
    await type('answers.motivation', 'Engines that compute.');
    await page.select(field('answers.gender'), 'decline');

    const answered = applyResponse();
    await page.click('.cs-submit');
    const response = await answered;
    expect(response.status()).toBe(202);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    // multipart/form-data: the résumé is a file part streamed from disk, the answers fields by their JSON names (checked below through the API).
    expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

    await page.waitForSelector('.cs-confirmation');
    expect(await text('.cs-confirmation h2')).toBe('Application sent');
    expect(await text('.cs-confirmation p')).toBe(`Thank you, Ada. We received your application for ${post.title}.`);
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: Node } }).document.activeElement.getAttribute('class'))).toBe(
      'cs-confirmation',
    );

    const candidates = expectSuccess(await d.t.api.get('/candidates').query({ email }));
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '+44 20 7946 0000' });
    const applications = expectSuccess(await d.t.api.get('/applications').query({ candidateId: candidates[0].id }));
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ jobId: post.jobId, status: 'active', source: 'newsletter' });

    const answers = expectSuccess(await d.t.api.get(`/applications/${applications[0].id}/answers`));
    expect(answers).toEqual({
      jobPostId: post.id,
      submittedAt: expect.any(String),
      source: 'newsletter',
      utm: { source: 'newsletter', campaign: 'autumn' },
      answers: [
        { key: 'work_permit', label: FORM.questions[0].label, type: 'single_select', section: 'application', value: 'yes' },
        { key: 'years_experience', label: 'Years of relevant experience', type: 'number', section: 'application', value: 7 },
        { key: 'start_date', label: 'Earliest start date', type: 'date', section: 'application', value: '2027-01-02' },
        { key: 'languages', label: 'Languages you work in', type: 'multi_select', section: 'application', value: ['en', 'fr'] },
        { key: 'motivation', label: 'What draws you to the role?', type: 'long_text', section: 'application', value: 'Engines that compute.' },
        { key: 'privacy_consent', label: FORM.questions[6].label, type: 'boolean', section: 'consent', value: true },
      ],
    });
    // The voluntary self-identification is stored apart, readable with eeo:read only.
    expect(expectSuccess(await d.t.api.get(`/applications/${applications[0].id}/self-id`))).toEqual({
      answers: [{ key: 'gender', label: 'Gender', type: 'single_select', section: 'self_id', value: 'decline' }],
    });

    const documents = expectSuccess(await d.t.api.get(`/candidates/${candidates[0].id}/documents`));
    expect(documents).toEqual([
      expect.objectContaining({
        filename: 'ada-lovelace.pdf',
        contentType: 'application/pdf',
        kind: 'resume',
        sizeBytes: resume.length,
        id: expect.stringMatching(UUID),
      }),
    ]);
    // The worker extracts the text; then the résumé's words find the candidate.
    const extracted = await waitFor(
      'the résumé text extracted',
      async () => {
        const body = expectSuccess(await d.t.api.get(`/documents/${documents[0].id}/text`));
        return body.textStatus === 'extracted' ? body.text : undefined;
      },
      30_000,
    );
    expect(extracted).toContain(`Analytical engines and ${word}`);
    expect(expectSuccess(await d.t.api.get('/candidates').query({ q: word })).map((candidate: { id: string }) => candidate.id)).toEqual([candidates[0].id]);
  }, 90_000);

  it('embedded on another origin: each 422 detail next to its field (aria-invalid, aria-describedby), nothing stored; corrected, it applies', async () => {
    const email = uniqueEmail('grace');
    await page.goto(`${hostUrl}#job=${post.id}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.cs-form');
    // All pass the browser's checks; only the service knows "grace@example" has no top-level domain, ftp: is not http(s)
    // and the portfolio is not a PDF (its content type is read once the rules hold).
    await fillRequired(email.replace('.com', ''), { filename: 'grace.pdf', bytes: pdfWith(['Grace Hopper']) });
    await type('linkedinUrl', 'ftp://grace.example.com');
    await upload('answers.portfolio', 'portfolio.txt', 'Not a PDF at all.\n');

    /** What the page shows at a field: its error line, aria-invalid, and whether aria-describedby names the line. */
    const shownAt = (name: string) =>
      page.$eval(field(name), (input) => {
        const control = input as unknown as Node & { ownerDocument: { getElementById(id: string): Node } };
        const errorId = `${control.id}-error`;
        const error = control.ownerDocument.getElementById(errorId);
        return {
          invalid: control.getAttribute('aria-invalid'),
          describedBy: (control.getAttribute('aria-describedby') ?? '').split(' ').includes(errorId),
          error: error.hidden ? null : error.textContent,
        };
      });
    const submit = async () => {
      const answered = applyResponse();
      await page.click('.cs-submit');
      const response = await answered;
      return { response, body: await response.json().catch(() => null) };
    };

    const first = await submit();
    expect(first.response.status()).toBe(422);
    // Every broken rule at once: the body's, then the file's content read from its bytes.
    expect(first.body.error.details).toEqual([
      { location: 'body', path: 'email', message: 'email must be an email address' },
      { location: 'body', path: 'linkedinUrl', message: 'linkedinUrl must be an absolute http or https URL' },
      { location: 'body', path: 'answers.portfolio', message: 'answers.portfolio must be one of application/pdf; detected text/plain' },
    ]);
    // Next to each field, as a sentence; the summary on top is announced (role alert), holds the focus and links to the fields.
    expect(await shownAt('email')).toEqual({ invalid: 'true', describedBy: true, error: 'Must be an email address.' });
    expect(await shownAt('linkedinUrl')).toEqual({ invalid: 'true', describedBy: true, error: 'Must be an absolute http or https URL.' });
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: Node } }).document.activeElement.getAttribute('role'))).toBe(
      'alert',
    );
    expect(await shownAt('answers.portfolio')).toEqual({ invalid: 'true', describedBy: true, error: 'Must be one of application/pdf; detected text/plain.' });
    expect(await texts('.cs-summary li')).toEqual([
      'Email: Must be an email address.',
      'LinkedIn profile: Must be an absolute http or https URL.',
      'Portfolio: Must be one of application/pdf; detected text/plain.',
    ]);
    expect(await page.$$eval('.cs-form [aria-invalid="true"]', (elements) => elements.length)).toBe(3);

    // Two corrected: their errors go, the portfolio's stays.
    await page.$eval(field('email'), (input) => ((input as unknown as Node).value = ''));
    await type('email', email);
    await page.$eval(field('linkedinUrl'), (input) => ((input as unknown as Node).value = ''));
    await type('linkedinUrl', 'https://www.linkedin.com/in/grace-hopper');
    const second = await submit();
    expect(second.response.status()).toBe(422);
    expect(second.body.error.details).toEqual([
      { location: 'body', path: 'answers.portfolio', message: 'answers.portfolio must be one of application/pdf; detected text/plain' },
    ]);
    expect(await shownAt('email')).toEqual({ invalid: null, describedBy: true, error: null });
    expect(await shownAt('answers.portfolio')).toEqual({ invalid: 'true', describedBy: true, error: 'Must be one of application/pdf; detected text/plain.' });
    expect(await texts('.cs-summary li')).toEqual(['Portfolio: Must be one of application/pdf; detected text/plain.']);
    expect(expectSuccess(await d.t.api.get('/candidates').query({ email }))).toEqual([]);

    // Without the portfolio: accepted, with a new Idempotency-Key (another body), the CORS header on the answer.
    await page.$eval(field('answers.portfolio'), (input) => ((input as unknown as Node).value = ''));
    const third = await submit();
    expect(third.response.status()).toBe(202);
    const keys = [first, second, third].map(({ response }) => response.request().headers()['idempotency-key']);
    expect(new Set(keys).size).toBe(3);
    expect(third.response.headers()['access-control-allow-origin']).toBe('*');
    await page.waitForSelector('.cs-confirmation');
    const [candidate] = expectSuccess(await d.t.api.get('/candidates').query({ email }));
    expect(candidate).toMatchObject({ email, linkedinUrl: 'https://www.linkedin.com/in/grace-hopper' });
  }, 60_000);

  it('embedded on another origin: a 429 says when to try again (Retry-After) and keeps the button off until then', async () => {
    await page.goto(`${hostUrl}#job=${post.id}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.cs-form');
    await fillRequired(uniqueEmail('limited'), { filename: 'cv.pdf', bytes: pdfWith(['Limited']) });
    // This address's applies for the minute, used up by requests from the same address (every one counts, refused or not).
    const server = d.t.app.getHttpServer();
    await waitFor(
      'the apply quota used up',
      async () => (await (await import('supertest')).default(server).post(`/api/v1/public/job-posts/${post.id}/applications`).send({})).status === 429,
      10_000,
    );
    const answered = applyResponse();
    await page.click('.cs-submit');
    const response = await answered;
    expect(response.status()).toBe(429);
    const retryAfter = Number(response.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(await text('.cs-summary')).toBe(`Too many applications from your network. Please try again in ${retryAfter} seconds.`);
    expect(await page.$eval('.cs-submit', (button) => (button as unknown as { disabled: boolean }).disabled)).toBe(true);
  }, 60_000);

  it('reported no script error and no Content-Security-Policy violation while all of the above ran', () => {
    expect(pageErrors).toEqual([]);
  });
});
