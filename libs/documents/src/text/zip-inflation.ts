const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** Past this ratio an entry of more than RATIO_MIN_BYTES is a bomb: Word's XML deflates about 5-20 to 1, deflate's own maximum is 1032. */
export const MAX_INFLATION_RATIO = 200;
const RATIO_MIN_BYTES = 1024 * 1024;
const MAX_ENTRIES = 10_000;

/**
 * Why a ZIP (a DOCX) must not be inflated, from what its central directory declares, before any
 * parser inflates it: more than `maxBytes` in all, an entry inflating more than MAX_INFLATION_RATIO
 * times, too many entries, ZIP64; null when it may be read. Sizes that lie are caught by the parser
 * process's memory bound (docs/operations.md).
 */
export function zipInflationProblem(zip: Buffer, maxBytes: number): string | null {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1 || end + 22 > zip.length || zip.readUInt32LE(end) !== END_OF_DIRECTORY) return 'the ZIP has no end of central directory';
  const entries = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff) return 'ZIP64 archives are not read';
  if (entries > MAX_ENTRIES) return `the ZIP has more than ${MAX_ENTRIES} entries`;
  let offset = directoryOffset;
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) return 'the ZIP central directory is damaged';
    const compressed = zip.readUInt32LE(offset + 20);
    const uncompressed = zip.readUInt32LE(offset + 24);
    total += uncompressed;
    if (total > maxBytes) return `the ZIP declares more than ${maxBytes} bytes once inflated`;
    if (uncompressed > RATIO_MIN_BYTES && uncompressed > compressed * MAX_INFLATION_RATIO)
      return `a ZIP entry inflates more than ${MAX_INFLATION_RATIO} times (${compressed} to ${uncompressed} bytes)`;
    offset += 46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return null;
}
