/**
 * The program a child process runs to parse one PDF (unpdf, pdf.js) or DOCX (mammoth): plain
 * JavaScript run by `node -e`, so it runs the same in the built app and under Jest. It reads the
 * document from stdin and writes `{ text }` or `{ error }` as JSON to stdout. Its settings (format,
 * page cap, text cap, module paths from the parent's `require.resolve`) come as JSON in argv[1].
 */
export const PARSER_PROCESS_SOURCE = `
const { format, maxPdfPages, maxChars, modules } = JSON.parse(process.argv[1]);
async function parse(bytes) {
  if (format === 'pdf') {
    const { getDocumentProxy } = require(modules.unpdf);
    const pdf = await getDocumentProxy(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    const parts = [];
    let length = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, maxPdfPages) && length < maxChars; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const text = content.items.map((item) => (item.str ?? '') + (item.hasEOL ? '\\n' : '')).join('');
      parts.push(text);
      length += text.length + 1;
    }
    return parts.join('\\n');
  }
  const mammoth = require(modules.mammoth);
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () =>
  parse(Buffer.concat(chunks)).then(
    (text) => process.stdout.write(JSON.stringify({ text: text.slice(0, maxChars) }), () => process.exit(0)),
    (error) => process.stdout.write(JSON.stringify({ error: String((error && error.message) || error) }), () => process.exit(0)),
  ),
);
`;
