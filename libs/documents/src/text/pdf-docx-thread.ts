/**
 * The code a worker thread runs to parse one PDF (unpdf, pdf.js) or DOCX (mammoth): plain
 * JavaScript evaluated by `new Worker(..., { eval: true })`, so it runs the same in the built app and
 * under Jest. Module paths come from the parent (`require.resolve`), not from the thread's cwd.
 */
export const PARSER_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
async function parse({ format, bytes, maxPdfPages, modules }) {
  if (format === 'pdf') {
    const { getDocumentProxy } = require(modules.unpdf);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const parts = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPdfPages); number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      parts.push(content.items.map((item) => (item.str ?? '') + (item.hasEOL ? '\\n' : '')).join(''));
    }
    await pdf.destroy();
    return parts.join('\\n');
  }
  const mammoth = require(modules.mammoth);
  return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
}
parse(workerData).then(
  (text) => parentPort.postMessage({ text }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;
