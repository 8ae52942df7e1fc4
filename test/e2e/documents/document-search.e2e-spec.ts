import type { INestApplicationContext } from '@nestjs/common';
import { expectSuccess } from '../../helpers/assertions';
import { unique, waitFor } from '../../helpers/common';
import { docxWith, pdfWith } from '../../fixtures/documents';
import { bootDocumentsWorker, createDocumentsApp, type DocumentsApp } from '../../kits/documents-kit';

/** docs/api/search.md#what-is-searched: `q` searches the extracted text of a candidate's documents, which weighs least. */
describe('documents: search over extracted text', () => {
  let d: DocumentsApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    d = await createDocumentsApp('file');
    worker = await bootDocumentsWorker(d.t.config);
  });
  afterAll(async () => {
    await worker?.close();
    await d?.close();
  });

  const word = () => `zq${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
  const search = async (q: string) => expectSuccess(await d.t.api.get('/candidates').query({ q })).map((row: { id: string }) => row.id);
  const uploadExtracted = async (candidateId: string, filename: string, bytes: Buffer) => {
    const document = expectSuccess(await d.t.api.post(`/candidates/${candidateId}/documents`, { filename, contentBase64: bytes.toString('base64') }), 201);
    await waitFor('the text extracted', async () => expectSuccess(await d.t.api.get(`/documents/${document.id}/text`)).textStatus === 'extracted', 20_000);
    return document;
  };

  it('finds a candidate by words of their résumé, stemmed and without accents, ranked below a name match', async () => {
    const key = word();
    const withResume = (await d.t.factory.candidate()).id;
    const document = await uploadExtracted(withResume, 'cv.pdf', pdfWith([`Skills: ${key}`, 'Managed engineering teams in Zürich']));
    expect(await search(key)).toEqual([withResume]);
    expect(await search(`${key} engineer zurich`)).toEqual([withResume]);
    const named = (await d.t.factory.candidate({ lastName: key })).id;
    expect(await search(key)).toEqual([named, withResume]);

    expect((await d.t.api.delete(`/documents/${document.id}`)).status).toBe(200);
    expect(await search(key)).toEqual([named]);
  });

  it('keeps the words on either side of a NUL apart (it is stored as U+FFFD)', async () => {
    const key = word();
    const candidate = (await d.t.factory.candidate()).id;
    await uploadExtracted(candidate, 'nul.docx', await docxWith([`Skills\u0000${key}\u0000engineering`]));
    expect(await search(key)).toEqual([candidate]);
    expect(await search(`${key} engineer`)).toEqual([candidate]);
  });

  it('searches DOCX text too, together with the other fields', async () => {
    const [inDocx, inHeadline] = [word(), word()];
    const candidate = (await d.t.factory.candidate({ headline: inHeadline })).id;
    await uploadExtracted(candidate, 'cv.docx', await docxWith([`Project ${inDocx}`]));
    expect(await search(`${inDocx} ${inHeadline}`)).toEqual([candidate]);
  });
});
