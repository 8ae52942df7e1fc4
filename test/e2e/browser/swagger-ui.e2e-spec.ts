import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumPath, CHROMIUM_FLAGS } from '../../helpers/chromium';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { uniqueEmail, UUID } from '../../helpers/common';
import { pdfWith } from '../../fixtures/documents';
import { JSON_MEDIA, operationsWithJsonBody, prefilledBody, type OpenApiDocument } from '../../helpers/openapi-examples';

const ROOT = resolve(__dirname, '../../..');
/** The artifact (git-ignored); docs/images/swagger-ui.png, which the README shows, is a copy of one. */
const SCREENSHOT = join(ROOT, 'test/artifacts/swagger-ui.png');
/** An element of the page (the tsconfig has no DOM types: page values are read structurally). */
type Handle = NonNullable<Awaited<ReturnType<Page['waitForSelector']>>>;
/** A form field as the browser sees it. */
type Field = { value: string; focus(): void; setSelectionRange(start: number, end: number): void };

/** The section (tag) of each operation, `method path`, read from the document when the page is first loaded. */
const sectionOf = new Map<string, string>();

/**
 * The operation block of `method path` (e.g. post /api/v1/candidates), expanded, with "Try it out" on: its section
 * opened, the others closed (sections start closed, docExpansion "none", docs/adr/0055-swagger-ui-works-as-shown.md).
 */
async function tryOut(page: Page, method: string, path: string): Promise<Handle> {
  const selector = `.opblock-${method}:has(.opblock-summary-path[data-path="${path}"])`;
  if ((await page.$(selector)) === null) {
    const section = sectionOf.get(`${method} ${path}`);
    for (const open of await page.$$('.opblock-tag[data-is-open="true"]')) {
      if ((await open.evaluate((element) => element.getAttribute('data-tag'))) !== section) await open.click();
    }
    await (await page.waitForSelector(`.opblock-tag[data-tag="${section}"]`))!.click();
  }
  const block = await page.waitForSelector(selector);
  if (block === null) throw new Error(`no ${method} ${path} in Swagger UI`);
  if ((await block.$('.opblock-body')) === null) await (await block.waitForSelector('.opblock-summary-control'))!.click();
  await (await block.waitForSelector('.try-out__btn:not(.cancel)'))!.click();
  return block;
}

/** Clicks Execute and returns the status and body that Swagger UI shows for the live response. */
async function execute(block: Handle): Promise<{ status: string; body: string }> {
  await (await block.waitForSelector('button.execute'))!.click();
  const status = await block.waitForSelector('.live-responses-table tr.response .response-col_status');
  const body = await block.waitForSelector('.live-responses-table tr.response .response-col_description pre');
  return {
    status: (await status!.evaluate((element) => element.textContent ?? '')).trim(),
    body: await body!.evaluate((element) => element.textContent ?? ''),
  };
}

/** Selects `part` of what a text field holds (all of it by default) and types `text` over it, by keyboard like a user. */
async function typeOver(field: Handle, text: string, part?: string): Promise<void> {
  const found = await field.evaluate((element, part) => {
    const input = element as unknown as Field;
    const start = part === undefined ? 0 : input.value.indexOf(part);
    if (start < 0) return false;
    input.focus();
    input.setSelectionRange(start, part === undefined ? input.value.length : start + part.length);
    return true;
  }, part);
  if (!found) throw new Error(`the field does not hold ${part}`);
  await field.type(text);
}

