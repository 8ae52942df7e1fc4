import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { docFile, docxWith, gif, jpeg, pdfWith, plainZip, png, rtfWith } from '../../../../test/fixtures/documents';
import { ByteMeter } from '../storage/byte-meter';
import { DOCX, sniffContentType } from './content-type';

async function sniff(bytes: Buffer) {
  const meter = new ByteMeter(Number.MAX_SAFE_INTEGER);
  await pipeline(Readable.from([bytes]), meter, async function* (source) {
    for await (const chunk of source) yield chunk;
  });
  return sniffContentType(meter.result());
}

describe(sniffContentType.name, () => {
  it.each([
    ['a PDF', () => pdfWith(['x']), 'application/pdf'],
    ['a DOCX', () => docxWith(['x']), DOCX],
    ['a DOC (OLE compound file)', docFile, 'application/msword'],
    ['RTF', () => rtfWith('x'), 'application/rtf'],
    ['a PNG', png, 'image/png'],
    ['a JPEG', jpeg, 'image/jpeg'],
    ['UTF-8 text', () => Buffer.from('Résumé: José, 10 years\n'), 'text/plain'],
  ])('accepts %s', async (_name, bytes, contentType) => expect(await sniff(await bytes())).toEqual({ contentType }));

  it.each([
    ['a GIF', gif, 'image/gif'],
    ['a zip that is not a Word document', plainZip, 'application/zip'],
    ['an empty file', () => Buffer.alloc(0), 'an empty file'],
    ['text with a NUL byte', () => Buffer.from('abc\u0000def'), 'binary data of no known type'],
    ['invalid UTF-8', () => Buffer.from([0x61, 0xc3, 0x28, 0x62]), 'binary data of no known type'],
  ])('refuses %s, naming what it found', async (_name, bytes, detected) => expect(await sniff(await bytes())).toEqual({ detected }));

  it('ignores what the name or a client header would claim: a PDF header wins over a .txt name', async () => {
    expect(await sniff(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('text')]))).toEqual({ contentType: 'application/pdf' });
  });
});
