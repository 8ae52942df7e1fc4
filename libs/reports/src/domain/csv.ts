import { stringify } from 'csv-stringify/sync';

/** A CSV cell: what a report row holds. */
export type CsvValue = string | number | null;

/**
 * RFC 4180 (csv-stringify): a header line, one line per row, CRLF line ends; null is an empty cell; a
 * cell with outer spaces or any line break is quoted (csv-stringify quotes only CRLF); a text a
 * spreadsheet would run as a formula starts with `'` (docs/api/reports.md#csv).
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return stringify([header, ...rows] as CsvValue[][], { record_delimiter: 'windows', escape_formulas: true, quoted_match: /^\s|\s$|[\r\n]/ });
}