/** Issue 14: Swagger UI works in a real browser: authorize, "Try it out" on create and read, the key survives a reload, a file uploads from the page. */
describe('Swagger UI in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let docsUrl: string;
  let userDataDir: string | undefined;
  /** Every Content-Security-Policy violation the page reported (Swagger UI must work under the policy). */
  const cspViolations: string[] = [];

  beforeAll(async () => {
    const executablePath = chromiumPath();
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    docsUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/docs`;
    userDataDir = mkdtempSync(join(tmpdir(), 'ats-chromium-'));
    browser = await puppeteer.launch({ executablePath, headless: true, userDataDir, args: CHROMIUM_FLAGS });
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    await page.setViewport({ width: 1280, height: 1000 });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    if (userDataDir !== undefined) rmSync(userDataDir, { recursive: true, force: true });
    await t?.close();
  });

  let candidateId: string;

  it('authorizes with an API key and creates a candidate with the example body of POST /api/v1/candidates (only the email made unique): 201', async () => {
    page.setDefaultTimeout(10_000);
    // Loading Swagger UI and the whole document can take longer than a click on a shared, loaded machine.
    page.setDefaultNavigationTimeout(60_000);
    const served = await page.goto(docsUrl, { waitUntil: 'networkidle0' });
    const { paths } = (await t.api.get('/docs-json')).body as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations))
        if (operation.tags?.[0] !== undefined) sectionOf.set(`${method} ${path}`, operation.tags[0]);
    }
    expect(served?.headers()).toMatchObject({ 'content-security-policy': expect.stringContaining("frame-ancestors 'none'"), 'x-frame-options': 'DENY' });
    await (await page.waitForSelector('button.btn.authorize'))!.click();
    await typeOver((await page.waitForSelector('.auth-container input'))!, t.bootstrapKey);
    await (await page.waitForSelector('.auth-btn-wrapper button.authorize'))!.click();
    await (await page.waitForSelector('.auth-btn-wrapper button.btn-done'))!.click();

    const create = await tryOut(page, 'post', '/api/v1/candidates');
    const bodyField = (await create.waitForSelector('textarea.body-param__text'))!;
    const example = JSON.parse(await bodyField.evaluate((element) => (element as unknown as Field).value)) as Record<string, unknown>;
    // The document's example as Swagger UI shows it: a realistic candidate, not "string" placeholders.
    expect(example).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace' });
    const email = uniqueEmail();
    await typeOver(bodyField, email, example.email as string);
    expect(JSON.parse(await bodyField.evaluate((element) => (element as unknown as Field).value))).toEqual({ ...example, email });

    const { status, body } = await execute(create);
    expect({ status, body }).toEqual({ status: '201', body: expect.any(String) });
    const created = JSON.parse(body) as { data: { id: string; email: string } };
    expect(created.data).toMatchObject({ id: expect.stringMatching(UUID), email });
    candidateId = created.data.id;
  }, 60_000);

  it('reads it back with GET /api/v1/candidates/{id}: 200', async () => {
    const read = await tryOut(page, 'get', '/api/v1/candidates/{id}');
    await typeOver((await read.waitForSelector('tr[data-param-name="id"] input'))!, candidateId);
    const { status, body } = await execute(read);
    expect(status).toBe('200');
    expect((JSON.parse(body) as { data: { id: string } }).data.id).toBe(candidateId);

    mkdirSync(join(ROOT, 'test/artifacts'), { recursive: true });
    await read.scrollIntoView();
    await page.screenshot({ path: SCREENSHOT });
  }, 60_000);

  it('shows the resources first and the health probes last, each section with its description', async () => {
    const sections = await page.$$eval('.opblock-tag', (elements) =>
      elements.map((element) => [element.getAttribute('data-tag'), (element.querySelector('small')?.textContent ?? '').trim()]),
    );
    expect(sections.map(([tag]) => tag).slice(0, 3)).toEqual(['Candidates', 'Jobs', 'Applications']);
    expect(sections.at(-1)?.[0]).toBe('Operations');
    expect(sections.filter(([, description]) => description === '')).toEqual([]);
  });

  it('prefills no filter of a list: GET /api/v1/candidates as shown lists the candidate just created', async () => {
    const list = await tryOut(page, 'get', '/api/v1/candidates');
    const updatedAfter = (await list.waitForSelector('tr[data-param-name="updatedAfter"] input'))!;
    expect(await updatedAfter.evaluate((element) => (element as unknown as Field).value)).toBe('');
    const { status, body } = await execute(list);
    expect(status).toBe('200');
    expect((JSON.parse(body) as { data: Array<{ id: string }> }).data.map((candidate) => candidate.id)).toContain(candidateId);
    await (await list.waitForSelector('.try-out__btn.cancel'))!.click();
    await (await list.waitForSelector('.opblock-summary-control'))!.click();
  }, 60_000);

  it('keeps the authorization across a reload of the page (persistAuthorization)', async () => {
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await page.waitForSelector('button.btn.authorize.locked')).not.toBeNull();
    const read = await tryOut(page, 'get', '/api/v1/candidates/{id}');
    await typeOver((await read.waitForSelector('tr[data-param-name="id"] input'))!, candidateId);
    expect((await execute(read)).status).toBe('200');
  }, 60_000);

  it('prefills every JSON request body with what test/e2e/platform/request-examples sends (the sample of the document, as Swagger UI builds it)', async () => {
    const document = (await t.api.get('/docs-json')).body as OpenApiDocument;
    const operations = operationsWithJsonBody(document);
    const shown: Record<string, unknown> = {};
    for (const operation of operations) {
      const [method, path] = operation.split(' ');
      const block = await tryOut(page, method.toLowerCase(), path);
      // The document upload also takes multipart: JSON comes first, so its example is what Execute sends as shown.
      const mediaType = await block.$('.opblock-section-request-body select.content-type');
      if (mediaType !== null) expect(await mediaType.evaluate((element) => (element as unknown as Field).value)).toBe(JSON_MEDIA);
      const bodyField = (await block.waitForSelector('textarea.body-param__text'))!;
      shown[operation] = JSON.parse(await bodyField.evaluate((element) => (element as unknown as Field).value));
      await (await block.waitForSelector('.try-out__btn.cancel'))!.click();
      await (await block.waitForSelector('.opblock-summary-control'))!.click();
    }
    expect(shown).toEqual(Object.fromEntries(operations.map((operation) => [operation, prefilledBody(document, operation).body])));
  }, 400_000);

  it('uploads a file chosen in the form of POST /api/v1/candidates/{id}/documents (multipart/form-data): 201, and the document is there', async () => {
    const job = (await t.api.post('/jobs', { title: 'Analyst' })).body.data;
    const application = (await t.api.post('/applications', { candidateId, jobId: job.id, source: 'careers_site' })).body.data;
    const file = join(userDataDir!, 'ada-lovelace.pdf');
    const pdf = pdfWith(['Ada Lovelace', 'Mathematician and first programmer']);
    writeFileSync(file, pdf);

    const upload = await tryOut(page, 'post', '/api/v1/candidates/{id}/documents');
    await typeOver((await upload.waitForSelector('tr[data-param-name="id"] input'))!, candidateId);
    // JSON is shown first; the reader picks multipart/form-data, which shows the form with a file input.
    await (await upload.waitForSelector('.opblock-section-request-body select.content-type'))!.select('multipart/form-data');
    const fileInput = await upload.waitForSelector('tr[data-property-name="file"] input[type="file"]');
    await (fileInput as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
    // The optional application id starts empty (a placeholder id was a 422); a reader may put a real application of the candidate there.
    const applicationField = (await upload.waitForSelector('tr[data-property-name="applicationId"] input'))!;
    expect(await applicationField.evaluate((element) => (element as unknown as Field).value)).toBe('');
    await typeOver(applicationField, application.id);

    const { status, body } = await execute(upload);
    expect(status).toBe('201');
    const document = (JSON.parse(body) as { data: Record<string, unknown> }).data;
    expect(document).toMatchObject({
      candidateId,
      applicationId: application.id,
      filename: 'ada-lovelace.pdf',
      contentType: 'application/pdf',
      kind: 'resume',
    });
    expect(document).toMatchObject({ sizeBytes: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex') });
    const stored = await t.api.get(`/documents/${document.id as string}`);
    expect(stored.status).toBe(200);
    expect(stored.body.data).toEqual(document);
  }, 60_000);

  it('uploads as the form is prefilled, without an application: 201', async () => {
    const upload = await tryOut(page, 'post', '/api/v1/candidates/{id}/documents');
    await typeOver((await upload.waitForSelector('tr[data-param-name="id"] input'))!, candidateId);
    await (await upload.waitForSelector('.opblock-section-request-body select.content-type'))!.select('multipart/form-data');
    const file = join(userDataDir!, 'cover-letter.txt');
    writeFileSync(file, 'Dear team, I would like to join.\n');
    const fileInput = await upload.waitForSelector('tr[data-property-name="file"] input[type="file"]');
    await (fileInput as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
    const { status, body } = await execute(upload);
    expect({ status, body }).toEqual({ status: '201', body: expect.any(String) });
    expect((JSON.parse(body) as { data: Record<string, unknown> }).data).toMatchObject({ candidateId, applicationId: null, filename: 'cover-letter.txt' });
  }, 60_000);

  it('reported no Content-Security-Policy violation while all of the above ran', () => {
    expect(cspViolations).toEqual([]);
  });
});
